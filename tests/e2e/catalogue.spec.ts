import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { expect, test, waitForHydration } from './fixtures.ts';

const Categories = v.object({
  rows: v.array(v.object({ id: v.number(), nom: v.string(), parent_id: v.nullable(v.number()) })),
});

async function categoryId(request: APIRequestContext, nom: string): Promise<number> {
  const { rows } = v.parse(
    Categories,
    await (await request.get('/api/crud/categories?limit=500')).json(),
  );
  const found = rows.find((row) => row.nom === nom && row.parent_id === null);
  if (!found) throw new Error(`no category ${nom}`);
  return found.id;
}

const cards = (page: Page) => page.locator('main article');
// A card's title is h2 in a flat list and h3 under a category: read it whatever its level.
const names = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

/** "1 250,50 TND" → 1250.5; "—" → null. */
async function prices(page: Page): Promise<(number | null)[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    if (/—/.test(text)) return null;
    // The price is a line of its own (a title may end with digits).
    const match = /^\s*(\d[\d \u202f\u00a0]*,\d{2})\s*(€|[A-Z]{3})\s*$/m.exec(text);
    return match?.[1] ? Number(match[1].replace(/[\s\u202f\u00a0]/g, '').replace(',', '.')) : null;
  });
}

test('overview: 3 categories of 3 products, then 3 more categories on demand', async ({ page }) => {
  await page.goto('/produits');
  await waitForHydration(page);
  const groups = page.locator('main section h2');
  await expect(groups.filter({ hasText: 'Confort' })).toBeVisible();
  await expect(groups.filter({ hasText: 'Soins à domicile' })).toBeVisible();
  await expect(groups.filter({ hasText: 'Mobilité' })).toBeVisible();
  await expect(groups.filter({ hasText: 'Incontinence' })).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Voir plus de catégories' });
  await more.click();
  await expect(groups.filter({ hasText: 'Incontinence' })).toBeVisible();
  await expect(groups.filter({ hasText: 'Matériel professionnel' })).toBeVisible();
  // Other tests add categories of their own (after the demo ones): the button goes on until
  // every category is shown, then disappears.
  // While a batch loads the button reads "Chargement…": only its end (more groups, or no button
  // left) counts, or a slow batch would look like the last one (seen in a full run).
  const loading = page.getByRole('button', { name: 'Chargement…' });
  for (let clicks = 0; clicks < 20 && (await more.count()) > 0; clicks += 1) {
    const before = await groups.count();
    await more.click();
    await expect
      .poll(
        async () =>
          (await loading.count()) === 0 &&
          ((await more.count()) === 0 || (await groups.count()) > before),
      )
      .toBe(true);
  }
  await expect(more).toHaveCount(0);
});

test('each sort orders the results', async ({ page }) => {
  await page.goto('/produits?categoryId=ALL&sort=price-asc');
  const ascending = (await prices(page)).filter((price): price is number => price !== null);
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.goto('/produits?categoryId=ALL&sort=price-desc');
  const descending = (await prices(page)).filter((price): price is number => price !== null);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.goto('/produits?categoryId=ALL');
  const titles = await names(page);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('name');
});

test('a multi-category URL shows the union of both categories', async ({ page, request }) => {
  const mobilite = await categoryId(request, 'Mobilité');
  const incontinence = await categoryId(request, 'Incontinence');
  await page.goto(`/produits?categoryId=${incontinence},${mobilite}`);
  const texts = await cards(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.some((text) => text.includes('Mobilité'))).toBe(true);
  expect(texts.some((text) => text.includes('Incontinence'))).toBe(true);
  for (const text of texts) expect(/Mobilité|Incontinence/.test(text)).toBe(true);
  await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('button')).toHaveCount(
    2,
  );
});

test('q=lit medicalise finds accented titles', async ({ page }) => {
  await page.goto('/produits?q=lit%20medicalise');
  await expect(
    cards(page).filter({ hasText: 'Lit médicalisé électrique 3 fonctions' }),
  ).toHaveCount(1);
});

test('changing the sort drops the page parameter and replaces the history entry', async ({
  page,
}) => {
  await page.goto('/produits?categoryId=ALL&page=2');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('price-desc');
  await expect(page).toHaveURL(/\/produits\?categoryId=ALL&sort=price-desc$/);
  await page.getByRole('button', { name: 'Tous' }).click();
  await expect(page).toHaveURL(/\/produits\?sort=price-desc$/);
});

test('the search box filters after typing, and the URL can be shared', async ({
  page,
  browser,
}) => {
  await page.goto('/produits');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('fauteuil');
  await expect(page).toHaveURL(/q=fauteuil/);
  await expect(page.getByText(/produits? trouvés?/)).toBeVisible();
  const expected = await names(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  expect(await names(other)).toEqual(expected);
  await fresh.close();
});

test('the product popup: loading, detail with order link, close; Back closes it too', async ({
  page,
}) => {
  await page.goto('/produits?q=lit%20medicalise');
  await waitForHydration(page);
  const card = cards(page)
    .filter({ hasText: 'Lit médicalisé électrique 3 fonctions' })
    .getByRole('link');
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/produit=\d+/);
  const order = dialog.getByRole('link', { name: 'Commander sur WhatsApp' });
  await expect(order).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=.*Lit%20m%C3%A9dicalis%C3%A9/,
  );
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/produit=/);
  await expect(card).toBeFocused();

  await card.click();
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await card.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
});

test('a shared link to a product that is gone says so in French and leads back to the catalogue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/produits?produit=999999');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Produit introuvable' });
  await expect(dialog).toContainText("Ce produit n'existe plus ou a été retiré.");
  // Not the technical error of SPEC §8 (kept for every other failure).
  await expect(dialog).not.toContainText('HTTP 404');
  await dialog.getByRole('button', { name: 'Voir le catalogue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produits$/);
});

test('the empty state offers to reset the filters', async ({ page }) => {
  await page.goto('/produits?q=zzzzqqq');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/produits$/);
  await expect(page.locator('main section h2').filter({ hasText: 'Confort' })).toBeVisible();
});

test('invalid parameters fall back to the defaults instead of crashing', async ({ page }) => {
  const response = await page.goto('/produits?sort=bogus&page=0&categoryId=abc');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main section h2').filter({ hasText: 'Confort' })).toBeVisible();
});

test('home categories link to the filtered catalogue', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('main a[href^="/produits?categoryId="]');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(4);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/produits\?categoryId=\d+$/);
  await links.first().click();
  await expect(page).toHaveURL(/\/produits\?categoryId=\d+$/);
  await expect(page.getByText(/produits? trouvés?/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});
