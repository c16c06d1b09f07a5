import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure } from '#server/db/pg-error.ts';
import { tcpProxy } from '../shared/tcp-proxy.ts';
import { type ApiResponse, call, expectError } from './client.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { freshPostgresFromTemplate } from './template.ts';

/**
 * Issue 18 point 16: while PostgreSQL cannot be reached the API answers 503 with Retry-After (a
 * temporary state), never 500 `internal_error`, and serves again as soon as it is back. The
 * outage is real: a TCP proxy between the API and PostgreSQL is closed, then reopened.
 */

describe('the database connection failures the API recognises', () => {
  it('refused, reset, timed out, shut down: yes; a refused query or a bug: no', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(new AggregateError([refused], ''))).toBe(true);
    expect(isConnectionFailure(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(new TypeError('undefined is not a function'))).toBe(false);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!postgresUrl)('while PostgreSQL is unreachable', () => {
  let api: TestApi;
  let database: Awaited<ReturnType<typeof freshPostgresFromTemplate>>;
  let proxy: ReturnType<typeof tcpProxy>;

  beforeAll(async () => {
    proxy = tcpProxy(new URL(postgresUrl ?? ''));
    database = await freshPostgresFromTemplate(postgresUrl ?? '', 'api_outage');
    await proxy.open();
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    api = await startTestApi({ DATABASE_URL: proxied.toString() });
  });
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
    await database?.drop();
  });

  const expectOutage = (response: ApiResponse) => {
    const error = expectError(response, 503, 'service_unavailable');
    expect(error.message).toBe('Service momentanément indisponible. Réessayez dans un instant.');
    expect(response.headers.get('retry-after')).toBe('5');
  };

  it('answers 503 with Retry-After, health included, then 200 again once it is back', async () => {
    expect((await call(api, 'GET', '/crud/articles')).status).toBe(200);
    expect((await call(api, 'GET', '/health')).status).toBe(200);

    await proxy.close();
    // Pooled connections are cut and new ones refused: reads, writes and health all say so.
    expectOutage(await call(api, 'GET', '/crud/articles'));
    expectOutage(await call(api, 'GET', '/crud/categories'));
    const health = await call(api, 'GET', '/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');

    await proxy.open();
    // The pool replaces its dead connections: more requests at once than it has connections.
    const after = await Promise.all(
      Array.from({ length: 15 }, () => call(api, 'GET', '/crud/articles')),
    );
    expect(after.map((response) => response.status)).toEqual(after.map(() => 200));
    expect((await call(api, 'GET', '/health')).status).toBe(200);
  });
});
