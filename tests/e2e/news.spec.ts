import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// The seeded demo data holds 11 published articles: 6 a page (SPEC §2), so 6 then 5 — or a
// little more when article.spec.ts, running alongside, has just published its test articles.
const cards = (page: Page) => page.locator('main article');

test('page 1 lists 6 article cards linking to their article page', async ({ page }) => {
  const response = await page.goto('/actualites');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités médicales' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Actualités');
  await expect(cards(page)).toHaveCount(6);

  for (const card of await cards(page).all()) {
    const titleLink = card.locator('h2 a');
    await expect(titleLink).toHaveAttribute('href', /^\/articles\/[a-z0-9-]+$/);
    const href = await titleLink.getAttribute('href');
    const title = await titleLink.innerText();
    await expect(card.getByRole('link', { name: `Lire la suite : ${title}` })).toHaveAttribute(
      'href',
      href ?? '',
    );
    // Every card shows its date line (a French long date, or "Date inconnue").
    await expect(card.locator('time')).toHaveText(/^(\d{1,2} \p{L}+ \d{4}|Date inconnue)$/u);
  }
});

test('"Suivant" shows the next articles on page 2', async ({ page }) => {
  await page.goto('/actualites');
  await waitForHydration(page);
  const firstTitles = await cards(page).locator('h2').allInnerTexts();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/actualites\?page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect
    .poll(async () => (await cards(page).locator('h2').allInnerTexts())[0])
    .not.toBe(firstTitles[0]);
  const secondTitles = await cards(page).locator('h2').allInnerTexts();
  expect(secondTitles.length).toBeGreaterThanOrEqual(5);
  expect(secondTitles.length).toBeLessThanOrEqual(6);
  // At most one title can repeat: the one pushed down if an article was published in between.
  expect(secondTitles.filter((title) => firstTitles.includes(title)).length).toBeLessThanOrEqual(1);
});

test('an invalid page falls back to page 1', async ({ page }) => {
  const response = await page.goto('/actualites?page=abc');
  expect(response?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a page past the end shows the empty state', async ({ page }) => {
  const response = await page.goto('/actualites?page=99');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Aucun article trouvé' })).toBeVisible();
  await expect(page.getByText('Aucun article publié pour le moment.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the category filter offers "Toutes" and the newsletter asks for an email', async ({
  page,
}) => {
  await page.goto('/actualites');
  await waitForHydration(page);
  const category = page.getByRole('combobox', { name: 'Catégorie' });
  await expect(category).toHaveValue('toutes');
  await expect(category.locator('option')).toHaveText(['Toutes']);

  await expect(page.getByRole('heading', { level: 2, name: 'Restez informé' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Adresse email' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('placeholder', 'Votre adresse email');
  await expect(page.getByRole('button', { name: 'S’abonner' })).toHaveAttribute('type', 'button');
});
