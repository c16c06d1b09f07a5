import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { createArticle, createProduct, startSession, unique } from './admin-helpers.ts';
import { watchViolations } from './csp.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { freshDatabase, instanceAdmin, startInstance } from './instances.ts';

/**
 * Issue 11: anonymous public pages come from the page cache once rendered, an admin's change is
 * on the very next anonymous request, a signed-in admin is never served (nor fills) the cache,
 * and cached pages still run under a strict CSP. docs/decisions/009-page-cache.md.
 */

const Health = v.object({
  pageCache: v.object({
    entries: v.number(),
    bytes: v.number(),
    hits: v.number(),
    misses: v.number(),
    bypassed: v.number(),
    invalidations: v.number(),
  }),
});

const Token = v.object({ token: v.string() });
const Created = v.object({ id: v.number() });

async function cacheStats(request: APIRequestContext) {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  return v.parse(Health, await response.json()).pageCache;
}

/** An anonymous GET (the request fixture holds no session cookie). */
async function anonymous(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  return { response, html: await response.text() };
}

test('an anonymous page is rendered once, then served from the cache', async ({ request }) => {
  const before = await cacheStats(request);
  const first = await anonymous(request, '/magasins');
  const second = await anonymous(request, '/magasins');
  expect(first.response.status()).toBe(200);
  // Byte-identical answers: a fresh render would carry a fresh nonce.
  expect(second.html).toBe(first.html);
  expect(second.response.headers().etag).toBe(first.response.headers().etag);
  expect(second.response.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  );
  const after = await cacheStats(request);
  expect(after.hits).toBeGreaterThan(before.hits);
  expect(after.entries).toBeGreaterThan(0);
  expect(after.bytes).toBeGreaterThan(first.html.length);

  const revalidated = await request.get('/magasins', {
    headers: { 'if-none-match': first.response.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);
});

test('equivalent URLs lead to one canonical page', async ({ request }) => {
  const response = await request.get('/produits?page=1&sort=name&utm_source=lettre', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/produits');
  // The canonical form is what the router itself accepts: no redirect loop.
  const canonical = await request.get('/produits?categoryId=3%2C5&sort=price-asc&page=2', {
    maxRedirects: 0,
  });
  expect(canonical.status()).toBe(200);
});

test('an admin’s price and title changes are on the very next anonymous request', async ({
  page,
  request,
}) => {
  const titre = `Lit cache ${unique()}`;
  const product = await createProduct(request, { titre, prix: '10' });
  const article = await createArticle(request, {
    titre: `Article cache ${unique()}`,
    statut: 'publie',
  });
  const listPath = `/produits?q=${encodeURIComponent(titre).replace(/%20/g, '+')}`;
  for (let i = 0; i < 2; i++) {
    expect((await anonymous(request, listPath)).html).toContain('10,00 TND');
    expect((await anonymous(request, `/articles/${article.slug}`)).html).toContain('Article cache');
  }

  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);
  await page.getByLabel('Prix', { exact: true }).fill('24.5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit mis à jour avec succès').first()).toBeVisible();
  expect((await anonymous(request, listPath)).html).toContain('24,50 TND');

  const newTitle = `Titre revu ${unique()}`;
  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  await page.getByLabel('Titre *', { exact: true }).fill(newTitle);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL('/dashboard/articles');
  expect((await anonymous(request, `/articles/${article.slug}`)).html).toContain(newTitle);
});

test('a signed-in admin is never served a cached page, nor fills the cache with drafts', async ({
  page,
  request,
}) => {
  const draft = await createArticle(request, {
    titre: `Brouillon cache ${unique()}`,
    statut: 'brouillon',
  });
  await anonymous(request, '/actualites');
  const before = await cacheStats(request);

  await startSession(page);
  const home = await page.goto('/');
  expect(home?.headers()['cache-control']).toBe('private, no-store');
  expect(home?.headers()['content-security-policy']).toContain("'nonce-");
  const article = await page.goto(`/articles/${draft.slug}`);
  expect(article?.headers()['cache-control']).toBe('private, no-store');
  const after = await cacheStats(request);
  expect(after.bypassed).toBeGreaterThanOrEqual(before.bypassed + 2);

  // Anonymous visitors still get the public pages: no draft, no admin content.
  const news = await anonymous(request, '/actualites');
  expect(news.html).not.toContain('Brouillon cache');
  expect((await anonymous(request, `/articles/${draft.slug}`)).response.status()).toBe(404);
  const dashboard = await request.get('/dashboard/articles', { maxRedirects: 0 });
  expect(dashboard.status()).not.toBe(200);
});

test('cached pages run under the CSP: their inline scripts are allowed by hash, nothing else', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/produits', '/actualites', '/contact']) {
    await anonymous(request, path);
    const cached = await anonymous(request, path);
    const policy = cached.response.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(cached.html).not.toMatch(/\snonce=/);
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);

    // The browser gets the brotli copy of a cached entry (parallel tests may have changed the
    // content in between, so not necessarily this one): nonce-free, scripts allowed by hash.
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers.etag).toMatch(/-br"$/);
    expect(headers['content-security-policy']).not.toContain("'nonce-");
    expect(headers['content-security-policy']).toContain("'sha256-");
    await waitForHydration(page);
  }
  // Hydrated and working: the search box drives the catalogue on the client.
  await page.goto('/produits');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('fauteuil');
  await expect(page).toHaveURL(/q=fauteuil/);
  expect(await violations()).toEqual([]);
});

test.describe('two instances on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl || adminUrl === 'skip', 'needs PostgreSQL (TEST_DATABASE_URL)');

  // The pages are kept an hour when nothing reports a change (serverLimits.pageCache.maxAgeMinutes): a
  // page that changes within seconds was dropped by the other instance's notice. "Within a second"
  // is the cluster suite's promise (tests/cluster, test 1), checked there on a machine this suite
  // does not share: here, with two browsers and five servers on two cores, rendering the page
  // again after the drop took longer than that once (the page itself, not the notice).
  test('each drops its cached pages on the other’s write', async ({ playwright }) => {
    test.setTimeout(180_000);
    const database = await freshDatabase(adminUrl ?? '');
    // One after the other: the first one migrates the empty database.
    const a = await startInstance(database.url);
    const b = await startInstance(database.url);
    const api = await playwright.request.newContext();
    try {
      const login = await api.post(`${a.url}/api/auth/login`, { data: instanceAdmin });
      const headers = { Authorization: `Bearer ${v.parse(Token, await login.json()).token}` };
      const category = v.parse(
        Created,
        await (
          await api.post(`${a.url}/api/crud/categories`, { headers, data: { nom: 'Lits' } })
        ).json(),
      );
      const titre = `Lit partagé ${unique()}`;
      const product = v.parse(
        Created,
        await (
          await api.post(`${a.url}/api/crud/products/upload`, {
            headers,
            multipart: { titre, categorie_id: String(category.id), prix: '10', devise: 'TND' },
          })
        ).json(),
      );
      const list = `${b.url}/produits?q=${encodeURIComponent(titre).replace(/%20/g, '+')}`;
      for (let i = 0; i < 2; i++) expect(await (await api.get(list)).text()).toContain('10,00 TND');

      const patched = await api.patch(`${a.url}/api/crud/products/${product.id}`, {
        headers,
        data: { prix: 24.5 },
      });
      expect(patched.status()).toBe(200);
      await expect
        .poll(async () => (await api.get(list)).text(), { intervals: [50], timeout: 10_000 })
        .toContain('24,50 TND');

      // And the other way round: a write on B empties A's cached news list.
      const news = `${a.url}/actualites`;
      await api.get(news);
      const bLogin = await api.post(`${b.url}/api/auth/login`, { data: instanceAdmin });
      const bHeaders = { Authorization: `Bearer ${v.parse(Token, await bLogin.json()).token}` };
      const title = `Nouvelle partagée ${unique()}`;
      const created = await api.post(`${b.url}/api/crud/articles`, {
        headers: bHeaders,
        data: { titre: title, contenu_html: '<p>x</p>', statut: 'publie' },
      });
      expect(created.status()).toBe(201);
      await expect
        .poll(async () => (await api.get(news)).text(), { intervals: [50], timeout: 10_000 })
        .toContain(title);
    } finally {
      await api.dispose();
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    }
  });
});
