import * as v from 'valibot';
import { CharacteristicsInput, CharacteristicsText } from '#domain/characteristics.schema.ts';
import { RentalTermsInput } from '#domain/rental-terms.schema.ts';
import {
  BooleanText,
  Gallery,
  OptionalImageRef,
  optionalText,
  Price,
  PriceText,
  RowId,
  requiredText,
} from '../plumbing/input-fields.ts';

const CategoryIdText = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[1-9]\d{0,8}$/, 'doit être un identifiant de catégorie'),
  v.transform(Number),
);
const Currency = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, 'doit être un code ISO 4217 (ex. EUR, TND)'),
);
const Reference = optionalText(60);

/** Optimistic concurrency (our extension, docs/decisions/002): the `modifie_le` the editor loaded. */
const Version = v.pipe(
  v.string('doit être une date ISO 8601'),
  v.isoTimestamp('doit être une date ISO 8601 (ex. 2026-11-22T10:00:00.000Z)'),
  v.transform((value) => new Date(value)),
);
/** The multipart form of the version: a blank field means "no version" (overwrite). */
const VersionText = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value || undefined),
  v.optional(Version),
);

/** Issue 39: the multipart form's rental terms, as JSON text (blank or `null`: not rented). */
const RentalTermsText = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return null;
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed;
    } catch {
      addIssue({ message: 'doit être les termes de location en JSON, ou vide' });
      return NEVER;
    }
  }),
  v.nullable(RentalTermsInput),
);

/** PATCH /crud/products/{id} (JSON). SPEC §7: the dashboard toggle sends `est_active`. */
export const ProductPatchBody = v.strictObject({
  titre: v.optional(requiredText(200)),
  slug: v.optional(v.string('doit être du texte')),
  reference: Reference,
  description: optionalText(20_000),
  description_html: optionalText(100_000),
  seo_description: optionalText(500),
  description_courte: optionalText(1_000),
  categorie_id: v.optional(v.nullable(RowId)),
  prix: v.optional(Price),
  devise: v.optional(Currency),
  image: OptionalImageRef,
  image_miniature: OptionalImageRef,
  galerie_json: v.optional(Gallery),
  /** Issue 37 §2 (our extension of SPEC §7): the whole ordered list, replacing the stored one. */
  caracteristiques: v.optional(CharacteristicsInput),
  /** Issue 39 (our extension of SPEC §7): the rental terms, null when not rented. */
  location: v.optional(v.nullable(RentalTermsInput)),
  est_actif: v.optional(v.boolean('doit être un booléen')),
  est_active: v.optional(v.boolean('doit être un booléen')),
  modifie_le: v.optional(Version),
});
export type ProductPatch = v.InferOutput<typeof ProductPatchBody>;

/** POST /crud/products/upload (multipart create). */
export const ProductCreateForm = v.strictObject({
  titre: requiredText(200),
  slug: v.optional(v.string()),
  description: optionalText(20_000),
  description_html: optionalText(100_000),
  description_courte: optionalText(1_000),
  seo_description: optionalText(500),
  categorie_id: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value.trim() !== '', 'est obligatoire'),
    CategoryIdText,
  ),
  prix: v.optional(PriceText, ''),
  devise: v.optional(Currency),
  est_actif: v.optional(BooleanText, 'true'),
  reference: Reference,
  /**
   * Issue 24 "Dupliquer" (our extension of SPEC §7): images already stored (the copied product's),
   * shared by path until changed; before the uploaded ones, the first is the main image.
   */
  galerie_json: v.optional(Gallery),
  /** Issue 37 §2: the list as JSON text (`[{"libelle":…,"valeur":…}]`). */
  caracteristiques: v.optional(CharacteristicsText),
  /** Issue 39: the rental terms as JSON text (blank: not rented). */
  location: v.optional(RentalTermsText),
});
export type ProductCreate = v.InferOutput<typeof ProductCreateForm>;
/** The multipart text fields the create accepts: exactly the schema's keys. */
export const productCreateText = Object.keys(ProductCreateForm.entries);

/** POST /crud/products/{id} with _method=PATCH (multipart full edit). */
export const ProductEditForm = v.strictObject({
  _method: v.literal('PATCH', 'doit valoir PATCH'),
  titre: v.optional(requiredText(200)),
  slug: v.optional(v.string()),
  reference: Reference,
  description_html: optionalText(100_000),
  description_courte: optionalText(1_000),
  seo_description: optionalText(500),
  categorie_id: v.optional(CategoryIdText),
  prix: v.optional(PriceText),
  devise: v.optional(Currency),
  est_actif: v.optional(BooleanText),
  galerie_json: v.optional(Gallery),
  caracteristiques: v.optional(CharacteristicsText),
  location: v.optional(RentalTermsText),
  modifie_le: v.optional(VersionText),
});
export type ProductEdit = v.InferOutput<typeof ProductEditForm>;
export const productEditText = Object.keys(ProductEditForm.entries);
