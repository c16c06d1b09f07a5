import type { StatsPeriod, StatsTable, StatsTableName } from '#domain/stats-report.ts';
import { statsTableMaxRows } from '#domain/stats-report.ts';
import type { RestClient } from '../client/rest-client.ts';
import { getStatsTable } from '../client/stats.client.ts';
import { sessionClient } from './session.server.ts';

/**
 * The rows of a statistics table for its CSV export (issue 38): every row of the period up to
 * `statsTableMaxRows`, in the order asked for (the table's default sort otherwise); `total` says
 * whether some were left out. The caller writes them with domain/csv.ts. The session is the
 * visitor's: the API answers 401 signed out, 403 to a role that may not read statistics.
 */
export function statsTableForExport<T extends StatsTableName>(
  query: { table: T; period: StatsPeriod; sort?: string | undefined },
  client: RestClient = sessionClient(),
): Promise<StatsTable<T>> {
  return getStatsTable(client, { ...query, limit: statsTableMaxRows });
}
