/**
 * The rentals' request bodies (issue 39, README "Rentals"), shared by the API that validates them
 * and the forms that build them; the answers are in rental-answers.schema.ts, the terms' input in
 * rental-terms.schema.ts. Field names are French like SPEC §7's; amounts are TND numbers, days
 * `YYYY-MM-DD` (Africa/Tunis).
 */
import * as v from 'valibot';
import { normaliseTunisianPhone, rentalPhoneMessage } from './rental-phone.ts';
import { rentalStatuses } from './rental-status.ts';
import { rentalShopIds } from './rental-terms.ts';
import { isDay } from './tunis-time.ts';

export const rentalFieldLimits = { nom: 120, email: 200, adresse: 500, note: 1_000 } as const;
/** Units one request may ask for (the public form; staff reservations too). */
export const rentalMaxQuantity = 10;

export const rentalMessages = {
  nom: 'Indiquez votre nom.',
  telephone: 'Indiquez un numéro de téléphone.',
  email: 'Adresse e-mail invalide.',
  boutique: 'Choisissez le magasin où retirer le matériel.',
  adresse: 'Indiquez l’adresse de livraison.',
  consentement: 'Vous devez accepter d’être recontacté au sujet de cette demande.',
  /** 409: the units were taken meanwhile (or never free). */
  indisponible: 'Ce matériel n’est plus disponible pour ces dates. Choisissez d’autres dates.',
  nonLouable: 'Ce produit n’est pas proposé à la location.',
  introuvable: 'Produit non trouvé.',
  livraisonAbsente: 'Ce matériel n’est pas livré : choisissez un retrait en magasin.',
  boutiqueAbsente: 'Ce matériel ne part pas de ce magasin.',
  /** 429 from the per-address unit cap (RENTAL_MAX_UNITS_PER_ADDRESS). */
  tropDUnites: (max: number) =>
    `Vous avez déjà ${max} unité${max > 1 ? 's' : ''} en attente de confirmation : appelez-nous pour aller plus loin.`,
} as const;

/** A missing field is named in French (valibot's own words are English), its own words when it has some. */
const missingMessages: Readonly<Record<string, string>> = {
  '"consentement"': rentalMessages.consentement,
  '"nom"': rentalMessages.nom,
  '"telephone"': rentalMessages.telephone,
};
/** The bodies' own issues: a field missing, one unknown (the API answers 400), not an object. */
export const bodyMessage = (issue: v.BaseIssue<unknown>) => {
  if (issue.expected === 'never') return 'champ inconnu';
  if (issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return missingMessages[issue.expected] ?? 'champ obligatoire';
  }
  return 'doit être un objet JSON';
};

const tooLong = (max: number) => `${max} caractères au plus.`;
const text = (max: number) =>
  v.pipe(v.string('doit être du texte'), v.trim(), v.maxLength(max, tooLong(max)));
const day = v.pipe(v.string('doit être une date'), v.check(isDay, 'doit être une date AAAA-MM-JJ'));
const id = v.pipe(
  v.number('doit être un nombre'),
  v.integer('doit être un entier'),
  v.minValue(1, 'doit être positif'),
);

/** Normalised `+216XXXXXXXX`, or the message saying what a Tunisian number looks like. */
export const TunisianPhone = v.pipe(
  v.string(rentalMessages.telephone),
  v.trim(),
  v.nonEmpty(rentalMessages.telephone),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normaliseTunisianPhone(dataset.value);
    if (phone) return phone;
    addIssue({ message: rentalPhoneMessage });
    return NEVER;
  }),
);

/** The customer and how the equipment reaches them: the public form and the desk share it. */
const customerEntries = {
  produit_id: id,
  debut: day,
  fin: day,
  quantite: v.optional(
    v.pipe(
      v.number('doit être un nombre'),
      v.integer('doit être un entier'),
      v.minValue(1, 'au moins 1'),
      v.maxValue(rentalMaxQuantity, `au plus ${rentalMaxQuantity}`),
    ),
    1,
  ),
  nom: v.pipe(text(rentalFieldLimits.nom), v.nonEmpty(rentalMessages.nom)),
  telephone: TunisianPhone,
  email: v.optional(
    v.union(
      [v.literal(''), v.pipe(text(rentalFieldLimits.email), v.email(rentalMessages.email))],
      rentalMessages.email,
    ),
    '',
  ),
  retrait: v.picklist(['boutique', 'livraison'], 'doit valoir boutique ou livraison'),
  boutique: v.optional(v.picklist(rentalShopIds, rentalMessages.boutique)),
  adresse: v.optional(text(rentalFieldLimits.adresse), ''),
  note: v.optional(text(rentalFieldLimits.note), ''),
};

interface Way {
  retrait: string;
  boutique?: string | undefined;
  adresse?: string | undefined;
}
/** The pickup shop or the delivery address, as the chosen way needs. */
const hasShop = (body: Way) => body.retrait !== 'boutique' || body.boutique !== undefined;
const hasAddress = (body: Way) => body.retrait !== 'livraison' || Boolean(body.adresse);

/** POST /rentals/requests: a visitor's request from the product popup. */
export const RentalRequestBody = v.pipe(
  v.strictObject(
    {
      ...customerEntries,
      consentement: v.literal(true, rentalMessages.consentement),
      /** Honeypot, as the contact form's: a bot filling it is answered as if sent, nothing is stored. */
      site_web: v.optional(v.string()),
    },
    bodyMessage,
  ),
  v.forward(v.partialCheck([['retrait'], ['boutique']], hasShop, rentalMessages.boutique), [
    'boutique',
  ]),
  v.forward(v.partialCheck([['retrait'], ['adresse']], hasAddress, rentalMessages.adresse), [
    'adresse',
  ]),
);
export type RentalRequestInput = v.InferInput<typeof RentalRequestBody>;
export type RentalRequest = v.InferOutput<typeof RentalRequestBody>;

/** POST /rentals: a reservation staff take by phone or in a shop, confirmed unless said otherwise. */
export const RentalStaffCreateBody = v.pipe(
  v.strictObject(
    {
      ...customerEntries,
      statut: v.optional(
        v.picklist(['demande', 'confirmee'], 'doit valoir demande ou confirmee'),
        'confirmee',
      ),
    },
    bodyMessage,
  ),
  v.forward(v.partialCheck([['retrait'], ['boutique']], hasShop, rentalMessages.boutique), [
    'boutique',
  ]),
  v.forward(v.partialCheck([['retrait'], ['adresse']], hasAddress, rentalMessages.adresse), [
    'adresse',
  ]),
);
export type RentalStaffCreateInput = v.InferInput<typeof RentalStaffCreateBody>;

/** PATCH /rentals/{id}/status: a move along rental-status.ts, or `annuler` back to the last one. */
export const RentalStatusBody = v.strictObject(
  {
    statut: v.picklist(rentalStatuses, 'statut inconnu'),
    /** Undo the last change (within rentalUndoSeconds): `statut` is the status it left. */
    annuler: v.optional(v.boolean('doit être un booléen'), false),
    /** Optimistic concurrency: the `modifie_le` read (409 when the reservation changed since). */
    modifie_le: v.optional(v.string()),
  },
  bodyMessage,
);
export type RentalStatusChange = v.InferInput<typeof RentalStatusBody>;

/** PATCH /rentals/{id}/dates: new dates, availability re-checked with its own units released. */
export const RentalDatesBody = v.strictObject(
  {
    debut: day,
    fin: day,
    modifie_le: v.optional(v.string()),
  },
  bodyMessage,
);
export type RentalDatesChange = v.InferInput<typeof RentalDatesBody>;
