import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './client.ts';
import { startTestApi, type TestApi } from './harness.ts';

/** Issue 18 point 15: OPTIONS answers 204 with the path's Allow, never a page or a CORS grant. */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('OPTIONS /api/*', () => {
  it.each([
    ['/crud/articles', 'GET, HEAD, POST, OPTIONS'],
    ['/crud/articles/12', 'GET, HEAD, PATCH, DELETE, OPTIONS'],
    ['/crud/products/12', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS'],
    ['/crud/articles/12/revisions', 'GET, HEAD, OPTIONS'],
    ['/crud/products/12/revisions/3/restore', 'POST, OPTIONS'],
    ['/crud/contact-requests', 'GET, HEAD, POST, OPTIONS'],
    ['/auth/login', 'POST, OPTIONS'],
    ['/health', 'GET, HEAD, OPTIONS'],
    ['/journal', 'GET, HEAD, OPTIONS'],
    ['/journal/export.csv', 'GET, HEAD, OPTIONS'],
    ['/images/articles/photo.webp', 'GET, HEAD, OPTIONS'],
  ])('%s: 204 with Allow: %s', async (path, allow) => {
    const response = await call(api, 'OPTIONS', path, {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers.get('allow')).toBe(allow);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // No CORS: a page on another site learns nothing it may use.
    const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
    expect(cors).toEqual([]);
  });

  it('is the 404 of any other method for a path the API does not serve', async () => {
    expectError(await call(api, 'OPTIONS', '/nowhere'), 404, 'not_found');
  });
});
