import * as v from 'valibot';
import { apiToken, createProduct, startSession, unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { demoCategoryId } from './test-products.ts';

test.use({ viewport: { width: 1280, height: 720 } });

const Created = v.object({ id: v.number() });

test('saving an edit opened from a scrolled list returns to that list, the edited row in view', async ({
  page,
  request,
}) => {
  // A list of this test's own, long enough to scroll: one search, one page of 10 rows.
  const tag = `Retour${unique()}`;
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const categoryId = await demoCategoryId(request, 'Confort');
  for (let index = 0; index < 10; index += 1) {
    const created = await request.post('/api/crud/products/upload', {
      headers,
      multipart: {
        titre: `${tag} ${index}`,
        categorie_id: String(categoryId),
        prix: '10',
        devise: 'TND',
      },
    });
    expect(created.status()).toBe(201);
    v.parse(Created, await created.json());
  }
  await startSession(page);
  await page.goto(`/dashboard/produits?q=${tag}`);
  const edits = page.getByRole('link', { name: new RegExp(`^Modifier le produit ${tag}`) });
  await expect(edits).toHaveCount(10);
  const last = edits.last();
  const name = await last.getAttribute('aria-label');
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(100);

  await last.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier le produit');
  await page.getByLabel('Prix').fill('12.5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' }),
  ).toBeVisible();

  // The same list (its search kept), where it was left: the edited row in view, saved.
  await expect(page).toHaveURL(`/dashboard/produits?q=${tag}`, { timeout: 5_000 });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: name ?? '' }) });
  await expect(row).toBeInViewport();
  await expect(row).toContainText('12,50');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('saving an edit opened directly (bookmark, new tab) opens the list at its top', async ({
  page,
  request,
}) => {
  const titre = `Défilement ${unique()}`;
  const product = await createProduct(request, { titre });
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await expect(page.getByLabel('Titre *')).toHaveValue(titre);
  await page.getByLabel('Prix').fill('12.5');
  // The save button is at the bottom of a long form: the page is scrolled down to reach it.
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await save.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard/produits', { timeout: 5_000 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
