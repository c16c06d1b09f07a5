import type { BrowserContext, Page } from '@playwright/test';
import {
  cookiePreferencesKey,
  refuseAll,
  serializePreferences,
} from '#app/lib/cookie-preferences.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { privateInstance } from './private-instance.ts';

// Issue 18 point 8. Changing the password ends the account's other sessions: this journey runs on
// a server of its own, so the demo account the parallel tests are signed in with is never touched.

const admin = { email: 'mot-de-passe@test.tn', password: 'Ancien-Secret-2026!' };
const newPassword = 'Nouveau-Secret-2026-tres-long';
const welcome = 'Bienvenue dans l’espace d’administration';

const instance = privateInstance(admin);

/** The cookie choice the shared fixture stores, so the consent banner covers nothing. */
async function withCookieChoice(context: BrowserContext) {
  await context.addInitScript(
    ({ key, value }) => {
      if (window.top === window) window.localStorage.setItem(key, value);
    },
    { key: cookiePreferencesKey, value: serializePreferences(refuseAll(), new Date()) },
  );
}

async function signIn(page: Page, password: string) {
  await page.goto(`${instance().url}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('changing the password ends the other sessions, keeps this one, and only the new password works', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const other = await browser.newContext();
  try {
    await withCookieChoice(other);
    const otherPage = await other.newPage();
    await signIn(otherPage, admin.password);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(welcome);

    // On a phone: the sidebar opens behind its toggle.
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, admin.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changer mon mot de passe');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const current = page.getByLabel('Mot de passe actuel');
    const next = page.getByLabel('Nouveau mot de passe', { exact: true });
    const confirmation = page.getByLabel('Confirmer le nouveau mot de passe');
    const submit = page.getByRole('button', { name: 'Changer mon mot de passe' });

    // The rule of app/lib/password-policy.ts and the confirmation, before any request.
    await current.fill(admin.password);
    await next.fill('court');
    await confirmation.fill('autre');
    await submit.click();
    await expect(next).toHaveAccessibleDescription(/Au moins 12 caractères\./);
    await expect(confirmation).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas.',
    );
    await expect(next).toBeFocused();

    // A wrong current password: the API's French message on that field.
    await current.fill('Pas-le-bon-mot-de-passe');
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(/\S/);
    await expect(current).toBeFocused();

    // The right one, sent from the keyboard.
    await current.fill(admin.password);
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await confirmation.press('Enter');
    await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
    await expect(current).toHaveValue('');

    // This browser stays signed in; the other one is out at its next page, access token or not.
    await page.goto(`${instance().url}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
    await otherPage.goto(`${instance().url}/dashboard/articles`);
    await expect(otherPage).toHaveURL(`${instance().url}/login`);

    await signIn(otherPage, admin.password);
    await expect(otherPage.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await otherPage.getByLabel('Mot de passe').fill(newPassword);
    await otherPage.getByRole('button', { name: 'Se connecter' }).click();
    await expect(otherPage).toHaveURL(`${instance().url}/dashboard`);
  } finally {
    await other.close();
  }
});
