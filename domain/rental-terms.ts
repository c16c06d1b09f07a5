/**
 * A rentable product's terms (issue 39, docs/decisions/037), stored as `products.location` (null:
 * not rented). Prices in Tunisian dinars (TND, up to 3 decimals, the millime); the price charged
 * for a duration is the cheapest combination of months, weeks and days (rental-price.ts). Pure
 * and valibot-free: the rental page's route and the product form both read it.
 */
import { shops } from '#config';

export interface RentalTerms {
  /** Units the company can rent out at once (1…rentalLimits.maxUnits). */
  unites: number;
  prix_jour: number;
  /** A week (7 days) and a month (30 days), when offered: null bills by the day. */
  prix_semaine: number | null;
  prix_mois: number | null;
  /** Held while the equipment is out, returned with it. */
  caution: number;
  /** The shortest rental, in days. */
  duree_min_jours: number;
  /** Days a unit stays unavailable after it comes back (cleaning, disinfection). */
  jours_tampon: number;
  /** Shops the equipment leaves from (ids of app.config.ts `shops`), at least one. */
  boutiques: string[];
  /** Delivery fee; null when the product is not delivered, 0 when delivery is free. */
  frais_livraison: number | null;
}

export const rentalLimits = {
  maxUnits: 500,
  maxPrice: 1_000_000,
  maxMinDays: 365,
  maxBufferDays: 30,
} as const;

/** Days billed as one week and as one month. */
export const rentalWeekDays = 7;
export const rentalMonthDays = 30;

export const rentalShopIds: readonly string[] = shops.map((shop) => shop.id);

/** The shop's name for a shop id (an id no longer configured is shown as written). */
export function rentalShopName(id: string): string {
  return shops.find((shop) => shop.id === id)?.name ?? id;
}

/** The cheapest price of a single day: what « à partir de … / jour » shows. */
export function rentalFromPerDay(terms: RentalTerms): number {
  const perDay = [
    terms.prix_jour,
    terms.prix_semaine === null ? Number.POSITIVE_INFINITY : terms.prix_semaine / rentalWeekDays,
    terms.prix_mois === null ? Number.POSITIVE_INFINITY : terms.prix_mois / rentalMonthDays,
  ];
  return Math.round(Math.min(...perDay) * 1000) / 1000;
}
