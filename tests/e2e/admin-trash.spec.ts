import type { Page } from '@playwright/test';
import {
  apiToken,
  createArticle,
  createProduct,
  createTestCategory,
  signIn,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The public catalogue's search: what a visitor can find. */
async function publicCards(page: Page, text: string) {
  await page.goto(`/produits?q=${encodeURIComponent(text)}`);
  await waitForHydration(page);
  return page.locator('main article');
}

test('a deleted product goes to the Corbeille, is 404 to visitors, and comes back when restored', async ({
  page,
  request,
  browser,
}) => {
  // A visitor of its own (no staff cookie): what it sees comes through the page cache.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const tag = unique();
  const titre = `Chaise percée ${tag}`;
  // Its own visible category: another test hiding a shared one cannot hide this product.
  const category = await createTestCategory(request, { nom: `Corbeille ${tag}` });
  const product = await createProduct(request, { titre, categorie_id: String(category.id) });
  await expect(await publicCards(visitor, tag)).toHaveCount(1);

  await startSession(page);
  await page.goto(`/dashboard/produits?q=${tag}`);
  await waitForHydration(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Supprimer le produit ${titre}` }).click();
  await expect(page.getByText('Produit supprimé', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Placé dans la Corbeille, restaurable pendant 30 jours.'),
  ).toBeVisible();

  expect((await request.get(`/api/crud/products/${product.id}`)).status()).toBe(404);
  await expect(await publicCards(visitor, tag)).toHaveCount(0);
  await visitor.goto(`/produits?produit=${product.id}`);
  // A shared link to it says it is gone (issue 36 §8).
  await expect(visitor.getByRole('dialog', { name: 'Produit introuvable' })).toContainText(
    "Ce produit n'existe plus ou a été retiré.",
  );

  // The Corbeille at 360 px, worked from the keyboard.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/corbeille');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: titre });
  await expect(item).toContainText('Produit');
  await expect(item).toContainText('admin@demo.tn');
  await expect(item).toContainText('Encore 30 jours');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  const restore = item.getByRole('button', { name: `Restaurer produit ${titre}` });
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Produit « ${titre} » restauré`)).toBeVisible();
  await expect(item).toHaveCount(0);

  expect((await request.get(`/api/crud/products/${product.id}`)).status()).toBe(200);
  await expect(await publicCards(visitor, tag)).toHaveCount(1);
  await visitor.goto(`/produits?produit=${product.id}`);
  await expect(visitor.getByRole('dialog').getByRole('heading', { name: titre })).toBeVisible();
  await visitorContext.close();
});

test('the sidebar links to the Corbeille; an empty page says so', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Corbeille' }).click();
  await expect(page).toHaveURL('/dashboard/corbeille');
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  // A page past the end lists nothing: the empty state shows.
  await page.goto('/dashboard/corbeille?page=999');
  await expect(page.getByText('La corbeille est vide')).toBeVisible();
});

test('an administrator deletes an article for good, after confirming', async ({
  page,
  request,
}) => {
  const titre = `Brouillon oublié ${unique()}`;
  const article = await createArticle(request, { titre });
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.delete(`/api/crud/articles/${article.id}`, { headers })).status()).toBe(
    204,
  );

  await startSession(page);
  await page.goto('/dashboard/corbeille');
  await waitForHydration(page);
  const item = page.getByRole('listitem').filter({ hasText: titre });
  await expect(item).toContainText('Article');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  const button = item.getByRole('button', { name: `Supprimer définitivement article ${titre}` });
  await button.click();
  await expect.poll(() => asked).toContain('irréversible');
  await expect(item).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await button.click();
  await expect(page.getByText(`Article « ${titre} » supprimé définitivement`)).toBeVisible();
  await expect(item).toHaveCount(0);
  const restore = await request.post(`/api/trash/articles/${article.id}/restore`, { headers });
  expect(restore.status()).toBe(404);
});
