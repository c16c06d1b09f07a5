import { expect, test } from './fixtures.ts';
import { publicRoutes } from './public-routes.ts';

for (const route of publicRoutes) {
  test(`${route.path} answers 200 with its heading and head metadata`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(/MédiConfort Tunisie/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /\S{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(route.path, page.url()).toString(),
    );
  });
}

test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown article answers 404 with a way back to the news', async ({ page }) => {
  const response = await page.goto('/articles/article-inexistant');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
  await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute(
    'href',
    '/actualites',
  );
});
