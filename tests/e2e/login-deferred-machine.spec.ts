import type { Route } from '@playwright/test';
import { demoAdmin } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 25: the sign-in page loads its machine (XState) when idle or at first use. Signing in
 * before it has arrived waits for it ("Connexion…") and then goes through.
 */
test('"Se connecter" pressed before the machine has loaded signs in once it arrives', async ({
  page,
}) => {
  const held: Route[] = [];
  const chunk = '**/assets/auth-actor-*.js';
  await page.route(chunk, (route) => {
    held.push(route);
  });
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.unroute(chunk);
  for (const route of held) await route.fallback();
  await expect(page).toHaveURL('/dashboard');
});
