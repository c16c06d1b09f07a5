import { expect, test } from '@playwright/test';
import * as v from 'valibot';

const List = v.object({
  rows: v.array(v.object({ id: v.number(), image: v.optional(v.nullable(v.string())) })),
  total: v.number(),
});

test.describe('the REST API served by the site process under /api', () => {
  test('answers the public reads on the seeded demo data', async ({ request }) => {
    const categories = await request.get('/api/crud/categories?limit=500');
    expect(categories.status()).toBe(200);
    expect(v.parse(List, await categories.json()).total).toBeGreaterThanOrEqual(5);

    const search = await request.get('/api/crud/products?search=fauteuil&page=1&limit=6');
    expect(search.status()).toBe(200);
    const products = v.parse(List, await search.json());
    expect(products.total).toBeGreaterThan(0);

    const image = products.rows.find((row) => row.image)?.image;
    expect(image).toBeTruthy();
    const served = await request.get(`/api/images/${image}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
  });

  test('refuses writes without a token and answers unknown paths with JSON 404', async ({
    request,
  }) => {
    const write = await request.post('/api/crud/categories', { data: { nom: 'Intrus' } });
    expect(write.status()).toBe(401);
    const missing = await request.get('/api/nulle-part');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
