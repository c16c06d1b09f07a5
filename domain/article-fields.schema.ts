import * as v from 'valibot';

/**
 * The article fields the form edits and sends (SPEC §3 Article, §7 POST/PATCH /crud/articles).
 * Parsed by the save server functions; the API applies its own limits and answers 422 per field.
 */
const Text = v.pipe(v.string(), v.maxLength(500_000));
const OptionalText = v.nullable(v.pipe(v.string(), v.maxLength(5_000)));

export const articleStatuses = ['brouillon', 'publie', 'archive'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const ArticleFieldsSchema = v.object({
  titre: v.pipe(v.string(), v.maxLength(1_000)),
  slug: v.pipe(v.string(), v.maxLength(1_000)),
  nom_auteur: OptionalText,
  extrait: OptionalText,
  contenu_html: Text,
  statut: v.picklist(articleStatuses),
  publie_le: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  seo_titre: OptionalText,
  seo_description: OptionalText,
  image_miniature: v.nullable(v.pipe(v.string(), v.maxLength(2_000))),
  galerie_json: v.pipe(v.array(v.pipe(v.string(), v.maxLength(2_000))), v.maxLength(200)),
});
export type ArticleFields = v.InferOutput<typeof ArticleFieldsSchema>;

/** A partial update (the image attach step sends only image_miniature and galerie_json). */
export const ArticlePatchSchema = v.partial(ArticleFieldsSchema);
export type ArticlePatch = v.InferOutput<typeof ArticlePatchSchema>;
