import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { RevisionEntityType } from '#domain/revisions.ts';
import type { Database } from '../connection.ts';
import { contentRevisions } from '../tables.ts';
import type { JournalActor } from './journal.repository.ts';

/** Which item a revision belongs to. */
export interface RevisionOwner {
  entityType: RevisionEntityType;
  entityId: number;
}

const ofItem = (owner: RevisionOwner) =>
  and(
    eq(contentRevisions.entity_type, owner.entityType),
    eq(contentRevisions.entity_id, owner.entityId),
  );

/**
 * Keeps one revision of a save (issue 24), with the save's transaction, then prunes the item's
 * revisions beyond the newest `kept`: one index range below the kept-th newest id, so a save
 * costs the same however many revisions the item ever had.
 */
export async function keepRevision(
  tx: Database,
  owner: RevisionOwner,
  actor: JournalActor,
  fields: object,
  kept: number,
  /** When the kept state was saved: now (the default) for a save, earlier for a baseline. */
  savedAt?: Date,
): Promise<void> {
  await tx.insert(contentRevisions).values({
    entity_type: owner.entityType,
    entity_id: owner.entityId,
    author_id: actor.actorId,
    author_email: actor.actorEmail,
    fields: { ...fields },
    ...(savedAt ? { created_at: savedAt } : {}),
  });
  const oldestKept = tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(ofItem(owner))
    .orderBy(desc(contentRevisions.id))
    .offset(Math.max(kept - 1, 0))
    .limit(1);
  await tx
    .delete(contentRevisions)
    .where(and(ofItem(owner), lt(contentRevisions.id, sql`(${oldestKept})`)));
}

export interface RevisionRow {
  id: number;
  created_at: Date;
  author_email: string | null;
  fields: unknown;
}

const revisionColumns = {
  id: contentRevisions.id,
  created_at: contentRevisions.created_at,
  author_email: contentRevisions.author_email,
  fields: contentRevisions.fields,
};

/** An item's revisions, newest first, at most `limit`. */
export function listRevisions(
  db: Database,
  owner: RevisionOwner,
  limit: number,
): Promise<RevisionRow[]> {
  return db
    .select(revisionColumns)
    .from(contentRevisions)
    .where(ofItem(owner))
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
}

/** The fields of the item's newest revision (null when it has none): one index read. */
export async function newestRevisionFields(
  db: Database,
  owner: RevisionOwner,
): Promise<unknown | null> {
  const [row] = await db
    .select({ fields: contentRevisions.fields })
    .from(contentRevisions)
    .where(ofItem(owner))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return row?.fields ?? null;
}

/** One revision of this item (null when unknown or another item's). */
export async function findRevision(
  db: Database,
  owner: RevisionOwner,
  revisionId: number,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .where(and(ofItem(owner), eq(contentRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/** Drops an item's revisions with the item (docs/decisions/020). */
export async function deleteRevisions(tx: Database, owner: RevisionOwner): Promise<void> {
  await tx.delete(contentRevisions).where(ofItem(owner));
}
