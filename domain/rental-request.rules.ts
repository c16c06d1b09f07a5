/**
 * The visitor's rental request form (issue 39): its fields, their check with the REST contract's
 * own schema (the same French messages the API answers), what sending answers, and the WhatsApp
 * text of the success screen. Shared by the machine, the server function and the dialog.
 */
import * as v from 'valibot';
import type { RentalReceipt } from './rental-answers.schema.ts';
import { rentalDuration } from './rental-dates.ts';
import { dinarLabel } from './rental-price.ts';
import { rentalShopName } from './rental-terms.ts';
import {
  type RentalRequest,
  RentalRequestBody,
  type RentalRequestInput,
} from './rentals.schema.ts';

export interface RentalRequestFields {
  nom: string;
  telephone: string;
  email: string;
  retrait: 'boutique' | 'livraison';
  /** A shop id of the product's terms ('' until chosen). */
  boutique: string;
  adresse: string;
  note: string;
  consentement: boolean;
}

export type RentalFieldName = keyof RentalRequestFields;
export type RentalFieldErrors = Partial<Record<RentalFieldName, string>>;

export const rentalFieldNames: readonly RentalFieldName[] = [
  'nom',
  'telephone',
  'email',
  'retrait',
  'boutique',
  'adresse',
  'note',
  'consentement',
];
const isFieldName = (key: string): key is RentalFieldName =>
  rentalFieldNames.some((name) => name === key);

/** An empty form; the only shop is chosen for the visitor when there is one. */
export function emptyRentalFields(shops: readonly string[] = []): RentalRequestFields {
  return {
    nom: '',
    telephone: '',
    email: '',
    retrait: 'boutique',
    boutique: shops.length === 1 ? (shops[0] ?? '') : '',
    adresse: '',
    note: '',
    consentement: false,
  };
}

/** A request as the form builds it: the contract's body, its consent not yet checked. */
export type RentalRequestDraft = Omit<RentalRequestInput, 'consentement'> & {
  consentement: boolean;
};

/** Who rents and how the equipment reaches them: the visitor's form and the desk's share it. */
export type RentalCustomerFields = Omit<RentalRequestFields, 'consentement'>;

/** The customer's part of a body: the shop, or the address, as the way chosen needs. */
export function rentalCustomerBody(fields: RentalCustomerFields) {
  const delivered = fields.retrait === 'livraison';
  return {
    nom: fields.nom,
    telephone: fields.telephone,
    email: fields.email,
    retrait: fields.retrait,
    ...(delivered || !fields.boutique ? {} : { boutique: fields.boutique }),
    adresse: delivered ? fields.adresse : '',
    note: fields.note,
  };
}

/** The request's body from the form, the product and the dates (the honeypot is added by the page). */
export function rentalRequestBody(
  fields: RentalRequestFields,
  request: { produit_id: number; debut: string; fin: string },
): RentalRequestDraft {
  return { ...request, ...rentalCustomerBody(fields), consentement: fields.consentement };
}

export type RentalFieldCheck =
  | { ok: true; value: RentalRequest }
  | { ok: false; fieldErrors: RentalFieldErrors };

/** A request checked by the contract's schema (normalised), or each field's first French message. */
export function checkRentalRequest(body: unknown): RentalFieldCheck {
  const result = v.safeParse(RentalRequestBody, body);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, fieldErrors: rentalFieldErrors(result.issues) };
}

/** Valibot issues → one message per form field (the first). */
export function rentalFieldErrors(issues: readonly v.BaseIssue<unknown>[]): RentalFieldErrors {
  const fieldErrors: RentalFieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (isFieldName(key)) fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** The API's 422 `fields` kept for the form's own fields only. */
export function pickRentalFieldErrors(fields: Record<string, string>): RentalFieldErrors {
  const picked: RentalFieldErrors = {};
  for (const [key, message] of Object.entries(fields)) if (isFieldName(key)) picked[key] = message;
  return picked;
}

/** What sending answers the machine: the receipt, or why not (never a thrown API error). */
export type RentalSendResult =
  | { ok: true; receipt: RentalReceipt }
  /** 409: the units were taken: back to the dates, refreshed. */
  | { ok: false; reason: 'indisponible'; message: string }
  /** 422: the fields to correct. */
  | { ok: false; reason: 'champs'; message: string; fieldErrors: RentalFieldErrors }
  /** 429, 404 or any other failure: a sentence, the form kept. */
  | { ok: false; reason: 'refus'; message: string };

/** When sending fails without an answer from the API. */
export const rentalSendFailed =
  'Votre demande n’a pas pu être envoyée. Réessayez, ou appelez-nous au +216 71 750 750.';
export const rentalCalendarFailed =
  'Impossible de charger les disponibilités. Vérifiez votre connexion, puis réessayez.';

/** « Nous vous rappelons pour confirmer » with how long the units stay held. */
export function holdSentence(receipt: Pick<RentalReceipt, 'expire_le'>, now: Date): string {
  if (!receipt.expire_le) return 'Nous vous rappelons pour confirmer votre demande.';
  const hours = Math.max(
    1,
    Math.round((Date.parse(receipt.expire_le) - now.getTime()) / 3_600_000),
  );
  return `Nous vous rappelons pour confirmer : le matériel vous est réservé pendant ${hours} heure${hours > 1 ? 's' : ''}.`;
}

const textDay = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};

/** The prefilled WhatsApp message of the success screen: reference, equipment and dates. */
export function rentalChatText(receipt: RentalReceipt): string {
  const days = rentalDuration(receipt.debut, receipt.fin);
  const where =
    receipt.retrait === 'livraison'
      ? 'livraison à domicile'
      : `retrait au ${rentalShopName(receipt.boutique ?? '')}`;
  return `Bonjour, je vous écris au sujet de ma demande de location ${receipt.reference} : ${receipt.produit_titre}, du ${textDay(receipt.debut)} au ${textDay(receipt.fin)} (${days} jour${days > 1 ? 's' : ''}), ${where}, total ${dinarLabel(receipt.total)}.`;
}
