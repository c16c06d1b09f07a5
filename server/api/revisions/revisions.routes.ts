/**
 * Revisions of articles and products (issue 24; our extension, SPEC §7 unchanged): the list and
 * "Restaurer cette version". Staff only, checked before any body is read.
 */
import { Hono } from 'hono';
import { limits } from '#config';
import type { RevisionEntityType } from '#domain/revisions.ts';
import { findArticle } from '#server/db/repositories/articles.repository.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { findProduct } from '#server/db/repositories/products.repository.ts';
import { listRevisions } from '#server/db/repositories/revisions.repository.ts';
import {
  type ApiContext,
  type ApiDeps,
  type ApiEnv,
  journalActor,
  requireAuth,
} from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { readId, readJson } from '../plumbing/validation.ts';
import { type Restore, RestoreBody, restoreArticle, restoreProduct } from './revision-restore.ts';

const itemExists = {
  article: async (c: ApiContext, id: number) =>
    (await findArticle(c.var.deps.db, { id }, false)) !== null,
  produit: async (c: ApiContext, id: number) =>
    (await findProduct(c.var.deps.db, id, false)) !== null,
} as const;

const itemName = { article: 'Article', produit: 'Produit' } as const;

type Restorer = (
  deps: ApiDeps,
  ids: { id: number; revisionId: number },
  body: Restore,
  actor: JournalActor,
) => Promise<object>;

function revisionRoutes(entityType: RevisionEntityType, restore: Restorer) {
  return new Hono<ApiEnv>()
    .get('/:id/revisions', requireAuth, async (c) => {
      const id = readId(c);
      if (!(await itemExists[entityType](c, id))) throw notFound(itemName[entityType]);
      const owner = { entityType, entityId: id };
      const rows = await listRevisions(c.var.deps.db, owner, limits.revisionsKept);
      return c.json({
        rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      });
    })
    .post('/:id/revisions/:revisionId/restore', requireAuth, async (c) => {
      const ids = { id: readId(c), revisionId: readId(c, 'revisionId') };
      const body = await readJson(c, RestoreBody);
      return c.json(await restore(c.var.deps, ids, body, journalActor(c)));
    });
}

export const articleRevisionRoutes = revisionRoutes('article', restoreArticle);
export const productRevisionRoutes = revisionRoutes('produit', restoreProduct);
