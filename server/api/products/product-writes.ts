import { normalizeSlug, slugifyProduct } from '#domain/slugify.ts';
import { findCategory } from '#server/db/repositories/categories.repository.ts';
import {
  findProduct,
  insertProduct,
  type ProductInsert,
  type ProductRow,
  updateProduct,
} from '#server/db/repositories/products.repository.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { products } from '#server/db/schema.ts';
import { htmlToText, sanitizeHtml } from '#server/html/sanitize-html.ts';
import { processUploads, type UploadFile } from '#server/storage/image-processing.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { ProductCreate, ProductEdit, ProductPatch } from './product-input.ts';
import { assertVersion, staleVersion } from './product-version.ts';

const slugTarget = { table: products, id: products.id, slug: products.slug };
const retryable = ['products_slug_unique', 'products_reference_unique'] as const;

async function ensureCategory(deps: ApiDeps, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await findCategory(deps.db, id))) {
    throw new ApiError(422, 'validation_failed', 'Catégorie introuvable.', {
      fields: { categorie_id: 'catégorie introuvable' },
    });
  }
}

/** description_html is sanitised; description is always its plain text (SPEC §3 display form). */
function descriptions(html: string | null | undefined, text?: string | null) {
  if (html === undefined && text === undefined) return {};
  const source = html ?? text ?? null;
  if (source === null) return { description: null, description_html: null };
  const clean = sanitizeHtml(source);
  return { description: htmlToText(clean) || null, description_html: clean || null };
}

async function withImages<T>(deps: ApiDeps, paths: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The row was not written: the files just stored would be orphans.
    await Promise.all(paths.map((path) => deps.storage.delete(path).catch(() => undefined)));
    throw error;
  }
}

/** Inserts or updates, retrying when a concurrent writer took the slug or generated reference. */
async function retryOnUnique<T>(attempt: () => Promise<T>, autoReference: boolean): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const canRetry =
        tries < 5 && isUniqueViolation(error, autoReference ? retryable : ['products_slug_unique']);
      if (!canRetry) rethrowDatabaseError(error);
    }
  }
}

async function loadProduct(deps: ApiDeps, id: number): Promise<ProductRow> {
  const product = await findProduct(deps.db, id, false);
  if (!product) throw notFound('Produit');
  return product;
}

export async function createProduct(deps: ApiDeps, input: ProductCreate, files: UploadFile[]) {
  await ensureCategory(deps, input.categorie_id);
  const paths = await processUploads(files, deps.storage, 'products', { allowEmpty: true });
  const base =
    normalizeSlug(input.slug ?? '') || normalizeSlug(slugifyProduct(input.titre)) || 'produit';
  const id = await withImages(deps, paths, () =>
    retryOnUnique(async () => {
      const values: ProductInsert = {
        titre: input.titre,
        slug: await uniqueSlug(deps.db, slugTarget, base),
        ...descriptions(input.description_html, input.description),
        description_courte: input.description_courte ?? null,
        seo_description: input.seo_description ?? null,
        categorie_id: input.categorie_id,
        prix: input.prix,
        est_actif: input.est_actif,
        image: paths[0] ?? null,
        image_miniature: paths[0] ?? null,
        galerie_json: paths,
        ...(input.devise ? { devise: input.devise } : {}),
        ...(input.reference ? { reference: input.reference } : {}),
      };
      return insertProduct(deps.db, values);
    }, !input.reference),
  );
  return loadProduct(deps, id);
}

async function applyUpdate(
  deps: ApiDeps,
  id: number,
  current: ProductRow,
  values: Partial<ProductInsert>,
  slugInput: string | undefined,
  expectedVersion: Date | undefined,
) {
  await retryOnUnique(async () => {
    const slug =
      slugInput === undefined
        ? undefined
        : await uniqueSlug(
            deps.db,
            slugTarget,
            normalizeSlug(slugInput) ||
              normalizeSlug(slugifyProduct(values.titre ?? current.titre)) ||
              'produit',
            id,
          );
    const written = { ...values, ...(slug ? { slug } : {}) };
    if (await updateProduct(deps.db, id, written, expectedVersion)) return;
    // Nothing written: with a version, the product still being there means someone saved first.
    if (expectedVersion && (await findProduct(deps.db, id, false))) throw staleVersion();
    throw notFound('Produit');
  }, false);
  return loadProduct(deps, id);
}

export async function patchProduct(deps: ApiDeps, id: number, patch: ProductPatch) {
  const current = await loadProduct(deps, id);
  const { est_active, slug, description, description_html, reference, modifie_le, ...rest } = patch;
  assertVersion(current, modifie_le);
  await ensureCategory(deps, rest.categorie_id);
  const values: Partial<ProductInsert> = {
    ...rest,
    // A blank reference keeps the current one (it is required and unique).
    ...(reference ? { reference } : {}),
    ...descriptions(description_html, description),
    ...(est_active !== undefined && rest.est_actif === undefined ? { est_actif: est_active } : {}),
  };
  return applyUpdate(deps, id, current, values, slug, modifie_le);
}

export async function editProduct(
  deps: ApiDeps,
  id: number,
  form: ProductEdit,
  files: { main: UploadFile[]; gallery: UploadFile[] },
) {
  const current = await loadProduct(deps, id);
  assertVersion(current, form.modifie_le);
  await ensureCategory(deps, form.categorie_id);
  if (files.main.length > 1) {
    throw new ApiError(
      400,
      'validation_failed',
      'Une seule image principale est acceptée (image_miniature).',
    );
  }
  const stored = await processUploads([...files.main, ...files.gallery], deps.storage, 'products', {
    allowEmpty: true,
  });
  const [mainPath] = files.main.length === 1 ? stored : [];
  const added = files.main.length === 1 ? stored.slice(1) : stored;
  const gallery = [...(form.galerie_json ?? current.galerie_json), ...added];
  const {
    _method,
    slug,
    galerie_json: _gallery,
    description_html,
    reference,
    modifie_le,
    ...rest
  } = form;
  // A main image the editor removed from the gallery goes with it: the next one takes its place.
  const removed = (path: string | null) =>
    path !== null && current.galerie_json.includes(path) && !gallery.includes(path);
  const keptImage = removed(current.image) ? null : current.image;
  const keptThumbnail = removed(current.image_miniature) ? null : current.image_miniature;
  const image = mainPath ?? keptImage ?? gallery[0] ?? null;
  const values: Partial<ProductInsert> = {
    ...rest,
    ...(reference ? { reference } : {}),
    ...descriptions(description_html),
    galerie_json: gallery,
    image,
    image_miniature: mainPath ?? keptThumbnail ?? image,
  };
  return withImages(deps, stored, () => applyUpdate(deps, id, current, values, slug, modifie_le));
}
