import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditEntityType } from '#domain/staff.ts';
import type { Database } from '../connection.ts';
import { auditLog } from '../tables.ts';
import { type Page, type PageQuery, pageOffset } from './paginate.ts';

/** A database or the transaction of the change being recorded. */
type Writer = Pick<Database, 'insert'>;

/** Who did it: the signed-in staff member (null for a failed sign-in) and their address. */
export interface AuditActor {
  actorId: number | null;
  actorEmail: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  /** What the entity is called at the time (a title, an e-mail). */
  entityLabel?: string | null;
  changes?: AuditChange[];
}

/**
 * Appends one journal line (issue 23). Call it with the transaction that makes the change, so a
 * change without its line (or a line for a change rolled back) cannot exist.
 */
export async function recordAudit(
  writer: Writer,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
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
  });
}

/** What the journal can be filtered by (GET /api/journal); each filter has its index. */
export interface AuditFilter {
  actorId?: number | undefined;
  entityType?: AuditEntityType | undefined;
  action?: AuditAction | undefined;
  /** From this instant (inclusive)… */
  from?: Date | undefined;
  /** …until this one (exclusive). */
  until?: Date | undefined;
}

export type AuditLine = typeof auditLog.$inferSelect;

function filterCondition(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actor_id, filter.actorId),
    filter.entityType === undefined ? undefined : eq(auditLog.entity_type, filter.entityType),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
  );
}

const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

/** Past this many matching lines the total says "at least": counting further costs, paging stops. */
export const auditCountCap = 10_000;

/**
 * One page of journal lines, newest first, and how many match (counted up to `auditCountCap`, so
 * a filter matching years of lines still costs a bounded index range).
 */
export async function listAuditLines(
  db: Database,
  filter: AuditFilter,
  page: PageQuery,
): Promise<Page<AuditLine>> {
  const where = filterCondition(filter);
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(auditCountCap)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
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
export async function* auditLineBatches(
  db: Database,
  filter: AuditFilter,
  batchSize: number,
): AsyncGenerator<AuditLine[]> {
  let last: { at: string; id: number } | undefined;
  for (;;) {
    const after = last
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${last.at}::timestamptz, ${last.id})`
      : undefined;
    const rows = await db
      .select({ ...getTableColumns(auditLog), key: sql<string>`${auditLog.at}::text` })
      .from(auditLog)
      .where(and(filterCondition(filter), after))
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
  actor: AuditActor,
  entry: AuditEntry & { changes: AuditChange[] },
): Promise<void> {
  if (entry.changes.length > 0) await recordAudit(writer, actor, entry);
}
