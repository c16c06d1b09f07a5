import { demoAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The sign-in form is server-rendered: pressed before its scripts have run, it is submitted by
 * the browser itself. The password must never end up in the address (history, server logs).
 */
// The scripts are refused on purpose: the browser reports each one.
test.use({ expectedConsoleErrors: [/Failed to load resource/] });

test('"Se connecter" pressed before the scripts run never puts the password in the address', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(demoAdmin.password);
  const submitted = page.waitForRequest((request) => new URL(request.url()).pathname === '/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const request = await submitted;
  expect(request.method()).toBe('POST');
  expect(request.url()).not.toContain(encodeURIComponent(demoAdmin.password));
  expect(request.url()).not.toContain('password');
});
