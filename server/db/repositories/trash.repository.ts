import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { TrashEntityType } from '#domain/trash.ts';
import type { Database } from '../connection.ts';
import { contentRevisions, trashedItems } from '../tables.ts';
import type { JournalActor } from './journal.repository.ts';
import { type Page, type PageQuery, pageOffset } from './paginate.ts';

export type TrashedRow = typeof trashedItems.$inferSelect;

export interface TrashEntry {
  entityType: TrashEntityType;
  entityId: number;
  label: string;
  /** The whole row as it was (domain/trash.ts). */
  fields: object;
}

/** Moves one deleted item in, with the delete's transaction. */
export async function insertTrashed(tx: Database, entry: TrashEntry, actor: JournalActor) {
  await tx.insert(trashedItems).values({
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    label: entry.label,
    fields: { ...entry.fields },
    deleted_by_id: actor.actorId,
    deleted_by_email: actor.actorEmail,
  });
}

const ofItem = (entityType: TrashEntityType, entityId: number) =>
  and(eq(trashedItems.entity_type, entityType), eq(trashedItems.entity_id, entityId));

/** One page of the Corbeille, newest first (one walk of the deleted_at index). */
export async function listTrashed(db: Database, query: PageQuery): Promise<Page<TrashedRow>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(trashedItems)
      .orderBy(
        desc(trashedItems.deleted_at),
        asc(trashedItems.entity_type),
        desc(trashedItems.entity_id),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(trashedItems),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Takes an item out of the Corbeille (restore or delete for good): the row is deleted and
 * returned, null when it is not there. Its delete locks it, so two restores cannot both get it.
 */
export async function takeTrashed(
  tx: Database,
  entityType: TrashEntityType,
  entityId: number,
): Promise<TrashedRow | null> {
  const [row] = await tx.delete(trashedItems).where(ofItem(entityType, entityId)).returning();
  return row ?? null;
}

/**
 * Takes at most `limit` items deleted before `before`, oldest first, skipping rows another
 * transaction holds (a restore under way), with their revisions (docs/decisions/021).
 */
export async function takeExpired(
  tx: Database,
  before: Date,
  limit: number,
): Promise<TrashedRow[]> {
  const due = tx
    .select({ type: trashedItems.entity_type, id: trashedItems.entity_id })
    .from(trashedItems)
    .where(lt(trashedItems.deleted_at, before))
    .orderBy(asc(trashedItems.deleted_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .delete(trashedItems)
    .where(sql`(${trashedItems.entity_type}, ${trashedItems.entity_id}) in (${due})`)
    .returning();
  for (const entityType of ['article', 'produit'] as const) {
    const ids = rows.filter((row) => row.entity_type === entityType).map((row) => row.entity_id);
    if (ids.length === 0) continue;
    await tx
      .delete(contentRevisions)
      .where(
        and(eq(contentRevisions.entity_type, entityType), inArray(contentRevisions.entity_id, ids)),
      );
  }
  return rows;
}

const ClaimRows = v.object({ rows: v.array(v.object({ claimed: v.boolean() })) });

/**
 * The purge's claim across instances: true when this transaction holds the purge lock (released
 * at its end); false when another instance's purge is running, which then does the work.
 */
export async function claimPurge(tx: Database): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended('trash-purge', 0)) as claimed`,
  );
  const [row] = v.parse(ClaimRows, result).rows;
  return row?.claimed === true;
}

/**
 * The references and slugs, among those given, that products in the Corbeille hold (a restore
 * needs them back): the CSV import refuses to give them to another product.
 */
export async function trashedProductKeys(
  db: Database,
  references: readonly string[],
  slugs: readonly string[],
): Promise<{ references: Set<string>; slugs: Set<string> }> {
  const found = { references: new Set<string>(), slugs: new Set<string>() };
  if (references.length === 0 && slugs.length === 0) return found;
  const reference = sql<string | null>`${trashedItems.fields}->>'reference'`;
  const slug = sql<string | null>`${trashedItems.fields}->>'slug'`;
  const rows = await db
    .select({ reference, slug })
    .from(trashedItems)
    .where(
      and(
        eq(trashedItems.entity_type, 'produit'),
        or(
          references.length > 0 ? inArray(reference, [...references]) : undefined,
          slugs.length > 0 ? inArray(slug, [...slugs]) : undefined,
        ),
      ),
    );
  for (const row of rows) {
    if (row.reference !== null && references.includes(row.reference))
      found.references.add(row.reference);
    if (row.slug !== null && slugs.includes(row.slug)) found.slugs.add(row.slug);
  }
  return found;
}
