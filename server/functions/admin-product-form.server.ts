import * as v from 'valibot';
import { site } from '#config';
import type { Category, Product } from '#domain/entities.schema.ts';
import { type ProductEditFields, priceInputText } from '#domain/product-form.rules.ts';
import { rentalTermsFields } from '#domain/rental-terms-form.rules.ts';
import { slugifyProduct } from '#domain/slugify.ts';
import { createProduct, editProduct } from '../client/products.client.ts';
import { attempt, type SaveResult } from './article-form.server.ts';
import { sessionClient } from './session.server.ts';
import { failure, filesOf, refuseFiles } from './upload-route.server.ts';

/** What a product save answers: enough for the success screen and the next save's version. */
export interface SavedProduct {
  id: number;
  titre: string;
  modifie_le: string | null;
  /** For the success screen: the price as the API stored it. */
  prix: number | null;
  devise: string | null;
}

/** A category of the form's dropdown; `parent` names the top-level category of a sub-category. */
export interface CategoryOption {
  id: number;
  nom: string;
  parent: string | null;
}

// The product GET carries `modifie_le` (our optimistic-concurrency extension); read it on its own
// so the version survives whatever the shared ProductSchema keeps.
const Versioned = v.object({ modifie_le: v.optional(v.nullable(v.string()), null) });

/** The version of a product as the API sent it, normalised to ISO 8601 (null when absent). */
export function versionOf(product: unknown): string | null {
  const parsed = v.safeParse(Versioned, product);
  const text = parsed.success ? parsed.output.modifie_le : null;
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const saved = (product: Product): SavedProduct => ({
  id: product.id,
  titre: product.titre,
  modifie_le: versionOf(product),
  prix: product.prix,
  devise: product.devise,
});

/** The API's product as the edit form edits it (SPEC §2 "Product edit form"). */
export function toEditFields(product: Product): ProductEditFields {
  return {
    titre: product.titre,
    reference: product.reference ?? '',
    description_html: product.description_html ?? '',
    description_courte: product.description_courte ?? '',
    seo_description: product.seo_description ?? '',
    categorie_id: product.categorie_id === null ? '' : String(product.categorie_id),
    prix: priceInputText(product.prix),
    est_actif: product.est_actif,
    galerie_json: [...product.galerie_json],
    caracteristiques: product.caracteristiques.map((row) => ({
      libelle: row.libelle,
      valeur: row.valeur,
    })),
    location: rentalTermsFields(product.location),
  };
}

/** Sub-categories right after their parent, in the API's order (position, then name). */
export function toCategoryOptions(rows: readonly Category[]): CategoryOption[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const option = (row: Category): CategoryOption => ({
    id: row.id,
    nom: row.nom,
    parent: row.parent_id === null ? null : (byId.get(row.parent_id)?.nom ?? null),
  });
  const topLevel = rows.filter((row) => row.parent_id === null || !byId.has(row.parent_id));
  return topLevel.flatMap((top) => [
    option(top),
    ...rows.filter((row) => row.parent_id === top.id).map(option),
  ]);
}

type Built = { form: FormData } | { refused: Response };

/**
 * Copies the listed text fields and file fields of the browser's form into the one sent to the
 * API: nothing else goes through (no mass assignment), and a file where text is expected (or
 * the reverse) is refused, as are non-images and oversized files.
 */
function copyFields(source: FormData, text: readonly string[], files: readonly string[]): Built {
  const form = new FormData();
  for (const name of text) {
    const value = source.get(name);
    if (value === null) continue;
    if (typeof value !== 'string') {
      return {
        refused: failure(422, 'validation_failed', `Le champ « ${name} » attend du texte.`),
      };
    }
    form.set(name, value);
  }
  const chosen: File[] = [];
  for (const name of files) {
    const list = filesOf(source, name);
    if (list === null) {
      return {
        refused: failure(422, 'validation_failed', `Le champ « ${name} » attend des fichiers.`),
      };
    }
    for (const file of list) {
      // Browsers send an empty, nameless part for a file input left empty.
      if (file.size === 0 && file.name === '') continue;
      form.append(name, file, file.name);
      chosen.push(file);
    }
  }
  const refused = refuseFiles(chosen);
  return refused ? { refused } : { form };
}

/**
 * SPEC §7 POST /crud/products/upload: titre, slug (SPEC §5 product rule, from titre), description,
 * categorie_id, prix, est_actif ("true"/"false"), reference only if given (blank: the API
 * generates one), images[] files; galerie_json: a duplicate's stored images, shared by path.
 */
export function productCreateForm(source: FormData): Built {
  const built = copyFields(
    source,
    [
      'titre',
      'description',
      'description_courte',
      'seo_description',
      'categorie_id',
      'prix',
      'est_actif',
      'reference',
      'galerie_json',
      'caracteristiques',
      'location',
    ],
    ['images[]'],
  );
  if ('refused' in built) return built;
  const { form } = built;
  form.set('slug', slugifyProduct(String(form.get('titre') ?? '')));
  form.set('devise', site.currency);
  if (!String(form.get('reference') ?? '').trim()) form.delete('reference');
  return built;
}

/**
 * SPEC §7 POST /crud/products/{id} (`_method=PATCH` added by the client): titre, reference,
 * description_html, categorie_id, prix, est_actif, galerie_json (the kept paths, JSON),
 * image_miniature (at most one file), images[] files, and `modifie_le` when the editor's version
 * is known (blank: overwrite).
 */
export function productEditForm(source: FormData): Built {
  const built = copyFields(
    source,
    [
      'titre',
      'reference',
      'description_html',
      'description_courte',
      'seo_description',
      'categorie_id',
      'prix',
      'est_actif',
      'galerie_json',
      'caracteristiques',
      'location',
      'modifie_le',
    ],
    ['image_miniature', 'images[]'],
  );
  if ('refused' in built) return built;
  if (built.form.getAll('image_miniature').length > 1) {
    return {
      refused: failure(400, 'validation_failed', 'Une seule image principale est acceptée.'),
    };
  }
  if (!String(built.form.get('modifie_le') ?? '').trim()) built.form.delete('modifie_le');
  return built;
}

/** Creates the product for this request's administrator; failures come back as data. */
export const createProductForSession = (
  form: FormData,
  client = sessionClient(),
): Promise<SaveResult<SavedProduct>> =>
  attempt(async () => saved(await createProduct(client, form)));

/** Edits the product for this request's administrator (409 `stale_version` when outdated). */
export const editProductForSession = (
  id: number,
  form: FormData,
  client = sessionClient(),
): Promise<SaveResult<SavedProduct>> =>
  attempt(async () => saved(await editProduct(client, id, form)));
