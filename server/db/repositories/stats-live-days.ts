/**
 * Which days of a period a report reads from the rollups and which live from raw events (today,
 * or a day whose rollup has not run yet), and the `with` clause that computes the live ones with
 * the rollup's own SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { StatsPeriod } from '#domain/stats-report.ts';
import { addDays, tunisDay, tunisMidnight } from '#domain/tunis-time.ts';
import type { Database } from '../connection.ts';
import { dayRowsCte, type StatsDim } from './stats-day-rows.ts';
import { rolledDays } from './stats-rollup.repository.ts';
import type { InstantRange } from './stats-visits.ts';

/**
 * Runs a statistics statement with PostgreSQL's JIT compilation off (in a transaction of its
 * own): the planner's estimate for an aggregation over a year of rollups passes jit_above_cost,
 * and compiling then costs more than the whole query (`npm run bench:stats`). PGlite has no JIT
 * and accepts the setting.
 */
export function withoutJit<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

/** The days of `period` not rolled up, up to today, as runs of consecutive days. */
export interface LiveDays {
  days: string[];
  ranges: InstantRange[];
}

export async function liveDays(db: Database, period: StatsPeriod, now: Date): Promise<LiveDays> {
  const today = tunisDay(now);
  const last = period.to < today ? period.to : today;
  if (last < period.from) return { days: [], ranges: [] };
  const rolled = await rolledDays(db, period.from, last);
  const days: string[] = [];
  const runs: { from: string; to: string }[] = [];
  for (let day = period.from; day <= last; day = addDays(day, 1)) {
    if (rolled.has(day)) continue;
    days.push(day);
    const run = runs.at(-1);
    if (run && addDays(run.to, 1) === day) run.to = day;
    else runs.push({ from: day, to: day });
  }
  const ranges = runs.map((run) => ({
    from: tunisMidnight(run.from),
    to: tunisMidnight(addDays(run.to, 1)),
  }));
  return { days, ranges };
}

/**
 * The rows of `dim` over `period`: the rolled-up days from stats_daily (its primary key: dim,
 * day…), the others computed live. `select` lists the columns read from either (stats_daily's
 * names); `where` narrows both (e.g. `detail = …`). Returns `[with clause, rows subquery]`.
 */
export function dimRows(
  live: LiveDays,
  period: StatsPeriod,
  dim: StatsDim,
  select: string,
  where = 'true',
): { withClause: SQL; rows: SQL } {
  const rolled = sql`select ${sql.raw(select)} from stats_daily
    where dim = ${dim} and day between ${period.from}::date and ${period.to}::date and ${sql.raw(where)}`;
  if (live.ranges.length === 0) return { withClause: sql`with`, rows: rolled };
  return {
    withClause: sql`${dayRowsCte(live.ranges, [dim])},`,
    rows: sql`${rolled} union all select ${sql.raw(select)} from day_rows where ${sql.raw(where)}`,
  };
}
