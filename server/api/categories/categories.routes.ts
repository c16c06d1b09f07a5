import { Hono } from 'hono';
import { listCategories } from '#server/db/repositories/categories.repository.ts';
import { type ApiEnv, isAdmin, journalActor, requireAuth } from '../plumbing/context.ts';
import { jsonBytes } from '../plumbing/json-bytes.ts';
import { readId, readJson, readQuery } from '../plumbing/validation.ts';
import { CategoryCreateBody, CategoryListQuery, CategoryUpdateBody } from './category-input.ts';
import { createCategory, editCategory, removeCategory } from './category-writes.ts';

export const categoryRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, CategoryListQuery);
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
    const body = await readJson(c, CategoryCreateBody);
    const row = await createCategory(c.var.deps.db, body, journalActor(c));
    return c.json(row, 201);
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, CategoryUpdateBody);
    return c.json(await editCategory(c.var.deps.db, id, body, journalActor(c)));
  })
  .delete('/:id', requireAuth, async (c) => {
    await removeCategory(c.var.deps.db, readId(c), journalActor(c));
    return c.body(null, 204);
  });
