import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ContactStatus } from '#domain/contact-status.ts';
import type { Database } from '../connection.ts';
import { contactRequests } from '../tables.ts';
import { countRows, type PageQuery, paginate } from './paginate.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;
/** A request with the name of the colleague in charge, as the back-office shows it. */
export type ContactRequestView = ContactRequestRow & { assigne_nom: string | null };

// Qualified by hand: inside a one-table select, Drizzle names columns without their table.
const assigneeName = sql<string | null>`(
  select coalesce(nullif(u.name, ''), u.email) from admin_users u
  where u.id = "contact_requests"."assigne_a")`;
const viewColumns = { ...getTableColumns(contactRequests), assigne_nom: assigneeName };

export interface ContactRequestListQuery extends PageQuery {
  /** true: handled only; false: not yet handled; undefined: all. */
  traite?: boolean | undefined;
  /** One status only (issue 36 §8). */
  statut?: ContactStatus | undefined;
}

export async function listContactRequests(db: Database, query: ContactRequestListQuery) {
  const filters: SQL[] = [];
  if (query.traite !== undefined) filters.push(eq(contactRequests.traite, query.traite));
  if (query.statut !== undefined) filters.push(eq(contactRequests.statut, query.statut));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const ordered = db
    .select(viewColumns)
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

/** What staff change on a request: its status, their note, the colleague in charge. */
export interface ContactFollowUp {
  statut?: ContactStatus | undefined;
  note?: string | undefined;
  assigne_a?: number | null | undefined;
}

/** Changes a request's follow-up; null when it does not exist. */
export async function updateContactRequest(
  db: Database,
  id: number,
  change: ContactFollowUp,
): Promise<ContactRequestRow | null> {
  const { statut, note, assigne_a } = change;
  const [row] = await db
    .update(contactRequests)
    .set({
      ...(statut === undefined
        ? {}
        : {
            statut,
            // Marking it handled again keeps the first time it was handled.
            traite_le:
              statut === 'traitee' ? sql`coalesce(${contactRequests.traite_le}, now())` : null,
          }),
      ...(note === undefined ? {} : { note }),
      ...(assigne_a === undefined ? {} : { assigne_a }),
    })
    .where(eq(contactRequests.id, id))
    .returning();
  return row ?? null;
}

/** One request with the name of the colleague in charge, or null. */
export async function findContactRequestView(
  db: Database,
  id: number,
): Promise<ContactRequestView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(contactRequests)
    .where(eq(contactRequests.id, id))
    .limit(1);
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
