import { test as base, expect, type Page } from '@playwright/test';
import {
  cookiePreferencesKey,
  refuseAll,
  serializePreferences,
} from '#app/lib/cookie-preferences.ts';

/**
 * Every test fails if the page logs a console error or throws: "no console errors in the
 * browser on any route" is a requirement, not a wish. The one exception is Chromium's own
 * "Failed to load resource" line for a page *document* answered with 404, which a not-found
 * page cannot avoid (its status is the point).
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  cookieConsent: boolean;
}>({
  /**
   * Every browser context starts with a stored cookie choice (everything refused, made now), so
   * the consent banner never covers what a test clicks. A test of the banner itself opts out with
   * `test.use({ cookieConsent: false })`.
   */
  cookieConsent: [true, { option: true }],
  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) {
      await context.addInitScript(
        ({ key, value }) => {
          // Top-level pages only (not the map iframes), and never over a choice the test made.
          if (window.top !== window) return;
          try {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
          } catch {
            // about:blank and the like have no storage.
          }
        },
        { key: cookiePreferencesKey, value: serializePreferences(refuseAll(), new Date()) },
      );
    }
    await use(context);
  },
  /**
   * A test that provokes a failing request on purpose (e.g. an upload the server rejects) names
   * the exact lines it expects; Chromium logs every 4xx/5xx subresource as a console error.
   */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (response.status() === 404 && request.isNavigationRequest()) {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const isNotFoundDocument =
          message.text().startsWith('Failed to load resource') &&
          notFoundDocuments.has(message.location().url);
        const expected = expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
        if (!isNotFoundDocument && !expected)
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the whole page, so clicks and typing reach their handlers.
 *
 * The root's marker (`<html data-hydrated>`) is set once the shell has hydrated. A route with a
 * pending component sits in a Suspense boundary, and React hydrates such a boundary in a later
 * pass: until then its fields are the server's HTML, and a value typed into one is overwritten
 * when React takes it over (a date typed there came back as the reservation's own, issue 39's CI).
 * So this also waits until React owns every form control of the page's content (`main`): it
 * attaches its fiber to each node it hydrates. Outside `main`, the deferred cookie banner keeps
 * the server's HTML until its code arrives, by design (decision 024), and tests hold that code.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main :is(form, input, select, textarea, button)')).every(
      (node) =>
        node.closest('[contenteditable="true"]') !== null ||
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
}
