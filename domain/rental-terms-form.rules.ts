/**
 * Rental terms as staff type them (issue 39): the product form's « Location » section and the
 * products CSV's `location_*` columns. Amounts are read the French way with up to 3 decimals (the
 * millime): `1 234,500`, `25`, `12.5`; whole numbers as digits. The read terms then meet the API's
 * own rules (RentalTermsInput), so the form, the CSV and the API refuse the same values.
 */
import * as v from 'valibot';
import { RentalTermsInput } from './rental-terms.schema.ts';
import { type RentalTerms, rentalShopIds } from './rental-terms.ts';

/** The section's values as typed; `loue` is « Proposer ce produit à la location ». */
export interface RentalTermsFields {
  loue: boolean;
  unites: string;
  prix_jour: string;
  prix_semaine: string;
  prix_mois: string;
  caution: string;
  duree_min_jours: string;
  jours_tampon: string;
  boutiques: string[];
  frais_livraison: string;
}
export type RentalTermsFieldName = Exclude<keyof RentalTermsFields, 'loue'>;
export type RentalTermsErrors = Partial<Record<RentalTermsFieldName, string>>;

const amountFields: readonly string[] = [
  'prix_jour',
  'prix_semaine',
  'prix_mois',
  'caution',
  'frais_livraison',
];
/** Left empty: no week or month price (billed by the day), no delivery. */
const optionalFields: ReadonlySet<RentalTermsFieldName> = new Set([
  'prix_semaine',
  'prix_mois',
  'frais_livraison',
]);

export const rentalTermsLabels: Readonly<Record<RentalTermsFieldName, string>> = {
  unites: 'Nombre d’unités',
  prix_jour: 'Prix par jour',
  prix_semaine: 'Prix par semaine',
  prix_mois: 'Prix par mois',
  caution: 'Caution',
  duree_min_jours: 'Durée minimum (jours)',
  jours_tampon: 'Jours de préparation entre deux locations',
  boutiques: 'Magasins de départ',
  frais_livraison: 'Frais de livraison',
};

const fieldNames = Object.keys(rentalTermsLabels) as RentalTermsFieldName[];

export const rentalTermsMessages = {
  required: 'Ce champ est obligatoire.',
  amount: 'Montant invalide : un nombre avec 3 décimales au plus, par exemple 1 234,500.',
  whole: 'Nombre entier attendu, par exemple 7.',
  shops: 'Choisissez au moins un magasin.',
} as const;

export const emptyRentalTermsFields = (): RentalTermsFields => ({
  loue: false,
  unites: '1',
  prix_jour: '',
  prix_semaine: '',
  prix_mois: '',
  caution: '0',
  duree_min_jours: '1',
  jours_tampon: '1',
  boutiques: [...rentalShopIds],
  frais_livraison: '',
});

const groups = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** 1234.5 → « 1 234,500 », 25 → « 25 »: how the form shows a stored amount. */
export function dinarInputText(amount: number | null, grouped = true): string {
  if (amount === null) return '';
  const [integer = '0', millimes = '000'] = amount.toFixed(3).split('.');
  const whole = grouped ? groups(integer) : integer;
  return millimes === '000' ? whole : `${whole},${millimes}`;
}

/** The form's values for stored terms (null: the section unticked, its defaults ready). */
export function rentalTermsFields(terms: RentalTerms | null): RentalTermsFields {
  if (terms === null) return emptyRentalTermsFields();
  return {
    loue: true,
    unites: String(terms.unites),
    prix_jour: dinarInputText(terms.prix_jour),
    prix_semaine: dinarInputText(terms.prix_semaine),
    prix_mois: dinarInputText(terms.prix_mois),
    caution: dinarInputText(terms.caution),
    duree_min_jours: String(terms.duree_min_jours),
    jours_tampon: String(terms.jours_tampon),
    boutiques: [...terms.boutiques],
    frais_livraison: dinarInputText(terms.frais_livraison),
  };
}

const amountPattern = /^\d{1,3}(?:[ \u00A0\u202F]\d{3})*(?:[.,]\d{1,3})?$|^\d+(?:[.,]\d{1,3})?$/;

/** `1 234,500` → 1234.5, kept to the millime without float drift; null when not an amount. */
export function parseDinars(text: string): number | null {
  const trimmed = text.trim();
  if (!amountPattern.test(trimmed)) return null;
  const [integer = '', decimals = ''] = trimmed.replace(/[ \u00A0\u202F]/g, '').split(/[.,]/);
  return (Number(integer) * 1000 + Number(decimals.padEnd(3, '0'))) / 1000;
}

const capitalised = (message: string) =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith('.') ? '' : '.'}`;

export type RentalTermsRead =
  | { ok: true; terms: RentalTerms | null }
  | { ok: false; errors: RentalTermsErrors };

/**
 * The terms the fields say (null when the product is not rented), or a French message per field
 * that is wrong: empty, not a number, or refused by the API's rules.
 */
export function readRentalTermsFields(fields: RentalTermsFields): RentalTermsRead {
  if (!fields.loue) return { ok: true, terms: null };
  const errors: RentalTermsErrors = {};
  const values: Record<string, unknown> = { boutiques: fields.boutiques };
  for (const name of fieldNames) {
    if (name === 'boutiques') continue;
    const text = fields[name].trim();
    if (text === '') {
      if (optionalFields.has(name)) values[name] = null;
      else errors[name] = rentalTermsMessages.required;
      continue;
    }
    const number = amountFields.includes(name)
      ? parseDinars(text)
      : /^\d+$/.test(text)
        ? Number(text)
        : null;
    if (number === null) {
      errors[name] = amountFields.includes(name)
        ? rentalTermsMessages.amount
        : rentalTermsMessages.whole;
    } else values[name] = number;
  }
  if (fields.boutiques.length === 0) errors.boutiques = rentalTermsMessages.shops;
  const parsed = v.safeParse(RentalTermsInput, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      const name = fieldNames.find((field) => field === key);
      if (name && !(name in errors)) errors[name] = capitalised(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, terms: parsed.output };
}

/** The first problem, named by its field: « Prix par jour : Ce champ est obligatoire. ». */
export function firstRentalTermsProblem(errors: RentalTermsErrors): string | null {
  const name = fieldNames.find((field) => errors[field]);
  return name ? `${rentalTermsLabels[name]} : ${errors[name]}` : null;
}

/**
 * The multipart field the product forms send: the terms as JSON, empty when not rented. Fields
 * that do not read as terms (the machine checks them first) are sent as typed, for the API to
 * refuse with its message.
 */
export function rentalTermsToSend(fields: RentalTermsFields): string {
  const read = readRentalTermsFields(fields);
  if (read.ok) return read.terms === null ? '' : JSON.stringify(read.terms);
  return JSON.stringify(fields);
}
