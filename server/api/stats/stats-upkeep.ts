/**
 * The statistics' upkeep (issue 38, docs/decisions/035), run by every instance on a schedule:
 * roll up each day that holds raw events, is not rolled up yet and ended more than 10 minutes
 * ago (Tunis time); then, once a day across instances, purge the raw events older than
 * STATS_RAW_DAYS, never those of a day not rolled up yet; and drop the salts older than
 * yesterday.
 */
import { addDays, tunisDay, tunisMidnight } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import {
  claimStatsPurge,
  deleteRawEventsBatch,
  deleteSaltsBefore,
  recordStatsPurge,
} from '#server/db/repositories/stats-purge.repository.ts';
import { daysToRollUp, rollUpDay } from '#server/db/repositories/stats-rollup.repository.ts';
import { log } from '#server/log/logger.ts';

/** A day is rolled up this long after it ends: events still in an instance's buffer land first. */
export const rollupDelayMs = 10 * 60_000;

/** The days this call rolled up (another instance may have taken some of those due). */
export async function rollUpDueDays(db: Database, now: Date): Promise<string[]> {
  const lastDay = addDays(tunisDay(now.getTime() - rollupDelayMs), -1);
  const rolled: string[] = [];
  for (const day of await daysToRollUp(db, lastDay)) {
    if (await rollUpDay(db, day)) rolled.push(day);
  }
  return rolled;
}

export interface StatsPurgeOptions {
  now: Date;
  /** STATS_RAW_DAYS */
  rawDays: number;
  /** Events per delete: the purge of a long backlog is many short statements. */
  batch?: number;
}

export interface StatsPurgeResult {
  /** False when another instance claimed today's purge first. */
  claimed: boolean;
  events: number;
  salts: number;
}

/** The raw events older than `rawDays` days (whole Tunis days) but of rolled-up days only. */
export async function purgeStatsEvents(
  db: Database,
  options: StatsPurgeOptions,
): Promise<StatsPurgeResult> {
  const today = tunisDay(options.now);
  // A salt serves its day and, for events still in a buffer at midnight, the next one.
  const salts = await deleteSaltsBefore(db, addDays(today, -1));
  if (!(await claimStatsPurge(db, today))) return { claimed: false, events: 0, salts };
  const keepFrom = addDays(today, -options.rawDays);
  const [firstUnrolled] = await daysToRollUp(db, today);
  const until = firstUnrolled && firstUnrolled < keepFrom ? firstUnrolled : keepFrom;
  const before = tunisMidnight(until);
  const batch = options.batch ?? 5_000;
  let events = 0;
  for (;;) {
    const deleted = await deleteRawEventsBatch(db, before, batch);
    events += deleted;
    if (deleted < batch) break;
  }
  await recordStatsPurge(db, today, events);
  return { claimed: true, events, salts };
}

/** One run of the upkeep: the rollups due, then the purge. */
export async function runStatsUpkeep(db: Database, options: StatsPurgeOptions) {
  const rolled = await rollUpDueDays(db, options.now);
  const purge = await purgeStatsEvents(db, options);
  if (rolled.length > 0 || purge.events > 0) {
    log().info(
      { event: 'stats.upkeep', rolled, purged: purge.events },
      'statistics rolled up and purged',
    );
  }
  return { rolled, purge };
}
