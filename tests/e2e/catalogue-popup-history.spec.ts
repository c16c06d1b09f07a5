import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { expect, test, waitForHydration } from './fixtures.ts';

const Products = v.object({ rows: v.array(v.object({ id: v.number(), titre: v.string() })) });

/** A public demo product: its id for a shared link, and its title to find its card. */
async function aProduct(request: APIRequestContext) {
  const response = await request.get('/api/crud/products?search=fauteuil&limit=1');
  const [product] = v.parse(Products, await response.json()).rows;
  if (!product) throw new Error('no demo product matches "fauteuil"');
  return product;
}

test('a shared link opened in a new tab: closing stays on the catalogue, without the product', async ({
  page,
  request,
}) => {
  const product = await aProduct(request);
  // A new tab starts on about:blank: going back would leave the site.
  await page.goto(`/produits?produit=${product.id}`);
  await waitForHydration(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: product.titre })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos produits' })).toBeVisible();

  // Escape too, from a filtered view: the filters stay, only the product goes.
  await page.goto(`/produits?q=fauteuil&produit=${product.id}`);
  await waitForHydration(page);
  await expect(dialog.getByRole('heading', { name: product.titre })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produits\?q=fauteuil$/);
});

test('opened from the list: closing goes back to that list entry', async ({ page }) => {
  await page.goto('/produits?q=fauteuil');
  await waitForHydration(page);
  const before = await page.evaluate(() => window.history.length);
  await page.locator('main article').first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/produit=\d+/);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produits\?q=fauteuil$/);
  // Back in history (not a new entry): Forward reopens the product.
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goForward();
  await expect(dialog).toBeVisible();
});

test('arriving from another site: closing stays on this site', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await aProduct(request);
  const link = `${baseURL}/produits?produit=${product.id}`;
  await page.route('https://ailleurs.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Ailleurs</title><a href="${link}">Voir le produit</a>`,
    }),
  );
  await page.goto('https://ailleurs.example/');
  await page.getByRole('link', { name: 'Voir le produit' }).click();
  await waitForHydration(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: product.titre })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/produits`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos produits' })).toBeVisible();
});
