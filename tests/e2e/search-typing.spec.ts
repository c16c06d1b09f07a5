import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The catalogue's search box on a slow connection: a term is committed when the typing pauses
 * (300 ms) and its results come back later, while the visitor types on. What was typed since
 * must stay in the box.
 */

const box = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un produit' });
const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Chargement…' });
const names = (page: Page) => page.locator('main article').getByRole('heading').allInnerTexts();

/**
 * Holds the answers of the catalogue's list (its server function) until `release()`: the server
 * has answered, the browser has not got it yet, as on a slow connection.
 */
async function slowCatalogue(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route('**/_serverFn/catalogue--getCatalogue**', async (route) => {
    asked += 1;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { asked: () => asked, release };
}

test('letters typed while the results load stay in the box', async ({ page, browser }) => {
  const word = 'fauteuil';
  const fresh = await browser.newContext();
  const direct = await fresh.newPage();
  await direct.goto(`/produits?q=${word}`);
  await expect(direct.getByText(/produits? trouvés?/)).toBeVisible();
  const expected = await names(direct);
  await fresh.close();
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/produits');
  await waitForHydration(page);
  const network = await slowCatalogue(page);
  await box(page).pressSequentially('fau');
  // The pause commits "fau"; its results take longer than the router's pending threshold (1 s).
  await expect.poll(network.asked).toBe(1);
  await page.waitForTimeout(1_500);
  // SPEC §2: the page says it is loading, above the list it still shows.
  await expect(loading(page)).toBeVisible();
  // The visitor types on, without pausing, into the box they typed in, and "fau" arrives.
  await page.keyboard.type('teui');
  network.release();
  await expect(page.getByText(/produits? trouvés?/)).toBeVisible();
  await page.keyboard.type('l');
  await expect(box(page)).toHaveValue(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await expect.poll(() => names(page)).toEqual(expected);
  await expect(box(page)).toHaveValue(word);
  await expect(loading(page)).toBeHidden();
});

test('« Réinitialiser les filtres » empties the box the visitor typed in', async ({ page }) => {
  await page.goto('/produits');
  await waitForHydration(page);
  await box(page).fill('zzzzqqq');
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/produits$/);
  await expect(box(page)).toHaveValue('');
});
