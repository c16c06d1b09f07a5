/**
 * Out of the Corbeille for good (docs/decisions/021): "Supprimer définitivement" (administrators)
 * and the purge of items deleted more than `limits.trashDays` ago. Either deletes the item's
 * revisions with it and writes a `suppression_definitive` journal line in its transaction.
 */
import { limits } from '#config';
import type { TrashEntityType } from '#domain/trash.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { deleteRevisions } from '#server/db/repositories/revisions.repository.ts';
import {
  claimPurge,
  type TrashedRow,
  takeExpired,
  takeTrashed,
} from '#server/db/repositories/trash.repository.ts';
import { notInTrash } from './trash-restore.ts';

/** The purge is nobody's act: its journal lines have no actor. */
const purgeActor: JournalActor = { actorId: null, actorEmail: null, ip: null };

function recordFinalDelete(tx: Database, actor: JournalActor, row: TrashedRow) {
  return recordJournalLine(tx, actor, {
    action: 'suppression_definitive',
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.label,
  });
}

export async function deleteFromTrash(
  db: Database,
  type: TrashEntityType,
  id: number,
  actor: JournalActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await takeTrashed(tx, type, id);
    if (!row) throw notInTrash(type);
    await deleteRevisions(tx, { entityType: type, entityId: id });
    await recordFinalDelete(tx, actor, row);
  });
}

export interface PurgeOptions {
  /** The job's clock (tests fix it). */
  now: Date;
  /** Items per transaction: a long-neglected Corbeille is purged in short transactions. */
  batch?: number;
}

export interface PurgeResult {
  /** False when another instance's purge held the claim: it does the work. */
  claimed: boolean;
  purged: { type: TrashEntityType; id: number }[];
}

const dayMs = 86_400_000;

/**
 * Deletes for good what was deleted more than `limits.trashDays` before `now`. Runs once across
 * instances: each batch's transaction first takes a PostgreSQL advisory lock (try, not wait); an
 * instance that finds it taken stops, the holder purges everything due.
 */
export async function purgeExpiredTrash(db: Database, options: PurgeOptions): Promise<PurgeResult> {
  const before = new Date(options.now.getTime() - limits.trashDays * dayMs);
  const batch = options.batch ?? 200;
  const purged: PurgeResult['purged'] = [];
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      if (!(await claimPurge(tx))) return null;
      const taken = await takeExpired(tx, before, batch);
      for (const row of taken) await recordFinalDelete(tx, purgeActor, row);
      return taken;
    });
    if (rows === null) return { claimed: purged.length > 0, purged };
    purged.push(...rows.map((row) => ({ type: row.entity_type, id: row.entity_id })));
    if (rows.length < batch) return { claimed: true, purged };
  }
}
