/**
 * The answers of the statistics API (issue 38, domain/stats-report.ts), one function per panel so
 * that `npm run bench:stats` times each: the overview, a table, the visitors of the last minutes
 * and the dashboard home's summary.
 */
import { realtimeMinutes } from '#domain/stats-events.ts';
import { granularityFor, periodFor, previousPeriod } from '#domain/stats-period.ts';
import type {
  StatsLive,
  StatsOverview,
  StatsPeriod,
  StatsSummary,
  StatsTable,
  StatsTableName,
} from '#domain/stats-report.ts';
import { bucketSeries } from '#domain/stats-series.ts';
import type { Database } from '#server/db/connection.ts';
import { liveDays } from '#server/db/repositories/stats-live-days.ts';
import {
  dailyTotals,
  droppedEvents,
  hourlyTotals,
  sumTotals,
  visitorsSince,
} from '#server/db/repositories/stats-report.repository.ts';
import { statsTableRows } from '#server/db/repositories/stats-tables.repository.ts';
import { toTableRows } from './stats-table-rows.ts';

/** Totals of a period and its previous one, the chart's series and the dropped events. */
export async function statsOverview(
  db: Database,
  period: StatsPeriod,
  options: { now: Date; collecting: boolean },
): Promise<StatsOverview> {
  const previous = previousPeriod(period);
  const granularity = granularityFor(period);
  const [live, livePrevious] = await Promise.all([
    liveDays(db, period, options.now),
    liveDays(db, previous, options.now),
  ]);
  const [days, previousDays, hours, dropped] = await Promise.all([
    dailyTotals(db, period, live),
    dailyTotals(db, previous, livePrevious),
    granularity === 'heure'
      ? hourlyTotals(db, period.from, !live.days.includes(period.from))
      : Promise.resolve([]),
    droppedEvents(db, period),
  ]);
  return {
    period,
    previous,
    totals: sumTotals(days),
    previousTotals: sumTotals(previousDays),
    granularity,
    series: bucketSeries(period, granularity, granularity === 'heure' ? hours : days),
    dropped,
    collecting: options.collecting,
  };
}

/** One table over a period: the first `limit` rows by `sort` (descending), and the count of all. */
export async function statsTable<T extends StatsTableName>(
  db: Database,
  query: { table: T; period: StatsPeriod; sort: string; limit: number; now: Date },
): Promise<StatsTable<T>> {
  const live = await liveDays(db, query.period, query.now);
  const { rows, total } = await statsTableRows(db, live, query);
  return { table: query.table, period: query.period, rows: toTableRows(query.table, rows), total };
}

/** « Visiteurs en ce moment »: distinct visitors of the last `realtimeMinutes`. */
export async function statsLive(db: Database, now: Date): Promise<StatsLive> {
  const since = new Date(now.getTime() - realtimeMinutes * 60_000);
  return { visitors: await visitorsSince(db, since) };
}

/** The dashboard home's figures: the last 7 days, today included. */
export async function statsSummary(db: Database, now: Date): Promise<StatsSummary> {
  const period = periodFor('7-jours', now);
  const totals = sumTotals(await dailyTotals(db, period, await liveDays(db, period, now)));
  return {
    period,
    visitors: totals.visitors,
    whatsapp: totals.whatsapp,
    emptySearches: totals.emptySearches,
  };
}
