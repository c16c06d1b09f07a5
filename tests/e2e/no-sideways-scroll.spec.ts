import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { createArticle, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { nextFrame, sidewaysScroll } from './layout-probes.ts';
import { publicRoutes } from './public-routes.ts';

/**
 * Issue 20 point 5: no page of the site, public or back-office, ever scrolls sideways on a phone,
 * a tablet or a small laptop. Each page is loaded once at the narrowest width, as a phone opens it,
 * then widened through the other widths (what a rotated phone or a resized window does; the layout
 * follows CSS media queries, and the width hooks listen for changes). The article visited is this
 * test's own, its title one long unbroken word (a reference, a URL), so what it checks never
 * depends on which article another spec created last.
 */
const phoneWidth = 360;
const widths = [phoneWidth, 390, 768, 1024];

const FirstRow = v.object({ rows: v.tuple([v.object({ id: v.number(), slug: v.string() })]) });
const longWord = () => `Concentrateur-oxygène-portable-5L-référence-${unique()}`;

/** Each path loaded at the first width, measured there and at each wider one after a frame. */
async function overflowing(page: Page, paths: readonly string[]): Promise<string[]> {
  test.setTimeout(30_000 + paths.length * 5_000);
  const faults: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: phoneWidth, height: 800 });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrame(page);
      const { html, body } = await sidewaysScroll(page);
      if (html > 0 || body > 0) faults.push(`${path} at ${width} px: +${Math.max(html, body)} px`);
    }
  }
  return faults;
}

test.describe.configure({ mode: 'parallel' });

test('no public page scrolls sideways from 360 to 1024 px', async ({ page, request }) => {
  const article = await createArticle(request, { titre: longWord(), statut: 'publie' });
  // Issue 37 §1: a product page too (a visible demo product, asked without a token).
  const listed = await request.get('/api/crud/products?limit=1');
  const product = v.parse(FirstRow, await listed.json()).rows[0];
  const paths = [
    ...publicRoutes.map((route) => route.path),
    `/articles/${article.slug}`,
    `/produits/${product.slug}`,
  ];
  expect(await overflowing(page, paths)).toEqual([]);
});

test('no back-office page scrolls sideways from 360 to 1024 px', async ({ page, request }) => {
  const article = await createArticle(request, { titre: longWord(), statut: 'publie' });
  // Asked without a token: a visible product, with its real id.
  const response = await request.get('/api/crud/products?limit=1');
  const product = v.parse(FirstRow, await response.json()).rows[0];
  await startSession(page);
  const paths = [
    '/dashboard',
    '/dashboard/articles',
    '/dashboard/articles/create',
    `/dashboard/articles/edit/${article.id}`,
    '/dashboard/produits',
    '/dashboard/produits/ajouter',
    '/dashboard/produits/import',
    `/dashboard/produits/modifier/${product.id}`,
    '/dashboard/categories',
    '/dashboard/demandes-contact',
    '/dashboard/mot-de-passe',
  ];
  expect(await overflowing(page, paths)).toEqual([]);
});
