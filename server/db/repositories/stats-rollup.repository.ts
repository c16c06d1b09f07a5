/**
 * The daily rollup of raw statistics events (issue 38, docs/decisions/035): one Tunis day's
 * stats_daily rows and 24 stats_hourly rows, computed in SQL from stats_events. Inserting the day
 * into stats_rollup_days claims it in the same transaction as its rows, so whatever the number of
 * instances a day is rolled up once: a second claimant waits for the first's commit, then finds
 * the day taken and writes nothing.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { statsTimeZone } from '#domain/stats-events.ts';
import { addDays, tunisMidnight } from '#domain/tunis-time.ts';
import type { Database } from '../connection.ts';
import { counterColumns } from './stats-counters.ts';
import { dayRowsCte, statsDims } from './stats-day-rows.ts';
import { hourRowsCte } from './stats-hour-rows.ts';
import type { InstantRange } from './stats-visits.ts';

/** The instants of one Tunis day. */
export const dayRange = (day: string): InstantRange => ({
  from: tunisMidnight(day),
  to: tunisMidnight(addDays(day, 1)),
});

const DayRows = v.object({ rows: v.array(v.object({ day: v.string() })) });
const CountRows = v.object({ rows: v.array(v.object({ events: v.number() })) });

const zone = sql.raw(`'${statsTimeZone}'`);

/**
 * The days holding raw events that are not rolled up yet, up to `lastDay` included, oldest
 * first. Walks the `at` index from day to day (one probe per day holding events), never the
 * events themselves.
 */
export async function daysToRollUp(db: Database, lastDay: string): Promise<string[]> {
  const result = await db.execute(sql`with recursive walk(day) as (
      select (min(at) at time zone ${zone})::date from stats_events
      union all
      select (select (min(at) at time zone ${zone})::date from stats_events
        where at >= ((walk.day + 1)::timestamp at time zone ${zone}))
      from walk where walk.day is not null and walk.day < ${lastDay}::date
    )
    select day::text as day from walk
    where day is not null and day <= ${lastDay}::date
      and not exists (select 1 from stats_rollup_days r where r.day = walk.day)
    order by day`);
  return v.parse(DayRows, result).rows.map((row) => row.day);
}

/** The days of `[from, to]` already rolled up. */
export async function rolledDays(db: Database, from: string, to: string): Promise<Set<string>> {
  const result = await db.execute(
    sql`select day::text as day from stats_rollup_days where day between ${from}::date and ${to}::date`,
  );
  return new Set(v.parse(DayRows, result).rows.map((row) => row.day));
}

const columns = sql.raw(counterColumns.join(', '));

/**
 * Rolls `day` up unless another instance did: true when this call wrote its rows. The day's
 * events are counted in the claim (stats_rollup_days.events).
 */
export async function rollUpDay(db: Database, day: string): Promise<boolean> {
  const range = dayRange(day);
  return db.transaction(async (tx) => {
    // A day's statements are short: JIT compiling them would cost more than running them.
    await tx.execute(sql`set local jit = off`);
    const claim = await tx.execute(sql`insert into stats_rollup_days (day, events)
      select ${day}::date, count(*)::int from stats_events
      where at >= ${range.from.toISOString()} and at < ${range.to.toISOString()}
      on conflict (day) do nothing
      returning events::float8 as events`);
    if (v.parse(CountRows, claim).rows.length === 0) return false;
    await tx.execute(sql`${dayRowsCte([range], statsDims)}
      insert into stats_daily (dim, day, key, detail, label, ${columns})
      select dim, day, key, detail, label, ${columns} from day_rows`);
    await tx.execute(sql`${hourRowsCte([range])}
      insert into stats_hourly (hour, ${columns})
      select hour, ${columns} from hour_rows`);
    return true;
  });
}
