import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { apiToken } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 35 §3: one JSON line per request in the server's log (E2E_SERVER_LOG keeps the main
 * server's stdout, playwright.config.ts), found by the X-Request-Id the response carries.
 */
const RequestLine = v.object({
  level: v.literal('info'),
  event: v.literal('request'),
  requestId: v.string(),
  method: v.string(),
  route: v.string(),
  status: v.number(),
  durationMs: v.number(),
  bytes: v.nullable(v.number()),
  address: v.string(),
  staffUser: v.nullable(v.string()),
  cache: v.nullable(v.string()),
});

/** The log line of the request with this id, once the server has written it. */
async function lineOf(requestId: string | undefined) {
  if (!requestId) throw new Error('no X-Request-Id in the response');
  let found: v.InferOutput<typeof RequestLine> | undefined;
  await expect
    .poll(() => {
      const log = readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8');
      const line = log.split('\n').find((one) => one.includes(`"requestId":"${requestId}"`));
      found = line ? v.parse(RequestLine, JSON.parse(line)) : undefined;
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

test('a cached page: its route, status, size, the visitor’s address and a cache hit', async ({
  request,
}) => {
  await request.get('/contact');
  const answer = await request.get('/contact?utm_source=lettre');
  const line = await lineOf(answer.headers()['x-request-id']);
  expect(line).toMatchObject({
    method: 'GET',
    route: '/contact',
    status: 200,
    address: '127.0.0.1',
    staffUser: null,
  });
  expect(line.bytes).toBeGreaterThan(1000);
  expect(['hit', 'miss']).toContain(line.cache);
});

test('a staff request names the staff member; an id sent by a client is not taken', async ({
  request,
}) => {
  const token = await apiToken(request);
  const answer = await request.get('/api/crud/products?limit=1', {
    headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'choisi-par-le-client' },
  });
  expect(answer.status()).toBe(200);
  const requestId = answer.headers()['x-request-id'];
  expect(requestId).not.toBe('choisi-par-le-client');
  const line = await lineOf(requestId);
  expect(line).toMatchObject({ route: '/api/crud/products', status: 200, cache: null });
  expect(line.staffUser).toMatch(/^\d+$/);
});

test('the API served on its own (npm run api) logs its requests and gives them ids too', async ({
  request,
}) => {
  const answer = await request.get(
    `http://127.0.0.1:${process.env.E2E_API_PORT}/api/crud/categories?limit=1`,
    { headers: { 'X-Request-Id': 'choisi-par-le-client' } },
  );
  expect(answer.status()).toBe(200);
  const requestId = answer.headers()['x-request-id'];
  expect(requestId).not.toBe('choisi-par-le-client');
  const line = await lineOf(requestId);
  expect(line).toMatchObject({ route: '/api/crud/categories', status: 200, address: '127.0.0.1' });
});
