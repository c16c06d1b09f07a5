import { expect, type Page, test } from '@playwright/test';
import * as v from 'valibot';

const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };
const ArticleList = v.object({
  rows: v.array(v.object({ slug: v.string() })),
  total: v.number(),
});
const Login = v.object({ token: v.string() });

/** Well-formed XML as the browser's own parser sees it (no <parsererror> document). */
async function isWellFormed(page: Page, xml: string): Promise<boolean> {
  await page.setContent('<html></html>');
  return page.evaluate(
    (text) =>
      !new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror'),
    xml,
  );
}

const articleSlugs = (xml: string, pattern: RegExp) =>
  [...xml.matchAll(pattern)].map((match) => decodeURIComponent(match[1] ?? ''));

test.describe('feeds generated from the database', () => {
  let draftSlug = '';

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: demoAdmin });
    expect(login.status()).toBe(200);
    const { token } = v.parse(Login, await login.json());
    const drafts = await request.get('/api/crud/articles?statut=brouillon&limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(drafts.status()).toBe(200);
    draftSlug = v.parse(ArticleList, await drafts.json()).rows[0]?.slug ?? '';
    expect(draftSlug, 'the demo data has a draft article').not.toBe('');
  });

  test('sitemap.xml lists published articles only', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    const xml = await response.text();
    expect(await isWellFormed(page, xml)).toBe(true);
    expect(xml).toMatch(/<loc>[^<]+\/actualites<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/produits\?categoryId=\d+<\/loc>/);

    const published = await request.get('/api/crud/articles?limit=100');
    const { rows } = v.parse(ArticleList, await published.json());
    const listed = articleSlugs(xml, /<loc>[^<]*\/articles\/([^<]+)<\/loc>/g);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(rows.map((row) => row.slug)));
    expect(listed).not.toContain(draftSlug);
  });

  test('rss.xml carries at most 20 published articles', async ({ page, request }) => {
    const response = await request.get('/actualites/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(await isWellFormed(page, xml)).toBe(true);
    expect(xml).toContain('<title>Actualités médicales | MédiConfort Tunisie</title>');
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const linked = articleSlugs(xml, /<link>[^<]*\/articles\/([^<]+)<\/link>/g);
    expect(linked).not.toContain(draftSlug);
  });

  test('the news page still renders next to its feed', async ({ request }) => {
    const response = await request.get('/actualites');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Actualités médicales');
  });

  test('robots.txt closes a local deployment and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    // The e2e server runs NODE_ENV=production but on 127.0.0.1: not a real host.
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
