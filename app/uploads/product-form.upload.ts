import * as v from 'valibot';
import { characteristicsToSend } from '#domain/characteristics.ts';
import { canonicalPrice } from '#domain/product-form.rules.ts';
import { rentalTermsToSend } from '#domain/rental-terms-form.rules.ts';
import type { ProductCreateInput } from '#machines/product-add.machine.ts';
import type { ProductSaveInput } from '#machines/product-edit.setup.ts';
import { postFormWithProgress } from './xhr-form.ts';

const Saved = v.object({
  id: v.number(),
  titre: v.string(),
  modifie_le: v.nullable(v.string()),
  prix: v.optional(v.nullable(v.number()), null),
  devise: v.optional(v.nullable(v.string()), null),
});
export type SavedProduct = v.InferOutput<typeof Saved>;

/** Posts a product form to one of our upload routes, with progress (see xhr-form.ts). */
const postProductForm = (
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => postFormWithProgress(url, form, Saved, onProgress, signal);

/** SPEC §7 "create" (the route adds the slug and drops a blank reference). */
export function createProductWithProgress(
  { fields, files }: ProductCreateInput<File | string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.set('titre', fields.titre.trim());
  form.set('description', fields.description);
  form.set('description_courte', fields.description_courte.trim());
  form.set('seo_description', fields.seo_description.trim());
  form.set('categorie_id', fields.categorie_id);
  form.set('prix', canonicalPrice(fields.prix));
  form.set('est_actif', String(fields.est_actif));
  form.set('reference', fields.reference.trim());
  form.set('caracteristiques', JSON.stringify(characteristicsToSend(fields.caracteristiques)));
  form.set('location', rentalTermsToSend(fields.location));
  // A duplicate's stored images (paths) are shared, not sent again (issue 24 "Dupliquer").
  const kept = files.filter((file) => typeof file === 'string');
  if (kept.length > 0) form.set('galerie_json', JSON.stringify(kept));
  for (const file of files) if (typeof file !== 'string') form.append('images[]', file, file.name);
  return postProductForm('/uploads/products', form, onProgress, signal);
}

/** SPEC §7 "full edit": the kept gallery as JSON, an optional new main image, new images. */
export function editProductWithProgress(
  { id, fields, main, files, version }: ProductSaveInput<File>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.set('titre', fields.titre.trim());
  form.set('reference', fields.reference.trim());
  form.set('description_html', fields.description_html);
  form.set('description_courte', fields.description_courte.trim());
  form.set('seo_description', fields.seo_description.trim());
  form.set('categorie_id', fields.categorie_id);
  form.set('prix', canonicalPrice(fields.prix));
  form.set('est_actif', String(fields.est_actif));
  form.set('galerie_json', JSON.stringify(fields.galerie_json));
  form.set('caracteristiques', JSON.stringify(characteristicsToSend(fields.caracteristiques)));
  form.set('location', rentalTermsToSend(fields.location));
  if (version) form.set('modifie_le', version);
  if (main) form.set('image_miniature', main, main.name);
  for (const file of files) form.append('images[]', file, file.name);
  return postProductForm(`/uploads/products/${id}`, form, onProgress, signal);
}
