/**
 * The statistics overview's reads (issue 38): a period's totals per day and per hour (rolled-up
 * days from stats_daily / stats_hourly by their primary keys, the others live from raw events
 * with the rollup's SQL), dropped events, and the visitors of the last minutes.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { statsTimeZone } from '#domain/stats-events.ts';
import type { StatsPeriod, StatsTotals } from '#domain/stats-report.ts';
import { addDays, tunisMidnight } from '#domain/tunis-time.ts';
import type { Database } from '../connection.ts';
import { hourRowsCte } from './stats-hour-rows.ts';
import { dimRows, type LiveDays } from './stats-live-days.ts';
import type { InstantRange } from './stats-visits.ts';

const Figure = v.number();
const TotalsRow = v.object({
  key: v.string(),
  visitors: Figure,
  views: Figure,
  visits: Figure,
  bounces: Figure,
  duration_s: Figure,
  opens: Figure,
  whatsapp: Figure,
  phone: Figure,
  pdf: Figure,
  contact: Figure,
  searches: Figure,
  empty_searches: Figure,
});
const TotalsRows = v.object({ rows: v.array(TotalsRow) });
export type TotalsRow = v.InferOutput<typeof TotalsRow>;

const figures = TotalsRow.entries;
const figureColumns = Object.keys(figures).filter((column) => column !== 'key');
const floats = figureColumns.map((column) => `${column}::float8 as ${column}`).join(', ');

/** The totals of each day of `period` that has any (rolled up or live). */
export async function dailyTotals(db: Database, period: StatsPeriod, live: LiveDays) {
  const { withClause, rows } = dimRows(live, period, 'total', `day, ${figureColumns.join(', ')}`);
  const result = await db.execute(
    sql`${withClause} totals as (${rows}) select day::text as key, ${sql.raw(floats)} from totals`,
  );
  return v.parse(TotalsRows, result).rows;
}

/** The totals of each hour of `day` (`YYYY-MM-DDTHH:00`, Tunis): stats_hourly, or live. */
export async function hourlyTotals(db: Database, day: string, rolled: boolean) {
  const range: InstantRange = { from: tunisMidnight(day), to: tunisMidnight(addDays(day, 1)) };
  const key = sql.raw(
    `to_char(hour at time zone '${statsTimeZone}', 'YYYY-MM-DD"T"HH24:00') as key`,
  );
  const result = rolled
    ? await db.execute(sql`select ${key}, ${sql.raw(floats)} from stats_hourly
        where hour >= ${range.from.toISOString()} and hour < ${range.to.toISOString()}`)
    : await db.execute(
        sql`${hourRowsCte([range])} select ${key}, ${sql.raw(floats)} from hour_rows`,
      );
  return v.parse(TotalsRows, result).rows;
}

/** A period's totals: the sum of its days' (a period's visitors are the sum of its days'). */
export function sumTotals(rows: readonly TotalsRow[]): StatsTotals {
  const totals: StatsTotals = {
    visitors: 0,
    views: 0,
    visits: 0,
    bounces: 0,
    durationSeconds: 0,
    opens: 0,
    whatsapp: 0,
    phone: 0,
    pdf: 0,
    contact: 0,
    searches: 0,
    emptySearches: 0,
  };
  for (const row of rows) {
    totals.visitors += row.visitors;
    totals.views += row.views;
    totals.visits += row.visits;
    totals.bounces += row.bounces;
    totals.durationSeconds += row.duration_s;
    totals.opens += row.opens;
    totals.whatsapp += row.whatsapp;
    totals.phone += row.phone;
    totals.pdf += row.pdf;
    totals.contact += row.contact;
    totals.searches += row.searches;
    totals.emptySearches += row.empty_searches;
  }
  return totals;
}

const CountRows = v.object({ rows: v.array(v.object({ n: v.number() })) });

/** Events the instances' buffers dropped during `period` (stats_drops, by hour). */
export async function droppedEvents(db: Database, period: StatsPeriod): Promise<number> {
  const from = tunisMidnight(period.from).toISOString();
  const to = tunisMidnight(addDays(period.to, 1)).toISOString();
  const result = await db.execute(sql`select coalesce(sum(events), 0)::float8 as n from stats_drops
    where hour >= ${from} and hour < ${to}`);
  return v.parse(CountRows, result).rows[0]?.n ?? 0;
}

/** Distinct visitors with an event since `since` (the `at` index bounds the read). */
export async function visitorsSince(db: Database, since: Date): Promise<number> {
  const result = await db.execute(sql`select count(distinct visitor)::float8 as n from stats_events
    where at >= ${since.toISOString()}`);
  return v.parse(CountRows, result).rows[0]?.n ?? 0;
}
