import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { contactRequests } from '../tables.ts';
import { countRows, type PageQuery, paginate } from './paginate.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export interface ContactRequestListQuery extends PageQuery {
  /** true: handled only; false: not yet handled; undefined: all. */
  traite?: boolean | undefined;
}

export async function listContactRequests(db: Database, query: ContactRequestListQuery) {
  const where = query.traite === undefined ? undefined : eq(contactRequests.traite, query.traite);
  const ordered = db
    .select()
    .from(contactRequests)
    .where(where)
    // What still needs an answer first, urgent ones at the top, then newest (the inbox index).
    .orderBy(
      sql`${contactRequests.traite} asc, ${contactRequests.urgent} desc nulls last, ${contactRequests.cree_le} desc nulls last, ${contactRequests.id} desc nulls last`,
    )
    .$dynamic();
  return paginate(ordered, query, countRows(db, contactRequests, where));
}

const summaryQuery = (db: Database) =>
  db
    .select({
      unhandled: sql`count(*)`.mapWith(Number),
      urgent: sql`count(*) filter (where ${contactRequests.urgent})`.mapWith(Number),
    })
    .from(contactRequests)
    .where(eq(contactRequests.traite, false));

/**
 * Requests not handled yet, and how many of them are urgent: one range of the inbox index
 * (traite first), read from the index alone. Always from the database, so every instance agrees.
 */
export async function contactRequestSummary(
  db: Database,
): Promise<{ unhandled: number; urgent: number }> {
  const [row] = await summaryQuery(db);
  return { unhandled: row?.unhandled ?? 0, urgent: row?.urgent ?? 0 };
}

/** The statement contactRequestSummary sends, for its EXPLAIN test. */
export const contactRequestSummarySql = (db: Database) => summaryQuery(db).toSQL();

export async function insertContactRequest(
  db: Database,
  values: typeof contactRequests.$inferInsert,
): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('insertContactRequest returned no row');
  return row;
}

/** Marks a request handled (with the time) or not handled again; null when it does not exist. */
export async function setContactRequestHandled(
  db: Database,
  id: number,
  traite: boolean,
): Promise<ContactRequestRow | null> {
  const [row] = await db
    .update(contactRequests)
    // Marking it handled again keeps the first time it was handled.
    .set({ traite, traite_le: traite ? sql`coalesce(${contactRequests.traite_le}, now())` : null })
    .where(eq(contactRequests.id, id))
    .returning();
  return row ?? null;
}

/** Deletes a request; returns what it was (for the journal), or null when it did not exist. */
export async function deleteContactRequest(
  db: Database,
  id: number,
): Promise<ContactRequestRow | null> {
  const [row] = await db.delete(contactRequests).where(eq(contactRequests.id, id)).returning();
  return row ?? null;
}

/** One request, or null. */
export async function findContactRequest(
  db: Database,
  id: number,
): Promise<ContactRequestRow | null> {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
  return row ?? null;
}
