import type { Page } from '@playwright/test';
import { createProduct, createTestCategory, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

async function openList(page: Page, search = '') {
  await startSession(page);
  await page.goto(`/dashboard/produits${search}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des produits');
}

const table = (page: Page) => page.getByRole('table');
/** The body rows (the header row has no row header). */
const rows = (page: Page) => table(page).locator('tbody > tr');
const row = (page: Page, titre: string) => rows(page).filter({ hasText: titre });

async function search(page: Page, text: string) {
  await page.getByLabel('Rechercher un produit').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** The public catalogue's search (SPEC §2 "Products page"): what a visitor can find. */
async function publicCards(page: Page, text: string) {
  await page.goto(`/produits?q=${encodeURIComponent(text)}`);
  return page.locator('main article');
}

test('the list shows 10 products a page with the pagination', async ({ page }) => {
  await openList(page);
  const headers = 'Sélection Image Titre Référence Catégorie Prix Statut Actions'.split(' ');
  await expect(table(page).getByRole('columnheader')).toHaveText(headers);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  const firstPage = await rows(page).locator('th').allTextContents();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
  await expect.poll(() => rows(page).locator('th').allTextContents()).not.toEqual(firstPage);
  await expect(page.getByRole('link', { name: 'Ajouter un produit' })).toHaveAttribute(
    'href',
    '/dashboard/produits/ajouter',
  );
});

test('searching narrows the list, inactive products included; a nonsense search says so', async ({
  page,
  request,
}) => {
  const tag = unique();
  const titre = `Déambulateur ${tag}`;
  const { id } = await createProduct(request, { titre, est_actif: 'false', prix: '12.5' });
  await openList(page, '?page=2');
  await search(page, tag);
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows(page)).toHaveCount(1);
  const found = row(page, titre);
  await expect(found.getByRole('rowheader')).toHaveText(titre);
  await expect(found).toContainText('12,50 TND');
  await expect(found.getByRole('button', { name: /^Hors ligne/ })).toBeVisible();
  await expect(found.getByRole('link', { name: `Modifier le produit ${titre}` })).toHaveAttribute(
    'href',
    `/dashboard/produits/modifier/${id}`,
  );
  await expect(page.getByText(/^Page \d+ sur/)).toHaveCount(0);

  await search(page, `zzqx${unique()}`);
  await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('the category filter narrows the list and is kept in the URL', async ({ page, request }) => {
  const tag = unique();
  const category = await createTestCategory(request, { nom: `Filtre ${tag}` });
  const names = [`Canne ${tag}`, `Coussin ${tag}`];
  for (const titre of names)
    await createProduct(request, { titre, categorie_id: String(category.id) });
  await openList(page);
  const filter = page.getByLabel('Catégorie');
  await expect(filter.locator('option').first()).toHaveText('Toutes les catégories');
  await filter.selectOption({ label: category.nom });
  await expect
    .poll(() => new URL(page.url()).searchParams.get('categoryId'))
    .toBe(String(category.id));
  await expect(rows(page).getByRole('rowheader')).toHaveText(names);
  await expect(rows(page).first()).toContainText(category.nom);

  await filter.selectOption({ label: 'Toutes les catégories' });
  await expect.poll(() => new URL(page.url()).searchParams.has('categoryId')).toBe(false);
  await expect(rows(page)).toHaveCount(10);
});

test('"Hors ligne" hides a product from the public catalogue, "En ligne" brings it back', async ({
  page,
  request,
}) => {
  const tag = unique();
  const titre = `Fauteuil ${tag}`;
  // Its own visible category: another test hiding a shared one cannot hide this product.
  const category = await createTestCategory(request, { nom: `Visible ${tag}` });
  await createProduct(request, { titre, categorie_id: String(category.id) });
  await expect(await publicCards(page, tag)).toHaveCount(1);

  await openList(page, `?q=${tag}`);
  await row(page, titre)
    .getByRole('button', { name: /^En ligne/ })
    .click();
  await expect(row(page, titre).getByRole('button', { name: /^Hors ligne/ })).toBeEnabled();
  await expect(await publicCards(page, tag)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();

  await page.goto(`/dashboard/produits?q=${tag}`);
  await waitForHydration(page);
  await row(page, titre)
    .getByRole('button', { name: /^Hors ligne/ })
    .click();
  await expect(row(page, titre).getByRole('button', { name: /^En ligne/ })).toBeEnabled();
  await expect(await publicCards(page, tag)).toHaveCount(1);
});

test('a product is deleted after confirmation', async ({ page, request }) => {
  const tag = unique();
  const titre = `À supprimer ${tag}`;
  await createProduct(request, { titre });
  await openList(page, `?q=${tag}`);
  await expect(rows(page)).toHaveCount(1);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Supprimer ce produit ?');
    void dialog.accept();
  });
  await row(page, titre)
    .getByRole('button', { name: `Supprimer le produit ${titre}` })
    .click();
  await expect(page.getByText('Produit supprimé', { exact: true })).toBeVisible();
  await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
  await expect(await publicCards(page, tag)).toHaveCount(0);
});
