import * as v from 'valibot';
import { createArticle, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';
import { publicRoutes } from './public-routes.ts';

/**
 * Issue 20 point 5: no page of the site, public or back-office, ever scrolls sideways on a phone,
 * a tablet or a small laptop. One signed-in page per width visits every route once. The article
 * visited is this test's own, its title one long unbroken word (a reference, a URL), so what it
 * checks never depends on which article another spec created last.
 */
const widths = [360, 390, 768, 1024];

const FirstRow = v.object({ rows: v.tuple([v.object({ id: v.number(), slug: v.string() })]) });
const longWord = () => `Concentrateur-oxygène-portable-5L-référence-${unique()}`;

test.describe.configure({ mode: 'parallel' });

for (const width of widths) {
  test(`no page scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const article = await createArticle(request, { titre: longWord(), statut: 'publie' });
    // Asked without a token: a visible product, with its real id.
    const response = await request.get('/api/crud/products?limit=1');
    const product = v.parse(FirstRow, await response.json()).rows[0];
    const paths = [
      ...publicRoutes.map((route) => route.path),
      `/articles/${article.slug}`,
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

    await page.setViewportSize({ width, height: 800 });
    await startSession(page);
    const overflowing: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const { html, body } = await sidewaysScroll(page);
      if (html > 0 || body > 0) overflowing.push(`${path}: +${Math.max(html, body)} px`);
    }
    expect(overflowing, `pages wider than ${width} px`).toEqual([]);
  });
}
