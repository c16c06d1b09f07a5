import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectBody } from './client.ts';
import { startTestApi, type TestApi } from './harness.ts';

/**
 * Issue 22 (graceful lifecycle): liveness and readiness are separate endpoints a load balancer can
 * use; a stopping instance says it is not ready while it still answers what is under way.
 */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const Status = (status: string) => v.strictObject({ status: v.literal(status) });

describe('GET /api/health/live and /api/health/ready', () => {
  it('say live and ready, without a token and never cached, while the instance runs', async () => {
    const live = await call(api, 'GET', '/health/live');
    expectBody(live, 200, Status('live'));
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await call(api, 'GET', '/health/ready');
    expectBody(ready, 200, Status('ready'));
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('once the instance is stopping: not ready (503), still live, and still answering', async () => {
    api.runtime.beginDrain();
    expectBody(await call(api, 'GET', '/health/ready'), 503, Status('draining'));
    expectBody(await call(api, 'GET', '/health/live'), 200, Status('live'));
    expect((await call(api, 'GET', '/crud/categories')).status).toBe(200);
  });
});
