import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiContext, ApiEnv } from '../plumbing/context.ts';
import { outageRetryAfterSeconds } from '../plumbing/errors.ts';

const noStore = { 'Cache-Control': 'no-store' };

async function databaseState(c: ApiContext): Promise<'ok' | 'unavailable'> {
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

/**
 * For operators and load balancers (README "Running several instances"):
 * - GET /api/health: whether the database answers, and the page cache's counters when this
 *   process serves the site (scripts/start.ts). No secrets, no content.
 * - GET /api/health/live: the process answers (liveness; never looks at the database).
 * - GET /api/health/ready: it should be sent traffic: not stopping, database answering.
 */
export const healthRoutes = new Hono<ApiEnv>()
  .get('/live', (c) => c.json({ status: 'live' }, 200, noStore))
  .get('/ready', async (c) => {
    if (c.var.deps.isDraining?.()) return c.json({ status: 'draining' }, 503, noStore);
    if ((await databaseState(c)) === 'ok') return c.json({ status: 'ready' }, 200, noStore);
    return c.json({ status: 'unavailable' }, 503, {
      ...noStore,
      'Retry-After': String(outageRetryAfterSeconds),
    });
  })
  .get('/', async (c) => {
    const database = await databaseState(c);
    const body = {
      status: database === 'ok' ? 'ok' : 'degraded',
      database,
      uptimeSeconds: Math.round(process.uptime()),
      pageCache: globalThis.__pageCacheStats?.() ?? null,
    };
    if (database === 'ok') return c.json(body, 200, noStore);
    return c.json(body, 503, { ...noStore, 'Retry-After': String(outageRetryAfterSeconds) });
  });
