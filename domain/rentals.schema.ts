/**
 * The rentals' REST contract (issue 39, README "Rentals"), shared by the API that validates it,
 * the REST client that parses its answers and the forms that build its bodies. Field names are
 * French like SPEC §7's; amounts are TND numbers, days `YYYY-MM-DD` (Africa/Tunis).
 */
import * as v from 'valibot';
import { normaliseTunisianPhone, rentalPhoneMessage } from './rental-phone.ts';
import type { RentalPriceBreakdown } from './rental-price.ts';
import { rentalStatuses } from './rental-status.ts';
import { RentalTermsSchema } from './rental-terms.schema.ts';
import { rentalLimits, rentalShopIds } from './rental-terms.ts';
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
const bodyMessage = (issue: v.BaseIssue<unknown>) => {
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

// ——— Answers ———

/** A rentable product as /location-materiel and the popup show it. */
export const RentableProductSchema = v.object({
  id: v.number(),
  titre: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  image_miniature: v.nullable(v.string()),
  categorie_nom: v.nullable(v.string()),
  location: RentalTermsSchema,
  /** Units free today (Africa/Tunis). */
  libres_aujourdhui: v.number(),
});
export type RentableProduct = v.InferOutput<typeof RentableProductSchema>;
export const RentableProductsSchema = v.object({ rows: v.array(RentableProductSchema) });

/** GET /rentals/availability?produit=&du=&au=: free units per day, buffers counted. */
export const RentalAvailabilitySchema = v.object({
  produit_id: v.number(),
  du: v.string(),
  au: v.string(),
  unites: v.number(),
  location: RentalTermsSchema,
  jours: v.array(v.object({ jour: v.string(), libres: v.number() })),
});
export type RentalAvailability = v.InferOutput<typeof RentalAvailabilitySchema>;
/** The widest window one availability call answers. */
export const rentalAvailabilityMaxDays = 366;

const BreakdownSchema: v.GenericSchema<RentalPriceBreakdown> = v.object({
  mois: v.number(),
  semaines: v.number(),
  jours: v.number(),
});

/** What the visitor's success screen shows (201 of POST /rentals/requests). */
export const RentalReceiptSchema = v.object({
  reference: v.string(),
  produit_titre: v.string(),
  debut: v.string(),
  fin: v.string(),
  quantite: v.number(),
  retrait: v.picklist(['boutique', 'livraison']),
  boutique: v.nullable(v.string()),
  prix_location: v.number(),
  detail_prix: BreakdownSchema,
  frais_livraison: v.number(),
  total: v.number(),
  caution: v.number(),
  /** Until when the units are held unless staff confirm (ISO instant). */
  expire_le: v.nullable(v.string()),
});
export type RentalReceipt = v.InferOutput<typeof RentalReceiptSchema>;

/** A reservation as the desk reads it. */
export const RentalViewSchema = v.object({
  id: v.number(),
  reference: v.string(),
  product_id: v.nullable(v.number()),
  produit_titre: v.string(),
  quantite: v.number(),
  debut: v.string(),
  fin: v.string(),
  jours_tampon: v.number(),
  statut: v.picklist(rentalStatuses),
  statut_precedent: v.nullable(v.picklist(rentalStatuses)),
  statut_change_le: v.string(),
  expire_le: v.nullable(v.string()),
  source: v.picklist(['site', 'bureau']),
  nom: v.string(),
  telephone: v.string(),
  email: v.nullable(v.string()),
  retrait: v.picklist(['boutique', 'livraison']),
  boutique: v.nullable(v.string()),
  adresse: v.nullable(v.string()),
  note: v.nullable(v.string()),
  prix_location: v.number(),
  detail_prix: BreakdownSchema,
  caution: v.number(),
  frais_livraison: v.number(),
  total: v.number(),
  rendu_le: v.nullable(v.string()),
  /** The unit numbers it holds (none once cancelled, expired). */
  unites: v.array(v.number()),
  /** Out past its last day and not returned. */
  en_retard: v.boolean(),
  cree_le: v.string(),
  modifie_le: v.string(),
});
export type RentalView = v.InferOutput<typeof RentalViewSchema>;
export const RentalListSchema = v.object({ rows: v.array(RentalViewSchema), total: v.number() });
export type RentalList = v.InferOutput<typeof RentalListSchema>;

/** GET /rentals/today: the desk's and the dashboard home's day. */
export const RentalTodaySchema = v.object({
  jour: v.string(),
  /** Leaving today: confirmed (or still requested) and starting today. */
  departs: v.array(RentalViewSchema),
  /** Out and due back today. */
  retours: v.array(RentalViewSchema),
  /** Out and due back before today. */
  retards: v.array(RentalViewSchema),
});
export type RentalToday = v.InferOutput<typeof RentalTodaySchema>;

/** GET /rentals/timeline?produit=&du=&au=: one bar per unit a reservation holds. */
export const RentalTimelineSchema = v.object({
  produit: v.object({
    id: v.number(),
    titre: v.string(),
    unites: v.number(),
    jours_tampon: v.number(),
  }),
  du: v.string(),
  au: v.string(),
  barres: v.array(
    v.object({
      unite: v.number(),
      rental_id: v.number(),
      reference: v.string(),
      statut: v.picklist(rentalStatuses),
      nom: v.string(),
      debut: v.string(),
      fin: v.string(),
      /** Last day of the buffer (== fin without one, or the return day's buffer once returned). */
      bloque_jusqu_au: v.string(),
    }),
  ),
});
export type RentalTimeline = v.InferOutput<typeof RentalTimelineSchema>;

/** The staff list's filters (GET /rentals), each optional. */
export interface RentalListQuery {
  statut?: (typeof rentalStatuses)[number] | undefined;
  produit?: number | undefined;
  boutique?: string | undefined;
  /** Reservations overlapping [du, au]. */
  du?: string | undefined;
  au?: string | undefined;
  /** Reference (`LOC-2026-0042`, or part of it) or the customer's name. */
  q?: string | undefined;
  /** A customer's rentals: any way of writing their number. */
  telephone?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

const threeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
/** A TND amount: at most 3 decimals (the millime), within rentalLimits.maxPrice. */
const dinars = (min: number, minMessage: string) =>
  v.pipe(
    v.number('doit être un nombre'),
    v.minValue(min, minMessage),
    v.maxValue(rentalLimits.maxPrice, 'montant trop élevé'),
    v.check(threeDecimals, 'au plus 3 décimales'),
    // 0.1 + 0.2 passes the check as 0.30000000000000004: stored as the millime it means.
    v.transform((value) => Math.round(value * 1000) / 1000),
  );
const whole = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(
    v.number('doit être un nombre'),
    v.integer('doit être un entier'),
    v.minValue(min, minMessage),
    v.maxValue(max, maxMessage),
  );

/** Terms as a product form and the API accept them (products.location, null: not rented). */
export const RentalTermsInput = v.strictObject(
  {
    unites: whole(
      1,
      rentalLimits.maxUnits,
      'au moins 1 unité',
      `au plus ${rentalLimits.maxUnits} unités`,
    ),
    prix_jour: dinars(0.001, 'doit être positif'),
    prix_semaine: v.nullable(dinars(0.001, 'doit être positif')),
    prix_mois: v.nullable(dinars(0.001, 'doit être positif')),
    caution: dinars(0, 'ne peut pas être négative'),
    duree_min_jours: whole(
      1,
      rentalLimits.maxMinDays,
      'au moins 1 jour',
      `au plus ${rentalLimits.maxMinDays} jours`,
    ),
    jours_tampon: whole(
      0,
      rentalLimits.maxBufferDays,
      'ne peut pas être négatif',
      `au plus ${rentalLimits.maxBufferDays} jours`,
    ),
    boutiques: v.pipe(
      v.array(v.picklist(rentalShopIds, 'magasin inconnu')),
      v.minLength(1, 'au moins un magasin'),
    ),
    frais_livraison: v.nullable(dinars(0, 'ne peuvent pas être négatifs')),
  },
  bodyMessage,
);
