/**
 * Issue 20 point 3: local drafts of the product forms, like the article's: per form
 * (`productDraft:new`, `productDraft:{id}`), stored as every form draft is (app/lib/form-draft.ts)
 * and offered back after a reload or a closed tab. The picked images go to IndexedDB under the
 * same key (app/lib/draft-files.ts).
 */
import * as v from 'valibot';
import type { ProductAddFields, ProductEditFields } from '#domain/product-form.rules.ts';
import { emptyRentalTermsFields } from '#domain/rental-terms-form.rules.ts';

/** Issue 39: the « Location » section as typed (drafts kept before it restore it unticked). */
const RentalTermsDraft = v.object({
  loue: v.boolean(),
  unites: v.string(),
  prix_jour: v.string(),
  prix_semaine: v.string(),
  prix_mois: v.string(),
  caution: v.string(),
  duree_min_jours: v.string(),
  jours_tampon: v.string(),
  boutiques: v.array(v.string()),
  frais_livraison: v.string(),
});

const common = {
  titre: v.string(),
  categorie_id: v.string(),
  prix: v.string(),
  reference: v.string(),
  // Drafts kept before these fields existed restore with them empty.
  description_courte: v.optional(v.string(), ''),
  seo_description: v.optional(v.string(), ''),
  est_actif: v.boolean(),
  caracteristiques: v.optional(v.array(v.object({ libelle: v.string(), valeur: v.string() })), []),
  location: v.optional(RentalTermsDraft, emptyRentalTermsFields),
};
export const ProductAddFieldsSchema: v.GenericSchema<unknown, ProductAddFields> = v.object({
  ...common,
  description: v.string(),
});
export const ProductEditFieldsSchema: v.GenericSchema<unknown, ProductEditFields> = v.object({
  ...common,
  description_html: v.string(),
  galerie_json: v.array(v.string()),
});

export const productDraftKey = (productId: number | null) =>
  productId === null ? 'productDraft:new' : `productDraft:${productId}`;

/**
 * The edit form's restore, in the events its machine knows: the kept gallery can only shrink, so
 * the indexes (last first) of the images the draft had removed.
 */
export function removedGalleryIndexes(current: readonly string[], kept: readonly string[]) {
  const indexes: number[] = [];
  current.forEach((path, index) => {
    if (!kept.includes(path)) indexes.unshift(index);
  });
  return indexes;
}
