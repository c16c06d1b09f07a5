import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedResponse } from '#server/page-cache/cache-entry.ts';
import { createPageCacheLayer } from '#server/page-cache/node-layer.ts';
import { PageCache } from '#server/page-cache/page-cache.ts';

/** The layer on a real node:http server; "the site" behind it is a fake that counts renders. */
let server: Server;
let base: string;
let cache: PageCache;
const rendered: string[] = [];
const passedOn: string[] = [];
let nextResponse: (key: string) => RenderedResponse;

const html = (text: string): RenderedResponse => ({
  status: 200,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
  body: Buffer.from(`<!DOCTYPE html><p>${text}</p>${' '.repeat(2_000)}`),
});

let layer: ReturnType<typeof createPageCacheLayer>;

beforeAll(async () => {
  server = createServer((request, response) =>
    layer(request, response, (req, res) => {
      passedOn.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('rendered for you');
    }),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  cache = new PageCache({
    maxEntries: 100,
    maxBytes: 1 << 20,
    maxNotFoundEntries: 10,
    maxAgeMs: 60_000,
    entry: { sharedMaxAge: 30, staleWhileRevalidate: 60, maxEntryBytes: 1 << 20 },
  });
  layer = createPageCacheLayer({
    cache,
    render: async (key) => {
      rendered.push(key);
      return nextResponse(key);
    },
    baseHeaders: ['x-content-type-options', 'nosniff'],
    redirectCacheControl: 'public, max-age=30',
  });
  rendered.length = 0;
  passedOn.length = 0;
  nextResponse = (key) => html(`page ${key}`);
});

describe('page cache layer', () => {
  it('renders a page once, then answers every visitor from memory', async () => {
    const first = await fetch(`${base}/produits`);
    const second = await fetch(`${base}/produits`);
    expect(await first.text()).toContain('page /produits');
    expect(await second.text()).toContain('page /produits');
    expect(rendered).toEqual(['/produits']);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stored: 1 });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match, and HEAD with headers only', async () => {
    const first = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${base}/`, { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toContain('s-maxage=30');
    const head = await fetch(`${base}/`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(2_000);
    expect(rendered).toEqual(['/']);
    expect(cache.stats().notModified).toBe(1);
  });

  it('resends a cached 404 whatever If-None-Match says', async () => {
    nextResponse = () => ({ ...html('introuvable'), status: 404 });
    const first = await fetch(`${base}/articles/absent`);
    expect(first.status).toBe(404);
    const again = await fetch(`${base}/articles/absent`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '*' },
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('introuvable');
    expect(rendered).toEqual(['/articles/absent']);
  });

  it('serves the stored brotli copy to browsers that accept it', async () => {
    const response = await fetch(`${base}/actualites`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('page /actualites');
  });

  it('sends other spellings of a page to its canonical URL without rendering', async () => {
    const response = await fetch(`${base}/produits?page=1&sort=name&utm_source=x`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/produits');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(rendered).toEqual([]);
  });

  it('never serves nor fills the cache for a request carrying a session cookie', async () => {
    await fetch(`${base}/`);
    const signedIn = await fetch(`${base}/`, { headers: { cookie: 'theme=1; mc_access=token' } });
    expect(await signedIn.text()).toBe('rendered for you');
    await fetch(`${base}/produits`, { headers: { cookie: 'mc_refresh=r' } });
    expect(passedOn).toEqual(['GET /', 'GET /produits']);
    expect(rendered).toEqual(['/']);
    expect(cache.stats()).toMatchObject({ bypassed: 2, entries: 1 });
  });

  it('passes writes, private and unknown paths straight on', async () => {
    await fetch(`${base}/produits`, { method: 'POST', body: 'x' });
    await fetch(`${base}/dashboard`);
    await fetch(`${base}/login`);
    await fetch(`${base}/api/crud/products`);
    expect(passedOn).toEqual([
      'POST /produits',
      'GET /dashboard',
      'GET /login',
      'GET /api/crud/products',
    ]);
    expect(rendered).toEqual([]);
  });

  it('sends an unshareable render to its visitor alone, marked no-store', async () => {
    nextResponse = () => ({
      status: 503,
      headers: new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' }),
      body: Buffer.from('<p>Service indisponible</p>'),
    });
    const response = await fetch(`${base}/contact`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBe('a=1');
    await fetch(`${base}/contact`);
    expect(rendered).toEqual(['/contact', '/contact']);
  });

  it('renders again after an invalidation', async () => {
    await fetch(`${base}/`);
    nextResponse = () => html('nouveau prix');
    cache.invalidate();
    expect(await (await fetch(`${base}/`)).text()).toContain('nouveau prix');
    expect(rendered).toEqual(['/', '/']);
  });
});
