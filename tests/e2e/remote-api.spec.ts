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

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });
});
