import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StatsPeriod, StatsTableName } from '#domain/stats-report.ts';
import { getStatsLive, getStatsTable } from '#server/functions/stats.functions.ts';

/** « Visiteurs en ce moment » is asked again this often while the screen is open. */
export const statsLiveRefreshMs = 30_000;

/** The visitors of the last minutes (issue 38), refreshed while the screen is open. */
export const statsLiveQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'live'],
    queryFn: () => getStatsLive(),
    refetchInterval: statsLiveRefreshMs,
    // A background tab does not poll: the figure is read again when the tab is shown.
    refetchIntervalInBackground: false,
    staleTime: statsLiveRefreshMs,
  });

/** One statistics table over a period: its first `limit` rows, sorted by `sort`. */
export const statsTableQueryOptions = (
  table: StatsTableName,
  period: StatsPeriod,
  limit: number,
  sort: string,
) =>
  queryOptions({
    queryKey: ['stats', 'table', table, period.from, period.to, limit, sort],
    queryFn: () => getStatsTable({ data: { table, ...period, limit, sort } }),
    // While more rows or another order load, the rows already shown stay.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
