import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createRestClient } from '#server/client/rest-client.ts';
import type { Transport } from '#server/client/transport.ts';
import { getCachedHomeCategories } from '#server/functions/home-categories.server.ts';

const category = (id: number, nom: string, parent_id: number | null = null) => ({
  id,
  nom,
  slug: nom.toLowerCase(),
  position: id,
  est_active: true,
  parent_id,
});
const product = (id: number, image: string) => ({ id, titre: `P${id}`, image, galerie_json: [] });

/** A fake API: 6 top-level categories with different product counts, one failing, one slow. */
function fakeApi(counts: Record<number, number | 'fail' | 'slow'>) {
  const calls: string[] = [];
  const fetcher = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/crud/categories')) {
      const rows = [
        category(1, 'A'),
        category(2, 'B'),
        category(3, 'C'),
        category(4, 'D'),
        category(5, 'E'),
        category(6, 'F'),
        category(7, 'Sous', 1),
      ];
      return Response.json({ rows, total: rows.length });
    }
    if (request.method === 'PATCH') return Response.json(product(1, 'x.webp'));
    const id = Number(url.searchParams.get('categoryId'));
    const count = counts[id] ?? 0;
    if (count === 'fail') return new Response('boom', { status: 500 });
    if (count === 'slow') return new Promise<Response>(() => undefined);
    return Response.json({
      rows: count > 0 ? [product(id * 10, `cover-${id}.webp`)] : [],
      total: count,
    });
  });
  const transport: Transport = { baseUrl: 'http://api.test/api', fetcher, inProcess: false };
  const client = createRestClient(transport, {
    get: () => ({ accessToken: 't', refreshToken: 'r' }),
    set: () => undefined,
    clear: () => undefined,
  });
  return { client, calls };
}

describe('home categories (SPEC §2/§4/§9)', () => {
  it('keeps the top 4 top-level categories by count, drops empty, failed and slow ones, and caches', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { client, calls } = fakeApi({ 1: 3, 2: 12, 3: 0, 4: 'fail', 5: 7, 6: 'slow' });
    const pending = getCachedHomeCategories(client, 1_000);
    await vi.advanceTimersByTimeAsync(5_001);
    const categories = await pending;
    expect(categories).toEqual([
      { id: 2, nom: 'B', slug: 'b', total: 12, cover: 'cover-2.webp' },
      { id: 5, nom: 'E', slug: 'e', total: 7, cover: 'cover-5.webp' },
      { id: 1, nom: 'A', slug: 'a', total: 3, cover: 'cover-1.webp' },
    ]);
    expect(calls.filter((call) => call.includes('categoryId=7'))).toEqual([]);
    expect(calls).toContain('GET /api/crud/categories?limit=500');

    const before = calls.length;
    expect(await getCachedHomeCategories(client, 1_000 + 359 * 60_000)).toEqual(categories);
    expect(calls.length).toBe(before);

    // An admin change to products ends the cache at once.
    await client.request(v.unknown(), 'PATCH', '/crud/products/1', {
      json: { est_actif: false },
      auth: true,
    });
    const refreshed = getCachedHomeCategories(client, 1_000 + 360 * 60_000 - 1);
    await vi.advanceTimersByTimeAsync(5_001);
    await refreshed;
    expect(calls.length).toBeGreaterThan(before + 1);
    vi.useRealTimers();
  });
});
