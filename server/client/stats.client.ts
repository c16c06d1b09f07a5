import {
  StatsLiveSchema,
  StatsOverviewSchema,
  StatsSummarySchema,
  statsTableSchema,
} from '#domain/stats-report.schema.ts';
import type { StatsPeriod, StatsTable, StatsTableName } from '#domain/stats-report.ts';
import type { RestClient } from './rest-client.ts';

/** Administrators and éditeurs (issue 38): a period's totals, the previous period's and the chart. */
export const getStatsOverview = (client: RestClient, period: StatsPeriod) =>
  client.request(StatsOverviewSchema, 'GET', '/stats/overview', {
    query: { du: period.from, au: period.to },
    auth: true,
  });

export interface StatsTableQuery<T extends StatsTableName> {
  table: T;
  period: StatsPeriod;
  /** Rows answered (the API's default: statsTableDefaultRows; at most statsTableMaxRows). */
  limit?: number | undefined;
  /** One of the table's `statsTableSorts`, descending (the first by default). */
  sort?: string | undefined;
}

/** One table of the statistics over a period: its first `limit` rows and the count of all. */
export async function getStatsTable<T extends StatsTableName>(
  client: RestClient,
  query: StatsTableQuery<T>,
): Promise<StatsTable<T>> {
  return client.request(
    statsTableSchema(query.table),
    'GET',
    `/stats/tables/${encodeURIComponent(query.table)}`,
    {
      query: { du: query.period.from, au: query.period.to, limit: query.limit, tri: query.sort },
      auth: true,
    },
  );
}

/** « Visiteurs en ce moment ». */
export const getStatsLive = (client: RestClient) =>
  client.request(StatsLiveSchema, 'GET', '/stats/live', { auth: true });

/** The dashboard home's three figures of the last 7 days. */
export const getStatsSummary = (client: RestClient) =>
  client.request(StatsSummarySchema, 'GET', '/stats/summary', { auth: true });
