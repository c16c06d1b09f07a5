import type { RentalTerms } from '#domain/rental-terms.ts';

/**
 * The demo's medical bed (server/seed/demo-rentals.ts) as the rentals' tests rent it: 4 units,
 * 25 DT a day, 140 a week, 450 a month, 500 of deposit, 7 days at least, 1 day of cleaning, both
 * shops, delivered for 30 DT.
 */
export const bedTerms: RentalTerms = {
  unites: 4,
  prix_jour: 25,
  prix_semaine: 140,
  prix_mois: 450,
  caution: 500,
  duree_min_jours: 7,
  jours_tampon: 1,
  boutiques: ['centre-urbain-nord', 'lafayette'],
  frais_livraison: 30,
};
