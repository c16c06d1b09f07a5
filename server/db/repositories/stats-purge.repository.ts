/**
 * The daily purge of statistics (issue 38, docs/decisions/035): raw events older than
 * STATS_RAW_DAYS go, in short batches, but never those of a day not rolled up yet; daily salts
 * older than yesterday go too (a salt lives at most 48 hours). Inserting the Tunis day into
 * stats_purges claims the day's purge: one instance does it.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';

const Rows = v.object({ rows: v.array(v.object({ n: v.number() })) });
const count = (result: unknown) => v.parse(Rows, result).rows[0]?.n ?? 0;

/** Claims the purge of `day` (Tunis): false when another instance claimed it first. */
export async function claimStatsPurge(db: Database, day: string): Promise<boolean> {
  const result =
    await db.execute(sql`insert into stats_purges (day, events) values (${day}::date, 0)
    on conflict (day) do nothing returning 1::int as n`);
  return v.parse(Rows, result).rows.length === 1;
}

/** Deletes at most `batch` raw events before `before`; how many it deleted. */
export async function deleteRawEventsBatch(db: Database, before: Date, batch: number) {
  const result = await db.execute(sql`with gone as (
      delete from stats_events where ctid in (
        select ctid from stats_events where at < ${before.toISOString()} limit ${batch})
      returning 1)
    select count(*)::int as n from gone`);
  return count(result);
}

/** Records how many events the claimed purge of `day` deleted. */
export async function recordStatsPurge(db: Database, day: string, events: number): Promise<void> {
  await db.execute(sql`update stats_purges set events = ${events} where day = ${day}::date`);
}

/** Deletes the salts of days before `keepFrom` (Tunis day); how many it deleted. */
export async function deleteSaltsBefore(db: Database, keepFrom: string): Promise<number> {
  const result = await db.execute(sql`with gone as (
      delete from stats_salts where day < ${keepFrom}::date returning 1)
    select count(*)::int as n from gone`);
  return count(result);
}
