import { readdirSync } from 'node:fs';
import { demoAdmin } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The same site against the API running as another server (npm run api), reached over HTTP
 * through API_BASE_URL instead of the in-process fetch handler.
 */
test.describe('with API_BASE_URL pointing at a separate API server', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_REMOTE_SITE_PORT}` });

  test('signs in, reads the administrator counts from the remote API, and signs out', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('admin@demo.tn');
    await page.getByLabel('Mot de passe').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');

    await page.getByLabel('Mot de passe').fill('Demo-Admin-2024!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/dashboard');
    // The remote API was seeded with the demo content (15 articles, 3 of them drafts).
    await expect(page.getByText('15 articles dont 3 brouillons')).toBeVisible();
    // Signing out once the dashboard has finished loading, as a person would.
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('a site whose API is another server (API_BASE_URL)', () => {
  const site = `http://127.0.0.1:${process.env.E2E_REMOTE_SITE_PORT}`;
  const api = `http://127.0.0.1:${process.env.E2E_API_PORT}`;
  test.use({ baseURL: site });

  test('shows the pictures the other server holds', async ({ page }) => {
    await page.goto('/actualites');
    const pictures = page.locator('main img[src*="/images/"]');
    await expect(pictures.first()).toBeVisible();
    await expect(pictures.first()).toHaveAttribute('src', new RegExp(`^${api}/api/images/`));
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('answers /api from the other server and keeps no dataset of its own', async ({
    request,
  }) => {
    const login = await request.post(`${site}/api/auth/login`, { data: demoAdmin });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const nom = `Catégorie distante ${Date.now()}`;
    const created = await request.post(`${site}/api/crud/categories`, {
      data: { nom },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Written through the site, stored by the other server.
    const stored = await request.get(`${api}/api/crud/categories?limit=100`);
    expect(JSON.stringify(await stored.json())).toContain(`"id":${id},"nom":"${nom}"`);
    const removed = await request.delete(`${site}/api/crud/categories/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBe(true);

    expect((await request.get(`${site}/api/health/ready`)).status()).toBe(200);
    // No embedded database was opened or seeded in the site's own DATA_DIR.
    expect(readdirSync(process.env.E2E_REMOTE_SITE_DATA_DIR ?? '')).toEqual([]);
  });
});
