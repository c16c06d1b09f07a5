import { journalChanges } from '#domain/journal-changes.ts';
import { normalizeSlug, slugifyProduct } from '#domain/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  type ProductInsert,
  type ProductRow,
} from '#server/db/repositories/products.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { products } from '#server/db/tables.ts';
import { processUploads, type UploadFile } from '#server/storage/image-processing.ts';
import { productDiff, recordImageLines } from '../journal/journal-lines.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import { keepProductRevision } from '../revisions/keep-revision.ts';
import { trashProduct } from '../trash/trash-moves.ts';
import type { ProductCreate, ProductEdit, ProductPatch } from './product-input.ts';
import { applyUpdate } from './product-update.ts';
import { assertVersion } from './product-version.ts';
import {
  descriptions,
  ensureCategory,
  retryOnUnique,
  storedImages,
  withImages,
} from './product-write-steps.ts';

const slugTarget = { table: products, id: products.id, slug: products.slug };

export async function loadProduct(db: Database, id: number): Promise<ProductRow> {
  const product = await findProduct(db, id, false);
  if (!product) throw notFound('Produit');
  return product;
}

/** A new product with its images; its journal lines are written in the same transaction. */
export async function createProduct(
  deps: ApiDeps,
  input: ProductCreate,
  files: UploadFile[],
  actor: JournalActor,
) {
  await ensureCategory(deps, input.categorie_id);
  const kept = await storedImages(deps, input.galerie_json ?? []);
  const uploaded = await processUploads(files, deps.storage, 'products', { allowEmpty: true });
  const paths = [...kept, ...uploaded];
  const base =
    normalizeSlug(input.slug ?? '') || normalizeSlug(slugifyProduct(input.titre)) || 'produit';
  // Only the files this request stored are removed on failure: the kept ones are shared.
  return withImages(deps, uploaded, () =>
    retryOnUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const values: ProductInsert = {
            titre: input.titre,
            slug: await uniqueSlug(tx, slugTarget, base),
            ...descriptions(input.description_html, input.description),
            description_courte: input.description_courte ?? null,
            seo_description: input.seo_description ?? null,
            categorie_id: input.categorie_id,
            prix: input.prix,
            est_actif: input.est_actif,
            image: paths[0] ?? null,
            image_miniature: paths[0] ?? null,
            galerie_json: paths,
            caracteristiques: input.caracteristiques ?? [],
            location: input.location ?? null,
            ...(input.devise ? { devise: input.devise } : {}),
            ...(input.reference ? { reference: input.reference } : {}),
          };
          const product = await loadProduct(tx, await insertProduct(tx, values));
          await recordJournalLine(tx, actor, {
            action: 'creation',
            entityType: 'produit',
            entityId: product.id,
            entityLabel: product.titre,
            changes: journalChanges(null, product, productDiff),
          });
          const owner = { kind: 'produit', id: product.id, label: product.titre } as const;
          await recordImageLines(tx, actor, owner, { added: paths });
          await keepProductRevision(tx, product, actor);
          return product;
        }),
      !input.reference,
    ),
  );
}

export async function patchProduct(
  deps: ApiDeps,
  id: number,
  patch: ProductPatch,
  actor: JournalActor,
) {
  const current = await loadProduct(deps.db, id);
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
  return applyUpdate(deps, id, { values, slugInput: slug, expectedVersion: modifie_le }, actor);
}

export async function editProduct(
  deps: ApiDeps,
  id: number,
  form: ProductEdit,
  files: { main: UploadFile[]; gallery: UploadFile[] },
  actor: JournalActor,
) {
  const current = await loadProduct(deps.db, id);
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
  const update = { values, slugInput: slug, expectedVersion: modifie_le, added: stored };
  return withImages(deps, stored, () => applyUpdate(deps, id, update, actor));
}

/** Moves a product to the Corbeille (docs/decisions/021); 404 when it is already gone. */
export async function removeProduct(db: Database, id: number, actor: JournalActor) {
  await db.transaction(async (tx) => {
    await lockRow(tx, products, products.id, id);
    const before = await findProduct(tx, id, false);
    if (!before || !(await deleteProduct(tx, id))) throw notFound('Produit');
    await trashProduct(tx, before, actor);
  });
}
