import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { demoAdmin } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const Products = v.object({ rows: v.array(v.object({ id: v.number(), titre: v.string() })) });

async function fillLogin(page: Page) {
  await waitForHydration(page);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a bookmarked edit page asked for signed out opens after signing in', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/crud/products?limit=1');
  const [product] = v.parse(Products, await response.json()).rows;
  if (!product) throw new Error('no demo product');
  const path = `/dashboard/produits/modifier/${product.id}`;

  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Admin');
  await fillLogin(page);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier le produit');
  await expect(page.getByLabel('Titre *', { exact: true })).toHaveValue(product.titre);

  // Already signed in: /login with the same param goes straight there too.
  await page.goto(`/login?redirect=${encodeURIComponent('/dashboard/categories')}`);
  await expect(page).toHaveURL('/dashboard/categories');
});

for (const hostile of [
  '//evil.example/dashboard',
  'https://evil.example/',
  '/\\evil.example',
  '/produits',
]) {
  test(`a hostile redirect (${hostile}) lands on the dashboard`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
    await fillLogin(page);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  });
}
