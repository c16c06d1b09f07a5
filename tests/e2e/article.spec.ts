import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { expect, test, waitForHydration } from './fixtures.ts';

const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };
const siteName = 'MédiConfort Tunisie';

const ArticleRows = v.object({
  rows: v.array(
    v.object({
      slug: v.string(),
      titre: v.string(),
      seo_titre: v.nullish(v.string()),
      seo_description: v.nullish(v.string()),
      extrait: v.nullish(v.string()),
    }),
  ),
});
const Token = v.object({ token: v.string() });
const Created = v.object({ slug: v.string() });
const JsonLd = v.object({ '@type': v.string() });

async function latestPublished(request: APIRequestContext) {
  const response = await request.get('/api/crud/articles?limit=1&sortBy=publie_le&sortOrder=desc');
  expect(response.status()).toBe(200);
  const [row] = v.parse(ArticleRows, await response.json()).rows;
  if (!row) throw new Error('no published article in the demo data');
  return row;
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: demoAdmin });
  expect(response.status()).toBe(200);
  const { token } = v.parse(Token, await response.json());
  return { Authorization: `Bearer ${token}` };
}

test('a published article shows its content, head metadata and structured data', async ({
  page,
  request,
}) => {
  const row = await latestPublished(request);
  const response = await page.goto(`/articles/${row.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.titre);
  await expect(page).toHaveTitle(`${row.seo_titre?.trim() || row.titre} | ${siteName}`);

  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  const expectedDescription = row.seo_description?.trim() || row.extrait?.trim();
  if (expectedDescription)
    await expect(description).toHaveAttribute('content', expectedDescription);
  else await expect(description).toHaveAttribute('content', /\S{10,}/);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/articles/${encodeURIComponent(row.slug)}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\//,
  );

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = scripts.map((text) => v.parse(JsonLd, JSON.parse(text))['@type']);
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));

  await expect(page.getByText(/^\d+ min de lecture$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Actualités');

  const related = page.locator('section', {
    has: page.getByRole('heading', { name: 'Articles connexes' }),
  });
  const relatedLinks = related.locator('h3 a');
  expect(await relatedLinks.count()).toBeLessThanOrEqual(3);
  for (const href of await relatedLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).not.toBe(`/articles/${row.slug}`);
  }
});

test('"Copier le lien" copies the page URL and confirms it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const row = await latestPublished(request);
  await page.goto(`/articles/${row.slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown slug answers 404 with the article not-found page', async ({ page }) => {
  const response = await page.goto('/articles/inexistant');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
});

test('a draft is not public: its page answers 404', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const response = await request.get('/api/crud/articles?statut=brouillon&limit=1', { headers });
  expect(response.status()).toBe(200);
  const [draft] = v.parse(ArticleRows, await response.json()).rows;
  if (!draft) throw new Error('no draft article in the demo data');
  const page404 = await page.goto(`/articles/${draft.slug}`);
  expect(page404?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
});

test('stored HTML cannot run script on the article page', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/crud/articles', {
    headers,
    data: {
      titre: `Test XSS ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      contenu_html:
        '<p>ok</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
        '<a href="javascript:window.__xss=3">lien</a><svg onload="window.__xss=4"></svg>' +
        '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe><p style="position:fixed">x</p>',
      statut: 'publie',
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = v.parse(Created, await created.json());

  // The payload's <img src=x> resolves to /articles/x, whose 404 Chromium logs as a console
  // error (which the fixture rejects). Answering it with bytes that are not an image still
  // fails to decode, so an onerror handler that slipped through the sanitiser would still run.
  await page.route(
    (url) => url.pathname === '/articles/x',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: 'pas une image' }),
  );
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const response = await page.goto(`/articles/${slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const body = page.locator('.prose-article');
  const link = body.getByRole('link', { name: 'lien' });
  if ((await link.count()) > 0) await link.click();
  await expect(body.getByText('ok', { exact: true })).toBeVisible();
  await expect(body.locator('script, iframe, [onerror], [onload], [style]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

test('the gallery opens a lightbox that steps with buttons and arrows', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = await adminHeaders(request);
  // Absolute URLs of the site's own files: relative entries would point at the uploads folder.
  const images = ['/images/logo.svg', '/images/shops/lafayette.svg', '/images/share-default.png'];
  const created = await request.post('/api/crud/articles', {
    headers,
    data: {
      titre: `Test galerie ${Date.now()}`,
      contenu_html: '<p>Galerie</p>',
      statut: 'publie',
      galerie_json: images.map((path) => new URL(path, baseURL).toString()),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = v.parse(Created, await created.json());

  await page.goto(`/articles/${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: "Galerie d'images" })).toBeVisible();
  await page.getByRole('button', { name: 'Agrandir l’image 2' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const shown = dialog.getByRole('img');
  await expect(shown).toHaveAttribute('src', /lafayette\.svg$/);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(shown).toHaveAttribute('src', /share-default\.png$/);
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('src', /logo\.svg$/);
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveAttribute('src', /share-default\.png$/);
  await dialog.getByRole('button', { name: 'Précédent' }).click();
  await expect(shown).toHaveAttribute('src', /lafayette\.svg$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Agrandir l’image 1' }).click();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
