import { desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';
import { backupRuns } from '../tables.ts';

export type BackupRun = typeof backupRuns.$inferSelect;

/**
 * Claims a scheduled period's backup: true for the one instance whose insert of the slot went in,
 * false for every other (the unique slot decides, on PGlite and PostgreSQL alike).
 */
export async function claimScheduledRun(db: Database, slot: number): Promise<number | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ slot, trigger: 'schedule', status: 'running' })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

/** A backup asked for by `npm run backup`. */
export async function startManualRun(db: Database): Promise<number> {
  const [row] = await db
    .insert(backupRuns)
    .values({ trigger: 'manual', status: 'running' })
    .returning({ id: backupRuns.id });
  if (!row) throw new Error('the backup run was not recorded');
  return row.id;
}

export type RunOutcome =
  | { status: 'succeeded'; file: string; bytes: number; durationMs: number }
  | { status: 'failed'; error: string; durationMs: number };

export async function finishRun(db: Database, id: number, outcome: RunOutcome): Promise<void> {
  await db
    .update(backupRuns)
    .set({
      status: outcome.status,
      finished_at: new Date(),
      duration_ms: outcome.durationMs,
      ...(outcome.status === 'succeeded'
        ? { file: outcome.file, bytes: outcome.bytes }
        : { error: outcome.error.slice(0, 1_000) }),
    })
    .where(eq(backupRuns.id, id));
}

/** The newest run (under way, done or failed) and the newest success, for the dashboard. */
export async function latestRuns(db: Database) {
  const [latest] = await db.select().from(backupRuns).orderBy(desc(backupRuns.started_at)).limit(1);
  const [lastSuccess] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.started_at))
    .limit(1);
  return { latest: latest ?? null, lastSuccess: lastSuccess ?? null };
}

const Exists = v.object({ rows: v.array(v.object({ found: v.boolean() })) });

/** Whether the database has the table yet (a database not migrated to this version has not). */
export async function canRecordRuns(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('public.backup_runs') is not null as found`,
  );
  return v.parse(Exists, result).rows[0]?.found === true;
}
