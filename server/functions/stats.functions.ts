/**
 * The statistics screen's reads (issue 38, /dashboard/statistiques): administrators and éditeurs;
 * the API answers 403 to anyone else, 400 to a period `checkPeriod` refuses.
 */
import { createServerFn } from '@tanstack/react-start';
import { StatsOverviewInputSchema, StatsTableInputSchema } from '#domain/stats-report.schema.ts';
import {
  getStatsLive as readLive,
  getStatsOverview as readOverview,
  getStatsSummary as readSummary,
  getStatsTable as readTable,
} from '../client/stats.client.ts';
import { withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** A period's totals, the previous period's, the chart's series and the dropped events. */
export const getStatsOverview = createServerFn({ method: 'GET' })
  .validator(StatsOverviewInputSchema)
  .handler(({ data }) => withRouteErrors(() => readOverview(sessionClient(), data)));

/** One table over a period: its first `limit` rows by `sort` (descending) and the count of all. */
export const getStatsTable = createServerFn({ method: 'GET' })
  .validator(StatsTableInputSchema)
  .handler(({ data }) =>
    withRouteErrors(() =>
      readTable(sessionClient(), {
        table: data.table,
        period: { from: data.from, to: data.to },
        limit: data.limit,
        sort: data.sort,
      }),
    ),
  );

/** « Visiteurs en ce moment »: distinct visitors of the last five minutes. */
export const getStatsLive = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => readLive(sessionClient())),
);

/** The dashboard home's figures of the last 7 days (visitors, WhatsApp, searches without result). */
export const getStatsSummary = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => readSummary(sessionClient())),
);
