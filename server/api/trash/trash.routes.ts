/**
 * The Corbeille (issue 24, docs/decisions/021; our extension, SPEC §7 unchanged): the list and
 * "Restaurer" for staff (both roles delete content), "Supprimer définitivement" for
 * administrators. Roles are checked before anything is read.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { limits } from '#config';
import { type TrashEntityType, trashPurgeDate } from '#domain/trash.ts';
import { listTrashed } from '#server/db/repositories/trash.repository.ts';
import { type ApiEnv, journalActor, requireAuth, requireRole } from '../plumbing/context.ts';
import { limitParam, PageParam } from '../plumbing/input-fields.ts';
import { jsonBytes } from '../plumbing/json-bytes.ts';
import { readId, readQuery } from '../plumbing/validation.ts';
import { deleteFromTrash } from './trash-purge.ts';
import { restoreFromTrash } from './trash-restore.ts';

const ListQuery = v.object({ page: PageParam, limit: limitParam(20, 100) });

function itemRoutes(type: TrashEntityType) {
  return new Hono<ApiEnv>()
    .post('/:id/restore', requireAuth, async (c) =>
      c.json(await restoreFromTrash(c.var.deps.db, type, readId(c), journalActor(c))),
    )
    .delete('/:id', requireRole('administrateur'), async (c) => {
      await deleteFromTrash(c.var.deps.db, type, readId(c), journalActor(c));
      return c.body(null, 204);
    });
}

export const trashRoutes = new Hono<ApiEnv>()
  .get('/', requireAuth, async (c) => {
    const query = readQuery(c, ListQuery);
    const { rows, total } = await listTrashed(c.var.deps.db, query);
    return jsonBytes(c, {
      rows: rows.map((row) => ({
        type: row.entity_type,
        id: row.entity_id,
        titre: row.label,
        supprime_le: row.deleted_at.toISOString(),
        supprime_par: row.deleted_by_email,
        purge_le: trashPurgeDate(row.deleted_at, limits.trashDays).toISOString(),
      })),
      total,
    });
  })
  .route('/articles', itemRoutes('article'))
  .route('/products', itemRoutes('produit'));
