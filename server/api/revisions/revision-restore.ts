/**
 * "Restaurer cette version" (issue 24): a revision's fields saved again as a new save, through
 * the same 409 stale-version rule, journaled as `restauration`, keeping a new revision.
 */
import * as v from 'valibot';
import {
  ArticleRevisionFieldsSchema,
  ProductRevisionFieldsSchema,
  type RevisionEntityType,
} from '#domain/revisions.ts';
import { findCategory } from '#server/db/repositories/categories.repository.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { findRevision } from '#server/db/repositories/revisions.repository.ts';
import { isSafeImagePath } from '#server/storage/image-storage.ts';
import { editArticle } from '../articles/article-writes.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { applyUpdate } from '../products/product-update.ts';
import { assertVersion } from '../products/product-version.ts';
import { descriptions } from '../products/product-write-steps.ts';
import { loadProduct } from '../products/product-writes.ts';

/** The body of a restore: the version the editor has open. */
export const RestoreBody = v.strictObject({
  modifie_le: v.pipe(
    v.string('doit être une date ISO 8601'),
    v.isoTimestamp('doit être une date ISO 8601 (ex. 2026-11-22T10:00:00.000Z)'),
    v.transform((value) => new Date(value)),
  ),
});
export type Restore = v.InferOutput<typeof RestoreBody>;

async function revisionFields<TSchema extends v.GenericSchema>(
  deps: ApiDeps,
  entityType: RevisionEntityType,
  ids: { id: number; revisionId: number },
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const owner = { entityType, entityId: ids.id };
  const revision = await findRevision(deps.db, owner, ids.revisionId);
  if (!revision) throw notFound('Version');
  return v.parse(schema, revision.fields);
}

export async function restoreArticle(
  deps: ApiDeps,
  ids: { id: number; revisionId: number },
  body: Restore,
  actor: JournalActor,
) {
  const fields = await revisionFields(deps, 'article', ids, ArticleRevisionFieldsSchema);
  const { publie_le, ...rest } = fields;
  const input = {
    ...rest,
    publie_le: publie_le === null ? null : new Date(publie_le),
    modifie_le: body.modifie_le,
  };
  return editArticle(deps.db, ids.id, input, actor, { action: 'restauration' });
}

/** True when every stored image path still has its bytes (an http URL is not ours to check). */
async function imagesExist(deps: ApiDeps, paths: readonly (string | null)[]) {
  const stored = paths.filter((path): path is string => path !== null && isSafeImagePath(path));
  const found = await Promise.all(stored.map((path) => deps.storage.get(path)));
  return found.every((image) => image !== null);
}

/**
 * A product's restore. Images gone from storage since the revision, or a category deleted
 * since, keep the product's current ones rather than pointing at nothing (docs/decisions/020).
 */
export async function restoreProduct(
  deps: ApiDeps,
  ids: { id: number; revisionId: number },
  body: Restore,
  actor: JournalActor,
) {
  const current = await loadProduct(deps.db, ids.id);
  const fields = await revisionFields(deps, 'produit', ids, ProductRevisionFieldsSchema);
  assertVersion(current, body.modifie_le);
  const {
    slug,
    description_html,
    image,
    image_miniature,
    galerie_json,
    images_details,
    categorie_id,
    ...rest
  } = fields;
  const keepImages = await imagesExist(deps, [image, image_miniature, ...galerie_json]);
  const keepCategory =
    categorie_id === null || (await findCategory(deps.db, categorie_id)) !== null;
  const values = {
    ...rest,
    ...descriptions(description_html),
    // The alt texts and focal points go with the images they describe (docs/decisions/023).
    ...(keepImages ? { image, image_miniature, galerie_json, images_details } : {}),
    ...(keepCategory ? { categorie_id } : {}),
  };
  const update = { values, slugInput: slug, expectedVersion: body.modifie_le, restore: true };
  return applyUpdate(deps, ids.id, update, actor);
}
