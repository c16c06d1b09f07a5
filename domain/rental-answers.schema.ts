/**
 * The rentals API's answers (issue 39, README "Rentals"): the REST client parses each with these,
 * the API builds them (server/api/rentals/rental-views.ts). Bodies are in rentals.schema.ts.
 */
import * as v from 'valibot';
import type { RentalPriceBreakdown } from './rental-price.ts';
import { rentalStatuses } from './rental-status.ts';
import { RentalTermsSchema } from './rental-terms.schema.ts';

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
