/**
 * A product's rental terms as answered (issue 39): the products' JSON (`location`), the rentals'
 * answers and the product revisions parse them with this one schema.
 */
import * as v from 'valibot';
import { type RentalTerms, rentalLimits, rentalShopIds } from './rental-terms.ts';
import { bodyMessage } from './rentals.schema.ts';

export const RentalTermsSchema: v.GenericSchema<RentalTerms> = v.object({
  unites: v.number(),
  prix_jour: v.number(),
  prix_semaine: v.nullable(v.number()),
  prix_mois: v.nullable(v.number()),
  caution: v.number(),
  duree_min_jours: v.number(),
  jours_tampon: v.number(),
  boutiques: v.array(v.string()),
  frais_livraison: v.nullable(v.number()),
});

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
