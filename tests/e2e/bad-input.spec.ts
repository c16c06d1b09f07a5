import { expect, test } from '@playwright/test';
import { toJSONAsync } from 'seroval';

/**
 * Issue 18 points 13 and 15 against the production server: bad input gets a clear 4xx (the
 * French not-found page, or a JSON error), never a 500; OPTIONS on the API says what it allows.
 */
const serverFnHeaders = { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin' };

test.describe('bad input gets a clear 4xx', () => {
  for (const slug of ['a'.repeat(201), '%00', 'a%01b']) {
    test(`GET /articles/${slug.slice(0, 12)}… is the French not-found page with 404`, async ({
      request,
    }) => {
      const response = await request.get(`/articles/${slug}`);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Article non trouvé');
    });
  }

  test('a server function payload that is not JSON is a 400', async ({ request }) => {
    const response = await request.get('/_serverFn/news--getNewsPage?payload=%7B%7B%7B', {
      headers: serverFnHeaders,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_payload' } });
  });

  test('a call to no server function is a 404, with or without the client header', async ({
    request,
  }) => {
    for (const headers of [serverFnHeaders, { 'sec-fetch-site': 'same-origin' }]) {
      const response = await request.post('/_serverFn/deadbeef', { headers, data: {} });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    const get = await request.get('/_serverFn/deadbeef', { headers: serverFnHeaders });
    expect(get.status()).toBe(404);
  });

  test('a real server function still answers', async ({ request }) => {
    // Serialised as Start's client does (seroval).
    const payload = encodeURIComponent(JSON.stringify(await toJSONAsync({ data: { page: 1 } })));
    const response = await request.get(`/_serverFn/news--getNewsPage?payload=${payload}`, {
      headers: serverFnHeaders,
    });
    expect(response.status()).toBe(200);
  });
});

test.describe('OPTIONS /api/* (issue 18 point 15)', () => {
  test('answers 204 with the methods of the path, no page and no CORS', async ({ request }) => {
    const cases: [string, string][] = [
      ['/api/crud/articles', 'GET, HEAD, POST, OPTIONS'],
      ['/api/crud/categories/3', 'PATCH, DELETE, OPTIONS'],
      ['/api/crud/products/3', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS'],
      ['/api/auth/login', 'POST, OPTIONS'],
    ];
    for (const [path, allow] of cases) {
      const response = await request.fetch(path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.status()).toBe(204);
      expect(response.headers().allow).toBe(allow);
      expect(await response.text()).toBe('');
      const names = Object.keys(response.headers());
      expect(names.filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});
