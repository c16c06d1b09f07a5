import type { Browser, Page } from '@playwright/test';
import * as v from 'valibot';
import { apiToken, createProduct, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';

/** What a search engine needs of the page's schema.org Product (issue 37 §1). */
const ProductLd = v.object({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('Product'),
  name: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.url()),
  image: v.pipe(v.array(v.pipe(v.string(), v.url())), v.minLength(1)),
  brand: v.object({ '@type': v.literal('Organization'), name: v.string() }),
  offers: v.object({
    '@type': v.literal('Offer'),
    price: v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/)),
    priceCurrency: v.literal('TND'),
    availability: v.literal('https://schema.org/InStock'),
    url: v.pipe(v.string(), v.url()),
  }),
});
const BreadcrumbLd = v.object({
  '@type': v.literal('BreadcrumbList'),
  itemListElement: v.pipe(
    v.array(v.object({ name: v.string(), item: v.string() })),
    v.minLength(3),
  ),
});

/** The first product page the sitemap lists, as a crawler finds it. */
async function productFromSitemap(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const match =
    /<loc>https?:\/\/[^/<]+(\/produits\/[^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.exec(
      sitemap,
    );
  if (!match?.[1]) throw new Error('no product page with a lastmod in /sitemap.xml');
  return match[1];
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');

test('a product page found in the sitemap: Product JSON-LD in TND, share tags, axe, 360 px', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const path = await productFromSitemap(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(name.length).toBeGreaterThan(0);

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data: unknown[] = scripts.map((text) => JSON.parse(text));
  const product = v.parse(
    ProductLd,
    data.find((item) => v.is(v.object({ '@type': v.literal('Product') }), item)),
  );
  expect(product.name).toBe(name);
  expect(new URL(product.url).pathname).toBe(path);
  v.parse(
    BreadcrumbLd,
    data.find((item) => v.is(v.object({ '@type': v.literal('BreadcrumbList') }), item)),
  );

  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(new URL(path, baseURL).toString());
  expect(await meta(page, 'property', 'og:title')).toContain(name);
  expect(await meta(page, 'property', 'og:url')).toBe(canonical);
  expect(await meta(page, 'property', 'og:image')).toBe(product.image[0]);
  expect(await meta(page, 'property', 'og:image:alt')).toBeTruthy();
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(await meta(page, 'name', 'twitter:image')).toBe(product.image[0]);
  expect(await meta(page, 'name', 'description')).toBeTruthy();

  const order = page.getByRole('link', { name: /Commander sur WhatsApp/ });
  await expect(order).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*commander/);
  await expect(page.getByRole('link', { name: /^Appeler le / }).first()).toHaveAttribute(
    'href',
    /^tel:\+/,
  );
  await expect(
    page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Produits' }),
  ).toHaveAttribute('href', '/produits');

  const { html, body } = await sidewaysScroll(page);
  expect(Math.max(html, body), 'sideways scroll at 360 px').toBe(0);
  await expectNoAxeViolations(page);
});

test('cards carry the product page as their link: a plain click opens the popup, « Voir la fiche complète » the page, a middle click a tab', async ({
  page,
  context,
}) => {
  await page.goto('/produits?q=lit%20medicalise');
  await waitForHydration(page);
  const card = page
    .locator('main article')
    .filter({ hasText: 'Lit médicalisé électrique 3 fonctions' })
    .getByRole('link');
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/produits\/[a-z0-9-]+$/);

  const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ button: 'middle' })]);
  // A new tab starts on about:blank, then loads the link's target.
  await tab.waitForURL((url) => url.pathname === href);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    'Lit médicalisé électrique 3 fonctions',
  );
  await tab.close();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Voir la fiche complète' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lit médicalisé électrique 3 fonctions',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a slug change keeps the old address: 301 to the new one', async ({ page, request }) => {
  const old = `fiche-${unique()}`;
  const titre = `Fiche renommée ${unique()}`;
  const created = await createProduct(request, { titre, slug: old });
  const token = await apiToken(request);
  const renamed = await request.patch(`/api/crud/products/${created.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { slug: `${old}-v2` },
  });
  expect(renamed.status()).toBe(200);

  const answer = await request.get(`/produits/${old}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toMatch(new RegExp(`/produits/${old}-v2$`));
  await page.goto(`/produits/${old}`);
  await expect(page).toHaveURL(new RegExp(`/produits/${old}-v2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
});

test("a product's characteristics: a table on its page and PropertyValues in its JSON-LD (issue 37 §2)", async ({
  page,
  request,
}) => {
  const slug = `caracteristiques-${unique()}`;
  const created = await createProduct(request, { titre: `Lit ${unique()}`, slug });
  const token = await apiToken(request);
  const rows = [
    { libelle: 'Charge maximale', valeur: '135 kg' },
    { libelle: 'Hauteur variable', valeur: '40 à 80 cm' },
  ];
  const saved = await request.patch(`/api/crud/products/${created.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { caracteristiques: rows },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/produits/${slug}`);
  const table = page.getByRole('table', { name: 'Caractéristiques' });
  await expect(table.getByRole('row')).toHaveText([
    'Charge maximale135 kg',
    'Hauteur variable40 à 80 cm',
  ]);
  await expect(table.getByRole('rowheader', { name: 'Charge maximale' })).toBeVisible();
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = scripts
    .map((text) => v.parse(v.looseObject({ '@type': v.string() }), JSON.parse(text)))
    .find((item) => item['@type'] === 'Product');
  expect(product?.additionalProperty).toEqual(
    rows.map((row) => ({ '@type': 'PropertyValue', name: row.libelle, value: row.valeur })),
  );
  const { html, body } = await sidewaysScroll(page);
  expect(Math.max(html, body), 'sideways scroll at 360 px').toBe(0);
  await expectNoAxeViolations(page);
});

/** A visitor of their own (no session cookie): the status and heading the public gets. */
async function asVisitor(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const visitor = await context.newPage();
    const response = await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Produit non trouvé');
    return response?.status();
  } finally {
    await context.close();
  }
}

test('an offline product is 404 to visitors; staff see it with the banner, noindex', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const titre = `Fiche hors ligne ${unique()}`;
  const { slug } = await createProduct(request, { titre, est_actif: 'false' });
  expect(await asVisitor(browser, baseURL, `/produits/${slug}`)).toBe(404);

  await startSession(page);
  const response = await page.goto(`/produits/${slug}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
  await expect(
    page.getByRole('status').filter({ hasText: 'Hors ligne — non publié' }),
  ).toBeVisible();
  expect(await meta(page, 'name', 'robots')).toBe('noindex');
  // After staff, visitors still get the not-found page (nothing private was cached).
  expect(await asVisitor(browser, baseURL, `/produits/${slug}`)).toBe(404);
});
