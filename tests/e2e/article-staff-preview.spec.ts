import type { Browser } from '@playwright/test';
import { createArticle, startSession, unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A visitor of their own (no session cookie): what the public sees at `path`. */
async function visitorStatus(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
    await expect(page.getByText('Brouillon — non publié')).toHaveCount(0);
    return response?.status();
  } finally {
    await context.close();
  }
}

for (const { statut, banner } of [
  { statut: 'brouillon', banner: 'Brouillon — non publié' },
  { statut: 'archive', banner: 'Archivé — non publié' },
]) {
  test(`staff see a ${statut} article on its public URL with "${banner}"; visitors get 404, also after them`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const titre = `Aperçu ${statut} ${unique()}`;
    const { slug } = await createArticle(request, { titre, statut });
    const path = `/articles/${slug}`;
    // A visitor first: whatever the page cache keeps of this URL is the public answer.
    expect(await visitorStatus(browser, baseURL, path)).toBe(404);

    await startSession(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
    await expect(page.getByRole('status').filter({ hasText: banner })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // After the staff view, still 404 for visitors (never served from the staff's page).
    expect(await visitorStatus(browser, baseURL, path)).toBe(404);
    expect(await visitorStatus(browser, baseURL, path)).toBe(404);
  });
}

test('a published article shows no preview banner and stays indexable, for staff too', async ({
  page,
  request,
}) => {
  const titre = `Publié ${unique()}`;
  const { slug } = await createArticle(request, { titre, statut: 'publie' });
  await startSession(page);
  await page.goto(`/articles/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
  await expect(page.getByText('— non publié')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});
