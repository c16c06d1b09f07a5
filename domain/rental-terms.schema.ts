/**
 * A product's rental terms as answered (issue 39): the products' JSON (`location`), the rentals'
 * answers and the product revisions parse them with this one schema.
 */
import * as v from 'valibot';
import type { RentalTerms } from './rental-terms.ts';

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
