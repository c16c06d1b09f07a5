import { chromium, type Page } from '@playwright/test';
import { expect } from 'vitest';
import {
  cookiePreferencesKey,
  refuseAll,
  serializePreferences,
} from '#app/lib/cookie-preferences.ts';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { chromiumArgs, chromiumPath } from '#tests/shared/chromium.ts';
import { clusterAdmin } from './cluster-setup.ts';

/** Opens `path` and returns the instance that served the document (HAProxy's X-Served-By). */
async function open(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  expect(new URL(page.url()).pathname, `${path} stayed signed in`).toBe(path);
  return response?.headers()['x-served-by'] ?? null;
}

/**
 * A signed-in administrator in Chromium through HAProxy: every page load may land on another
 * instance. Then the access cookie goes (as when it expires) and two tabs load at once: both
 * refresh with the same refresh token, on different instances, and both stay signed in.
 */
export async function browserJourney(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ baseURL: url, locale: 'fr-FR' });
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: cookiePreferencesKey,
      value: serializePreferences(refuseAll(), new Date()),
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(clusterAdmin.email);
    await page.getByLabel('Mot de passe').fill(clusterAdmin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    const servedBy = new Set<string | null>();
    const paths = ['/dashboard/produits', '/dashboard/articles', '/dashboard/categories'];
    for (let turn = 0; turn < 6 && servedBy.size < 2; turn += 1) {
      servedBy.add(await open(page, paths[turn % paths.length] ?? '/dashboard'));
      // HAProxy takes turns per request, and a page load makes a number of its own: if that
      // number were a multiple of the instances, every document would land on the same one. A
      // growing number of extra requests between loads puts the turns out of step.
      for (let extra = 0; extra <= turn; extra += 1) await context.request.get('/api/health/live');
    }
    expect(servedBy.size).toBeGreaterThan(1);

    await context.clearCookies({ name: sessionCookies.access });
    const other = await context.newPage();
    const raced = await Promise.all([
      open(page, '/dashboard/produits'),
      open(other, '/dashboard/articles'),
    ]);
    // Two instances: each refreshed with the same refresh token.
    expect(new Set(raced).size).toBe(2);
    expect(raced.every((name) => name !== null)).toBe(true);
    // Still signed in afterwards, wherever the next page is served.
    for (const path of ['/dashboard', '/dashboard/produits']) await open(page, path);
    await context.close();
  } finally {
    await browser.close();
  }
}
