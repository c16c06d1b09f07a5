import { Hono } from 'hono';
import type { BeaconBody } from '#server/http/beacon-call.ts';
import { type ApiEnv, clientAddress } from '../plumbing/context.ts';

/**
 * `POST /api/stats/events` (issue 38) through the API: the REST API on its own (`npm run api`),
 * tests, and any process without the production front's fast path (server/front/beacon-front.ts).
 * The body is bounded at 4 Ko by the API's body limit before it is read (app.ts); the rules are
 * the collector's (collect-beacon.ts).
 */
export const statsEventRoutes = new Hono<ApiEnv>().post('/events', async (c) => {
  const header = (name: string) => c.req.header(name);
  const answer = await c.var.deps.stats.collect({
    address: clientAddress(c),
    userAgent: header('user-agent'),
    dnt: header('dnt'),
    gpc: header('sec-gpc'),
    cookie: header('cookie'),
    host: header('host'),
    contentType: header('content-type'),
    readBody: async (): Promise<BeaconBody> => ({ kind: 'read', text: await c.req.text() }),
  });
  if (answer.json === undefined) return c.body(null, 204);
  const headers = { ...answer.headers, 'Content-Type': 'application/json' };
  return new Response(answer.json, { status: answer.status, headers });
});
