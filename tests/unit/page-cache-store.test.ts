import { describe, expect, it } from 'vitest';
import { BoundedLru } from '#server/lru/bounded-lru.ts';
import type { RenderedResponse } from '#server/page-cache/cache-entry.ts';
import { PageCache } from '#server/page-cache/page-cache.ts';

describe('BoundedLru', () => {
  it('evicts the least recently used entry past the entry bound', () => {
    const lru = new BoundedLru<string>(2, 1_000);
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    lru.get('a');
    lru.set('c', 'C', 1);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.evictions).toBe(1);
  });

  it('evicts by size and refuses an entry larger than the whole budget', () => {
    const lru = new BoundedLru<string>(100, 10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.set('c', 'C', 4);
    expect([lru.size, lru.bytes]).toEqual([2, 8]);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.set('huge', 'H', 11)).toBe(false);
    expect([lru.size, lru.bytes]).toEqual([2, 8]);
  });

  it('replacing a key counts its size once', () => {
    const lru = new BoundedLru<string>(10, 100);
    lru.set('a', 'A', 30);
    lru.set('a', 'A2', 40);
    expect([lru.size, lru.bytes, lru.get('a')]).toEqual([1, 40, 'A2']);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});

const page = (html: string, status = 200, headers: Record<string, string> = {}) =>
  ({
    status,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    body: Buffer.from(html),
  }) satisfies RenderedResponse;

function makeCache(overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 0;
  const cache = new PageCache({
    maxEntries: 10,
    maxBytes: 1024 * 1024,
    maxNotFoundEntries: 2,
    maxAgeMs: 60_000,
    entry: { sharedMaxAge: 30, staleWhileRevalidate: 60, maxEntryBytes: 64 * 1024 },
    now: () => now,
    ...overrides,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A render the test finishes when it wants, counting calls. */
function deferredRender(response: RenderedResponse) {
  const calls: Array<() => void> = [];
  const render = () =>
    new Promise<RenderedResponse>((resolve) => calls.push(() => resolve(response)));
  const finishAll = () => {
    for (const finish of calls.splice(0)) finish();
  };
  return { render, calls, finishAll };
}

describe('PageCache', () => {
  it('stores a 200 page and serves it until it expires', async () => {
    const { cache, advance } = makeCache();
    const result = await cache.fill('/', async () => page('<p>Accueil</p>'));
    expect('entry' in result).toBe(true);
    expect(cache.lookup('/')?.identity.body.toString()).toBe('<p>Accueil</p>');
    advance(60_000);
    expect(cache.lookup('/')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stored: 1, entries: 0 });
  });

  it('renders once for many concurrent visitors of one page', async () => {
    const { cache } = makeCache();
    const deferred = deferredRender(page('<p>Produits</p>'));
    const visitors = Array.from({ length: 20 }, () => cache.fill('/produits', deferred.render));
    expect(deferred.calls.length).toBe(1);
    deferred.finishAll();
    const results = await Promise.all(visitors);
    expect(results.every((result) => 'entry' in result)).toBe(true);
    expect(cache.stats()).toMatchObject({ misses: 20, stored: 1 });
  });

  it('never stores a render that was under way when the content changed', async () => {
    const { cache } = makeCache();
    const deferred = deferredRender(page('<p>Ancien prix</p>'));
    const filling = cache.fill('/produits', deferred.render);
    cache.invalidate();
    deferred.finishAll();
    expect('entry' in (await filling)).toBe(true);
    expect(cache.lookup('/produits')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ stored: 0, invalidations: 1 });
  });

  it('empties everything on invalidation', async () => {
    const { cache } = makeCache();
    await cache.fill('/', async () => page('<p>a</p>'));
    await cache.fill('/articles/x', async () => page('<p>absent</p>', 404));
    cache.invalidate();
    expect(cache.lookup('/')).toBeUndefined();
    expect(cache.lookup('/articles/x')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, notFoundEntries: 0, bytes: 0 });
  });

  it('forgets one page, and a render of it under way, keeping every other page', async () => {
    const { cache } = makeCache();
    await cache.fill('/', async () => page('<p>Accueil</p>'));
    await cache.fill('/location-materiel', async () => page('<p>3 disponibles</p>'));
    cache.forget('/location-materiel');
    expect(cache.lookup('/location-materiel')).toBeUndefined();
    expect(cache.lookup('/')?.identity.body.toString()).toBe('<p>Accueil</p>');
    const deferred = deferredRender(page('<p>2 disponibles</p>'));
    const filling = cache.fill('/location-materiel', deferred.render);
    cache.forget('/location-materiel');
    deferred.finishAll();
    expect('entry' in (await filling)).toBe(true);
    expect(cache.lookup('/location-materiel')).toBeUndefined();
    await cache.fill('/location-materiel', async () => page('<p>1 disponible</p>'));
    expect(cache.lookup('/location-materiel')?.identity.body.toString()).toBe(
      '<p>1 disponible</p>',
    );
  });

  it('keeps 404 pages in their own small pool so they never push real pages out', async () => {
    const { cache } = makeCache({ maxEntries: 2 });
    await cache.fill('/', async () => page('<p>a</p>'));
    await cache.fill('/produits', async () => page('<p>b</p>'));
    for (let i = 0; i < 10; i++) {
      await cache.fill(`/articles/absent-${i}`, async () => page('<p>404</p>', 404));
    }
    expect(cache.lookup('/')).toBeDefined();
    expect(cache.lookup('/produits')).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 2, notFoundEntries: 2 });
  });

  it('never stores errors, redirects, cookies, private or outage responses', async () => {
    const { cache } = makeCache();
    const cases: Array<[RenderedResponse, string]> = [
      [page('boom', 500), 'status 500'],
      [page('', 307, { location: '/produits' }), 'status 307'],
      [page('<p>x</p>', 200, { 'set-cookie': 'mc_access=abc' }), 'sets a cookie'],
      [page('<p>x</p>', 200, { 'cache-control': 'private, no-store' }), 'marked private'],
      [page('<p>x</p>', 200, { 'retry-after': '5' }), 'rendered during an outage'],
      [page('x'.repeat(70 * 1024)), 'too large'],
    ];
    for (const [response, reason] of cases) {
      const result = await cache.fill('/contact', async () => response);
      expect(result).toMatchObject({ reason });
      expect(cache.lookup('/contact')).toBeUndefined();
    }
    expect(cache.stats()).toMatchObject({ refused: 6, stored: 0 });
  });

  it('gives waiters a fresh render of their own when the first cannot be shared', async () => {
    const { cache } = makeCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('<p>x</p>', 200, { 'set-cookie': `visitor=${renders}` });
    };
    const [first, second] = await Promise.all([
      cache.fill('/contact', render),
      cache.fill('/contact', render),
    ]);
    expect(renders).toBe(2);
    const cookies = [first, second].map((result) =>
      'response' in result ? result.response.headers.get('set-cookie') : null,
    );
    expect(cookies).toEqual(['visitor=1', 'visitor=2']);
  });
});

describe('PageCache memory bound', () => {
  it('never holds more than maxBytes, 404 pages included', async () => {
    const { cache } = makeCache({
      maxEntries: 1_000,
      maxBytes: 64 * 1024,
      maxNotFoundEntries: 100,
    });
    const body = (i: number) => `<p>${i}</p>${'x'.repeat(3_000)}`;
    for (let i = 0; i < 60; i++) {
      await cache.fill(`/articles/a-${i}`, async () => page(body(i)));
      await cache.fill(`/articles/absent-${i}`, async () => page(body(i), 404));
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(stats.entries).toBeGreaterThan(10);
    expect(stats.evictions).toBeGreaterThan(0);
    // The most recent pages are the ones kept.
    expect(cache.lookup('/articles/a-59')).toBeDefined();
    expect(cache.lookup('/articles/a-0')).toBeUndefined();
  });
});
