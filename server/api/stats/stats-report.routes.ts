/**
 * GET /stats/overview, /stats/tables/{table}, /stats/live and /stats/summary (issue 38): the
 * statistics of the back-office, for administrators and éditeurs (domain/staff-rights.ts
 * `canReadStats`). Periods are inclusive Tunis days (`du`, `au`). POST /stats/events, the
 * beacon's public endpoint, is mounted at the same prefix by its own module.
 */
import { Hono } from 'hono';
import { staffRoles } from '#domain/staff.ts';
import { canReadStats } from '#domain/staff-rights.ts';
import { type ApiEnv, requireRole } from '../plumbing/context.ts';
import { readQuery } from '../plumbing/validation.ts';
import { statsLive, statsOverview, statsSummary, statsTable } from './stats-report.ts';
import {
  StatsPeriodQuery,
  StatsTableQuery,
  toPeriod,
  toSort,
  toTableName,
} from './stats-report-input.ts';

const readers = staffRoles.filter(canReadStats);

export const statsReportRoutes = new Hono<ApiEnv>()
  .use('/overview', requireRole(...readers))
  .use('/tables/*', requireRole(...readers))
  .use('/live', requireRole(...readers))
  .use('/summary', requireRole(...readers))
  .get('/overview', async (c) => {
    const period = toPeriod(readQuery(c, StatsPeriodQuery));
    // STATS=off: the overview says nothing is collected.
    const collecting = c.var.deps.stats.enabled;
    return c.json(await statsOverview(c.var.deps.db, period, { now: new Date(), collecting }));
  })
  .get('/tables/:table', async (c) => {
    const table = toTableName(c.req.param('table'));
    const query = readQuery(c, StatsTableQuery);
    const answer = await statsTable(c.var.deps.db, {
      table,
      period: toPeriod(query),
      sort: toSort(table, query.tri),
      limit: query.limit,
      now: new Date(),
    });
    return c.json(answer);
  })
  .get('/live', async (c) => c.json(await statsLive(c.var.deps.db, new Date())))
  .get('/summary', async (c) => c.json(await statsSummary(c.var.deps.db, new Date())));
