import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../plumbing/context.ts';
import { outageRetryAfterSeconds } from '../plumbing/errors.ts';

/**
 * GET /api/health, for operators and load balancers: whether the database answers, and the page
 * cache's counters when this process serves the site (scripts/start.ts). No secrets, no content.
 */
export const healthRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  let database: 'ok' | 'unavailable' = 'ok';
  try {
    await c.var.deps.db.execute(sql`select 1`);
  } catch {
    database = 'unavailable';
  }
  const body = {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    uptimeSeconds: Math.round(process.uptime()),
    pageCache: globalThis.__pageCacheStats?.() ?? null,
  };
  if (database === 'ok') return c.json(body, 200, { 'Cache-Control': 'no-store' });
  return c.json(body, 503, {
    'Cache-Control': 'no-store',
    'Retry-After': String(outageRetryAfterSeconds),
  });
});
