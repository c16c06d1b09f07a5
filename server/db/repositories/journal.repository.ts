import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import { limits } from '#config';
import type { JournalAction, JournalChange, JournalEntityType } from '#domain/staff.ts';
import type { Database } from '../connection.ts';
import { journalLines } from '../tables.ts';
import { journalSearchCondition } from './journal-search.ts';
import { type Page, type PageQuery, pageOffset } from './paginate.ts';

/** A database or the transaction of the change being recorded. */
type Writer = Pick<Database, 'insert'>;

/** Who did it: the signed-in staff member (null for a failed sign-in) and their address. */
export interface JournalActor {
  actorId: number | null;
  actorEmail: string | null;
  ip: string | null;
  /** The X-Request-Id of the request (its log lines carry the same), when there is one. */
  requestId?: string | null;
}

export interface JournalEntry {
  action: JournalAction;
  entityType: JournalEntityType;
  entityId?: string | number | null;
  /** What the entity is called at the time (a title, an e-mail). */
  entityLabel?: string | null;
  changes?: JournalChange[];
}

/**
 * Appends one journal line (issue 23). Call it with the transaction that makes the change, so a
 * change without its line (or a line for a change rolled back) cannot exist.
 */
export async function recordJournalLine(
  writer: Writer,
  actor: JournalActor,
  entry: JournalEntry,
): Promise<void> {
  await writer.insert(journalLines).values({
    // The moment of the write, not of its transaction's start (now()): two edits of one row, the
    // second waiting on the first's lock, are dated in the order they happened.
    at: sql`clock_timestamp()`,
    actor_id: actor.actorId,
    actor_email: actor.actorEmail,
    ip: actor.ip?.slice(0, 64) ?? null,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    entity_label: entry.entityLabel?.slice(0, 300) ?? null,
    changes: entry.changes ?? [],
    request_id: actor.requestId?.slice(0, 128) ?? null,
  });
}

/** What the journal can be filtered by (GET /api/journal); each filter has its index. */
export interface JournalLineFilter {
  actorId?: number | undefined;
  entityType?: JournalEntityType | undefined;
  action?: JournalAction | undefined;
  /** From this instant (inclusive)… */
  from?: Date | undefined;
  /** …until this one (exclusive). */
  until?: Date | undefined;
  /** Text in the person's e-mail, the item's label or identifier (journal-search.ts bounds it). */
  text?: string | undefined;
}

export type JournalRow = typeof journalLines.$inferSelect;

function filterCondition(filter: JournalLineFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(journalLines.actor_id, filter.actorId),
    filter.entityType === undefined ? undefined : eq(journalLines.entity_type, filter.entityType),
    filter.action === undefined ? undefined : eq(journalLines.action, filter.action),
    filter.from === undefined ? undefined : gte(journalLines.at, filter.from),
    filter.until === undefined ? undefined : lt(journalLines.at, filter.until),
  );
}

const newestFirst = [desc(journalLines.at), desc(journalLines.id)];

/** Past this many matching lines the total says "at least": counting further costs, paging stops. */
const { journalCountCap } = limits;

/**
 * One page of journal lines, newest first, and how many match (counted up to `journalCountCap`, so
 * a filter matching years of lines still costs a bounded index range).
 */
export async function listJournalLines(
  db: Database,
  filter: JournalLineFilter,
  page: PageQuery,
): Promise<Page<JournalRow>> {
  const filtered = filterCondition(filter);
  const where = and(filtered, await journalSearchCondition(db, filtered, filter.text));
  const matching = db
    .select({ one: sql`1` })
    .from(journalLines)
    .where(where)
    .limit(journalCountCap)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(journalLines)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(matching),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The lines of a filter, newest first, in batches read by key (at, id) rather than by offset:
 * the CSV export streams them without holding them all, whatever their number. The key's time is
 * read as text: a JS Date would drop the microseconds and skip the lines of the same millisecond.
 */
export async function* journalLineBatches(
  db: Database,
  filter: JournalLineFilter,
  batchSize: number,
): AsyncGenerator<JournalRow[]> {
  const filtered = filterCondition(filter);
  const where = and(filtered, await journalSearchCondition(db, filtered, filter.text));
  let last: { at: string; id: number } | undefined;
  for (;;) {
    const after = last
      ? sql`(${journalLines.at}, ${journalLines.id}) < (${last.at}::timestamptz, ${last.id})`
      : undefined;
    const rows = await db
      .select({ ...getTableColumns(journalLines), key: sql<string>`${journalLines.at}::text` })
      .from(journalLines)
      .where(and(where, after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(({ key: _, ...line }) => line);
    const tail = rows.at(-1);
    if (!tail || rows.length < batchSize) return;
    last = { at: tail.key, id: tail.id };
  }
}

/** A modification's line, written only when some field changed (a save that changed nothing). */
export async function recordChanges(
  writer: Writer,
  actor: JournalActor,
  entry: JournalEntry & { changes: JournalChange[] },
): Promise<void> {
  if (entry.changes.length > 0) await recordJournalLine(writer, actor, entry);
}
