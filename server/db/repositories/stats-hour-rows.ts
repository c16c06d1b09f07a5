/**
 * The rows of `stats_hourly` from raw events, every hour of the ranges included (zeros when
 * nothing happened): the rollup inserts a day's 24, the chart of a day not rolled up yet reads
 * them live. Tunis is a whole number of hours ahead of UTC, so UTC hours are Tunis hours.
 */
import { type SQL, sql } from 'drizzle-orm';
import { counterColumns, totalEventCounters, visitCounters } from './stats-counters.ts';
import { type InstantRange, visitsCte } from './stats-visits.ts';

const hourOf = (column: string) =>
  `date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC'`;

const hours = (ranges: readonly InstantRange[]): SQL =>
  sql.join(
    ranges.map(
      (range) =>
        sql`select generate_series(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz - interval '1 hour', interval '1 hour') as hour`,
    ),
    sql` union all `,
  );

/**
 * `with …, hour_rows as (…)`: one row per hour of `ranges` (`hour`, then the counters in the
 * table's order). Visits, bounces and durations count in the hour their visit started.
 */
export function hourRowsCte(ranges: readonly InstantRange[]): SQL {
  const eventCounters = Object.entries(totalEventCounters)
    .map(([column, expression]) => `${expression} as ${column}`)
    .join(', ');
  const visitCounterList = Object.entries(visitCounters)
    .map(([column, expression]) => `${expression} as ${column}`)
    .join(', ');
  const columns = counterColumns
    .map((column) => `coalesce(${column in visitCounters ? 'v' : 'e'}.${column}, 0) as ${column}`)
    .join(', ');
  return sql`with ${visitsCte(ranges)}, hour_rows as (
    select h.hour, ${sql.raw(columns)}
    from (${hours(ranges)}) h
    left join (select ${sql.raw(hourOf('at'))} as hour, ${sql.raw(eventCounters)}
      from ev group by 1) e on e.hour = h.hour
    left join (select ${sql.raw(hourOf('started'))} as hour, ${sql.raw(visitCounterList)}
      from visits group by 1) v on v.hour = h.hour
  )`;
}
