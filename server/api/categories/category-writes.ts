import { normalizeSlug, slugifyCategory } from '#domain/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import {
  countCategoryDependants,
  deleteCategory,
  findCategory,
  insertCategory,
  updateCategory,
} from '#server/db/repositories/categories.repository.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { categories } from '#server/db/schema.ts';
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
export async function createCategory(db: Database, body: CategoryCreate) {
  await checkParent(db, body.parent_id);
  const base =
    normalizeSlug(body.slug ?? '') || normalizeSlug(slugifyCategory(body.nom)) || 'categorie';
  const slug = await uniqueSlug(db, slugTarget, base);
  const row = await insertCategory(db, {
    nom: body.nom,
    slug,
    position: body.position,
    est_active: body.est_active,
    parent_id: body.parent_id ?? null,
  });
  return row;
}

/** Applies a PATCH: 404 when gone; a category with sub-categories cannot become one (409). */
export async function editCategory(db: Database, id: number, body: CategoryUpdate) {
  const current = await findCategory(db, id);
  if (!current) throw notFound('Catégorie');
  await checkParent(db, body.parent_id, id);
  if (body.parent_id) {
    const { children } = await countCategoryDependants(db, id);
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
          db,
          slugTarget,
          normalizeSlug(body.slug) || slugifyCategory(body.nom ?? current.nom) || 'categorie',
          id,
        );
  const row = await updateCategory(db, id, { ...body, ...(slug ? { slug } : {}) });
  if (!row) throw notFound('Catégorie');
  return row;
}

/** Deletes an empty category; one that still holds products or sub-categories is a 409. */
export async function removeCategory(db: Database, id: number) {
  if (!(await findCategory(db, id))) throw notFound('Catégorie');
  const dependants = await countCategoryDependants(db, id);
  if (dependants.children > 0 || dependants.products > 0) {
    throw new ApiError(
      409,
      'conflict',
      `Impossible de supprimer cette catégorie : elle contient ${dependants.products} produit(s) et ${dependants.children} sous-catégorie(s). Déplacez-les ou supprimez-les d’abord.`,
    );
  }
  await deleteCategory(db, id);
}
