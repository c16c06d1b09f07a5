import { Hono } from 'hono';
import * as v from 'valibot';
import { normalizeSlug, slugifyCategory } from '#app/lib/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import {
  countCategoryDependants,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from '#server/db/repositories/categories.repository.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { categories } from '#server/db/schema.ts';
import { type ApiEnv, isAdmin, requireAuth } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { jsonBytes } from '../json-bytes.ts';
import {
  BooleanParam,
  IdParam,
  limitParam,
  PageParam,
  RowId,
  requiredText,
  SearchParam,
} from '../schemas.ts';
import { readId, readJson, readQuery } from '../validation.ts';

const ListQuery = v.object({
  search: SearchParam,
  page: PageParam,
  limit: limitParam(100, 500),
  est_active: BooleanParam,
  parent_id: v.optional(v.union([v.literal('null'), IdParam])),
});

const Position = v.pipe(
  v.number('doit être un nombre'),
  v.integer('doit être un entier'),
  v.minValue(0, 'ne peut pas être négatif'),
  v.maxValue(100_000, 'est trop élevé'),
);
const ParentId = v.nullable(RowId);

const CreateBody = v.strictObject({
  nom: requiredText(120),
  slug: v.optional(v.nullable(v.string('doit être du texte'))),
  position: v.optional(Position, 0),
  est_active: v.optional(v.boolean('doit être un booléen'), true),
  parent_id: v.optional(ParentId),
});

const UpdateBody = v.strictObject({
  nom: v.optional(requiredText(120)),
  slug: v.optional(v.string('doit être du texte')),
  position: v.optional(Position),
  est_active: v.optional(v.boolean('doit être un booléen')),
  parent_id: v.optional(ParentId),
});

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

export const categoryRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, ListQuery);
    const result = await listCategories(c.var.deps.db, {
      search: query.search,
      // Public reads never see hidden categories.
      estActive: isAdmin(c) ? query.est_active : true,
      parentId: query.parent_id === 'null' ? null : query.parent_id,
      page: query.page,
      limit: query.limit,
    });
    return jsonBytes(c, result);
  })
  .post('/', requireAuth, async (c) => {
    const body = await readJson(c, CreateBody);
    await checkParent(c.var.deps.db, body.parent_id);
    const base =
      normalizeSlug(body.slug ?? '') || normalizeSlug(slugifyCategory(body.nom)) || 'categorie';
    const slug = await uniqueSlug(c.var.deps.db, slugTarget, base);
    const row = await insertCategory(c.var.deps.db, {
      nom: body.nom,
      slug,
      position: body.position,
      est_active: body.est_active,
      parent_id: body.parent_id ?? null,
    });
    return c.json(row, 201);
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, UpdateBody);
    const current = await findCategory(c.var.deps.db, id);
    if (!current) throw notFound('Catégorie');
    await checkParent(c.var.deps.db, body.parent_id, id);
    if (body.parent_id) {
      const { children } = await countCategoryDependants(c.var.deps.db, id);
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
            c.var.deps.db,
            slugTarget,
            normalizeSlug(body.slug) || slugifyCategory(body.nom ?? current.nom) || 'categorie',
            id,
          );
    const row = await updateCategory(c.var.deps.db, id, { ...body, ...(slug ? { slug } : {}) });
    if (!row) throw notFound('Catégorie');
    return c.json(row);
  })
  .delete('/:id', requireAuth, async (c) => {
    const id = readId(c);
    if (!(await findCategory(c.var.deps.db, id))) throw notFound('Catégorie');
    const dependants = await countCategoryDependants(c.var.deps.db, id);
    if (dependants.children > 0 || dependants.products > 0) {
      throw new ApiError(
        409,
        'conflict',
        `Impossible de supprimer cette catégorie : elle contient ${dependants.products} produit(s) et ${dependants.children} sous-catégorie(s). Déplacez-les ou supprimez-les d’abord.`,
      );
    }
    await deleteCategory(c.var.deps.db, id);
    return c.body(null, 204);
  });
