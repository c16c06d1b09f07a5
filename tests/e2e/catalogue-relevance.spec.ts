import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// A card's title is h2 in a flat list and h3 under a category: read it whatever its level.
const titles = (page: Page) => page.locator('main article').getByRole('heading').allInnerTexts();
const sortMenu = (page: Page) => page.getByRole('combobox', { name: 'Trier par' });

test('a search lists title matches first, sorted by "Pertinence"; "Nom A-Z" sorts A–Z again', async ({
  page,
}) => {
  await page.goto('/produits');
  await waitForHydration(page);
  // Without a search, SPEC's five sorts only.
  await expect(sortMenu(page).getByRole('option', { name: 'Pertinence' })).toHaveCount(0);
  await expect(sortMenu(page)).toHaveValue('name');

  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('fauteuil');
  await expect(page).toHaveURL(/\/produits\?q=fauteuil$/);
  await expect(sortMenu(page)).toHaveValue('relevance');
  await expect(sortMenu(page).locator('option:checked')).toHaveText('Pertinence');
  const ranked = await titles(page);
  expect(ranked.length).toBeGreaterThan(2);
  // The wheelchairs (title holds "Fauteuil") come before anything else that matched.
  const firstOther = ranked.findIndex((title) => !/fauteuil/i.test(title));
  expect(firstOther === -1 ? ranked.length : firstOther).toBeGreaterThanOrEqual(2);
  if (firstOther !== -1) {
    for (const title of ranked.slice(firstOther)) expect(title).not.toMatch(/fauteuil/i);
  }
  expect(ranked[0]).toMatch(/Fauteuil/);

  await sortMenu(page).selectOption({ label: 'Nom A-Z' });
  await expect(page).toHaveURL(/sort=name/);
  await expect(sortMenu(page)).toHaveValue('name');
  // The first page is now the A–Z start of every match, no longer the wheelchairs first.
  await expect.poll(async () => (await titles(page))[0]).not.toMatch(/fauteuil/i);
  const byName = await titles(page);
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'fr')));

  // The choice survives a reload (a shared link sorts the same way).
  await page.reload();
  await expect(sortMenu(page)).toHaveValue('name');

  // Clearing the search: "Pertinence" is gone again.
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('');
  await expect(page).toHaveURL(/\/produits$/);
  await expect(sortMenu(page).getByRole('option', { name: 'Pertinence' })).toHaveCount(0);
});
