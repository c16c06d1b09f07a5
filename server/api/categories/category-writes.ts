import { journalChanges } from '#domain/journal-changes.ts';
import { normalizeSlug, slugifyCategory } from '#domain/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import {
  countCategoryDependants,
  deleteCategory,
  findCategory,
  insertCategory,
  updateCategory,
} from '#server/db/repositories/categories.repository.ts';
import {
  type JournalActor,
  recordChanges,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { categories } from '#server/db/tables.ts';
import { categoryDiff } from '../journal/journal-lines.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { CategoryCreate, CategoryUpdate } from './category-input.ts';

const slugTarget = { table: categories, id: categories.id, slug: categories.slug };

/** Categories have two levels: a parent must exist, be top-level, and not be the category itself. */
async function checkParent(db: Database, parentId: number | null | undefined, selfId?: number) {
  if (parentId === null || parentId === undefined) return;
  if (parentId === selfId)
    throw new ApiError(
      422,
      'validation_failed',
      'Une catégorie ne peut pas être son propre parent.',
      { fields: { parent_id: 'ne peut pas être la catégorie elle-même' } },
    );
  const parent = await findCategory(db, parentId);
  if (!parent)
    throw new ApiError(422, 'validation_failed', 'Catégorie parente introuvable.', {
      fields: { parent_id: 'catégorie introuvable' },
    });
  if (parent.parent_id !== null)
    throw new ApiError(
      422,
      'validation_failed',
      'La catégorie parente doit être une catégorie principale.',
      { fields: { parent_id: 'doit être une catégorie principale' } },
    );
}

/** A new category with a unique slug under an existing top-level parent (or none). */
export async function createCategory(db: Database, body: CategoryCreate, actor: JournalActor) {
  return db.transaction(async (tx) => {
    await checkParent(tx, body.parent_id);
    const base =
      normalizeSlug(body.slug ?? '') || normalizeSlug(slugifyCategory(body.nom)) || 'categorie';
    const row = await insertCategory(tx, {
      nom: body.nom,
      slug: await uniqueSlug(tx, slugTarget, base),
      position: body.position,
      est_active: body.est_active,
      parent_id: body.parent_id ?? null,
    });
    await recordJournalLine(tx, actor, {
      action: 'creation',
      entityType: 'categorie',
      entityId: row.id,
      entityLabel: row.nom,
      changes: journalChanges(null, row, categoryDiff),
    });
    return row;
  });
}

/** Applies a PATCH: 404 when gone; a category with sub-categories cannot become one (409). */
export async function editCategory(
  db: Database,
  id: number,
  body: CategoryUpdate,
  actor: JournalActor,
) {
  return db.transaction(async (tx) => {
    await lockRow(tx, categories, categories.id, id);
    const current = await findCategory(tx, id);
    if (!current) throw notFound('Catégorie');
    await checkParent(tx, body.parent_id, id);
    if (body.parent_id) {
      const { children } = await countCategoryDependants(tx, id);
      if (children > 0)
        throw new ApiError(
          409,
          'conflict',
          'Une catégorie qui a des sous-catégories ne peut pas devenir une sous-catégorie.',
        );
    }
    const slug =
      body.slug === undefined
        ? undefined
        : await uniqueSlug(
            tx,
            slugTarget,
            normalizeSlug(body.slug) || slugifyCategory(body.nom ?? current.nom) || 'categorie',
            id,
          );
    const row = await updateCategory(tx, id, { ...body, ...(slug ? { slug } : {}) });
    if (!row) throw notFound('Catégorie');
    const changes = journalChanges(current, row, categoryDiff);
    await recordChanges(tx, actor, {
      action: 'modification',
      entityType: 'categorie',
      entityId: id,
      entityLabel: row.nom,
      changes,
    });
    return row;
  });
}

/** Deletes an empty category; one that still holds products or sub-categories is a 409. */
export async function removeCategory(db: Database, id: number, actor: JournalActor) {
  await db.transaction(async (tx) => {
    await lockRow(tx, categories, categories.id, id);
    if (!(await findCategory(tx, id))) throw notFound('Catégorie');
    const dependants = await countCategoryDependants(tx, id);
    if (dependants.children > 0 || dependants.products > 0) {
      throw new ApiError(
        409,
        'conflict',
        `Impossible de supprimer cette catégorie : elle contient ${dependants.products} produit(s) et ${dependants.children} sous-catégorie(s). Déplacez-les ou supprimez-les d’abord.`,
      );
    }
    const deleted = await deleteCategory(tx, id);
    if (!deleted) throw notFound('Catégorie');
    await recordJournalLine(tx, actor, {
      action: 'suppression',
      entityType: 'categorie',
      entityId: id,
      entityLabel: deleted.nom,
      changes: journalChanges(deleted, null, categoryDiff),
    });
  });
}
