/**
 * Revisions of articles and products (issue 24): what a save keeps, as the API stores and answers
 * it. The same schemas parse a stored revision (server) and the API's answer (REST client).
 */
import * as v from 'valibot';
import type { Characteristic } from './characteristics.ts';
import { ImagesDetailsField } from './image-details.ts';
import { RentalTermsSchema } from './rental-terms.schema.ts';

export const revisionEntityTypes = ['article', 'produit'] as const;
export type RevisionEntityType = (typeof revisionEntityTypes)[number];

const Text = v.nullable(v.string());
const Gallery = v.array(v.string());

/** An article's editable fields after a save (dates as ISO 8601 text). */
export const ArticleRevisionFieldsSchema = v.object({
  titre: v.string(),
  slug: v.string(),
  nom_auteur: Text,
  image_miniature: Text,
  galerie_json: Gallery,
  /** Alt texts and focal points (issue 24); absent from revisions kept before them. */
  images_details: ImagesDetailsField,
  extrait: Text,
  contenu_html: v.string(),
  statut: v.picklist(['brouillon', 'publie', 'archive']),
  publie_le: Text,
  seo_titre: Text,
  seo_description: Text,
});
export type ArticleRevisionFields = v.InferOutput<typeof ArticleRevisionFieldsSchema>;

/** A product's editable fields after a save, image paths included. */
export const ProductRevisionFieldsSchema = v.object({
  titre: v.string(),
  slug: v.string(),
  reference: v.string(),
  description_html: Text,
  description_courte: Text,
  seo_description: Text,
  categorie_id: v.nullable(v.number()),
  prix: v.nullable(v.number()),
  devise: v.string(),
  est_actif: v.boolean(),
  image: Text,
  image_miniature: Text,
  galerie_json: Gallery,
  images_details: ImagesDetailsField,
  /** Issue 37 §2; absent from revisions kept before characteristics existed (none then). */
  caracteristiques: v.optional(
    v.array(v.object({ libelle: v.string(), valeur: v.string() })),
    (): Characteristic[] => [],
  ),
  /** Issue 39: the rental terms; absent from revisions kept before rentals existed (none then). */
  location: v.optional(v.nullable(RentalTermsSchema), null),
});
export type ProductRevisionFields = v.InferOutput<typeof ProductRevisionFieldsSchema>;

// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
const revision = <T extends v.GenericSchema>(fields: T) =>
  v.object({
    id: v.number(),
    created_at: v.string(),
    author_email: Text,
    fields,
  });

/** GET /api/crud/{articles|products}/{id}/revisions: newest first. */
export const ArticleRevisionListSchema = v.object({
  rows: v.array(revision(ArticleRevisionFieldsSchema)),
});
export const ProductRevisionListSchema = v.object({
  rows: v.array(revision(ProductRevisionFieldsSchema)),
});
export type ArticleRevisionList = v.InferOutput<typeof ArticleRevisionListSchema>;
export type ProductRevisionList = v.InferOutput<typeof ProductRevisionListSchema>;

/** Picks the editable fields of a saved article (its row as the API answers it). */
export function articleRevisionFields(
  row: {
    [K in keyof ArticleRevisionFields]: K extends 'publie_le'
      ? Date | null
      : ArticleRevisionFields[K];
  },
): ArticleRevisionFields {
  return {
    titre: row.titre,
    slug: row.slug,
    nom_auteur: row.nom_auteur,
    image_miniature: row.image_miniature,
    galerie_json: row.galerie_json,
    images_details: row.images_details,
    extrait: row.extrait,
    contenu_html: row.contenu_html,
    statut: row.statut,
    publie_le: row.publie_le?.toISOString() ?? null,
    seo_titre: row.seo_titre,
    seo_description: row.seo_description,
  };
}

/** Picks the editable fields of a saved product (`description` is derived from the HTML). */
export function productRevisionFields(row: ProductRevisionFields): ProductRevisionFields {
  return {
    titre: row.titre,
    slug: row.slug,
    reference: row.reference,
    description_html: row.description_html,
    description_courte: row.description_courte,
    seo_description: row.seo_description,
    categorie_id: row.categorie_id,
    prix: row.prix,
    devise: row.devise,
    est_actif: row.est_actif,
    image: row.image,
    image_miniature: row.image_miniature,
    galerie_json: row.galerie_json,
    images_details: row.images_details,
    caracteristiques: row.caracteristiques,
    location: row.location,
  };
}

/** Objects with their keys sorted: jsonb answers keys in its own order, not the one written. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
}

/**
 * A revision kept before alt texts and focal points existed had none (`images_details` absent);
 * a product's kept before characteristics existed had none either (`caracteristiques` absent),
 * nor rental terms (`location` absent, issue 39).
 */
function withDetails(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const details =
    'images_details' in value && value.images_details !== undefined ? {} : { images_details: [] };
  const isProduct = 'reference' in value;
  const characteristics =
    !isProduct || ('caracteristiques' in value && value.caracteristiques !== undefined)
      ? {}
      : { caracteristiques: [] };
  const rental =
    !isProduct || ('location' in value && value.location !== undefined) ? {} : { location: null };
  return { ...value, ...details, ...characteristics, ...rental };
}

/** True when two revisions' fields hold the same values, whatever the order of their keys. */
export function sameRevisionFields(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(withDetails(a))) === JSON.stringify(sortedKeys(withDetails(b)));
}
