import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import { acceptAll, serializePreferences } from '#app/lib/cookie-preferences.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const Stored = v.object({
  essential: v.boolean(),
  analytics: v.boolean(),
  marketing: v.boolean(),
  preferences: v.boolean(),
  decidedAt: v.string(),
});

async function storedChoice(page: Page) {
  const raw = await page.evaluate(() => window.localStorage.getItem('cookiePreferences'));
  return v.parse(Stored, JSON.parse(raw ?? 'null'));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' });
/**
 * The banner once its code has arrived and read the stored choice (decision 024: it is downloaded
 * after the page's hydration; until then its "Accepter" and "Refuser" are answered by the page's
 * inline script, app/lib/cookie-choice-hint.ts).
 */
async function liveBanner(page: Page) {
  await expect(banner(page)).toHaveAttribute('data-cookie-banner', 'shown');
  return banner(page);
}
const preferencesForm = (page: Page) => page.getByRole('form', { name: 'Vos préférences' });
const toggle = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

test.describe('consent banner on a first visit', () => {
  test.use({ cookieConsent: false });

  test('offers three equal choices; Refuser stores the refusal and the banner stays away', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(
      region.getByRole('link', { name: 'En savoir plus sur les cookies' }),
    ).toHaveAttribute('href', '/cookies');
    const choices = [
      region.getByRole('button', { name: 'Accepter' }),
      region.getByRole('button', { name: 'Refuser' }),
      region.getByRole('link', { name: 'Personnaliser' }),
    ];
    // CNIL: refusing is as easy to see and to hit as accepting.
    const [accept, ...others] = await Promise.all(choices.map(box));
    for (const other of others) {
      expect(Math.abs(other.width - (accept?.width ?? 0))).toBeLessThan(1);
      expect(Math.abs(other.height - (accept?.height ?? 0))).toBeLessThan(1);
    }
    const looks = await Promise.all(
      choices.map((choice) =>
        choice.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor} ${style.color} ${style.fontSize} ${style.fontWeight}`;
        }),
      ),
    );
    expect(new Set(looks).size).toBe(1);
    // Drawn over the page, never pushing it.
    expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    await choices[1]?.click();
    await expect(region).toBeHidden();
    const stored = await storedChoice(page);
    expect(stored).toMatchObject({
      essential: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(Math.abs(Date.parse(stored.decidedAt) - Date.now())).toBeLessThan(60_000);

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL('/mentions-legales');
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/produits');
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Accepter stores every category, and /cookies shows them on', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await (await liveBanner(page)).getByRole('button', { name: 'Accepter' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    await page.goto('/cookies');
    await waitForHydration(page);
    for (const name of ['Cookies de mesure d’audience', 'Cookies marketing']) {
      await expect(toggle(page, name)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(banner(page)).toHaveCount(0);
  });

  test('Personnaliser leads to the toggles; saving there answers the banner too', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('link', { name: 'Personnaliser' }).click();
    await expect(page).toHaveURL('/cookies#preferences');
    const analytics = toggle(page, 'Cookies de mesure d’audience');
    await expect(analytics).toBeInViewport();
    await analytics.click();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(preferencesForm(page).getByRole('status')).toHaveText(
      'Préférences de cookies sauvegardées !',
    );
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      analytics: true,
      marketing: false,
      preferences: false,
    });
  });

  test('"Refuser" is kept when chosen before the banner’s code has arrived', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/cookie-banner-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/engagements');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await storedChoice(page)).analytics).toBe(false);
    // Its code arrives: the banner finds the choice made and stays away.
    const arrived = page.waitForResponse(/\/assets\/cookie-banner-/);
    release();
    await arrived;
    await page.waitForFunction(() => !document.querySelector('[data-cookie-banner]'));
    await expect(banner(page)).toBeHidden();
  });

  test('the banner is reachable by keyboard, right after the skip link', async ({ page }) => {
    await page.goto('/engagements');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'En savoir plus sur les cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Accepter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect((await storedChoice(page)).analytics).toBe(false);
  });

  test('a choice made in another tab answers this one', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto('/cookies');
    await waitForHydration(other);
    await (await liveBanner(other)).getByRole('button', { name: 'Refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await other.close();
  });

  test('an expired or unreadable choice is asked again', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const fourteenMonthsAgo = new Date();
    fourteenMonthsAgo.setMonth(fourteenMonthsAgo.getMonth() - 14);
    for (const stored of [serializePreferences(acceptAll(), fourteenMonthsAgo), '{"analytics":']) {
      await page.evaluate(
        (value) => window.localStorage.setItem('cookiePreferences', value),
        stored,
      );
      await page.reload();
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
    }
  });

  test('is absent from the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Admin');
    await expect(banner(page)).toHaveCount(0);
    // The same visit on a public page does ask.
    await page.goto('/actualites');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('/cookies preferences', () => {
  test('toggles persist across reload; essential stays on', async ({ page }) => {
    await page.goto('/cookies');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de cookies');
    const essential = toggle(page, 'Cookies essentiels');
    await expect(essential).toHaveAttribute('aria-checked', 'true');
    await expect(essential).toBeDisabled();
    await essential.focus();
    await page.keyboard.press('Space');
    await expect(essential).toHaveAttribute('aria-checked', 'true');

    const analytics = toggle(page, 'Cookies de mesure d’audience');
    const marketing = toggle(page, 'Cookies marketing');
    const preferences = toggle(page, 'Cookies de préférences');
    for (const off of [analytics, marketing, preferences]) {
      await expect(off).toHaveAttribute('aria-checked', 'false');
    }
    await analytics.click();
    await preferences.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toHaveAttribute('aria-checked', 'true');
    await expect(preferences).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(preferencesForm(page).getByRole('status')).toHaveText(
      'Préférences de cookies sauvegardées !',
    );

    await page.reload();
    await waitForHydration(page);
    await expect(essential).toHaveAttribute('aria-checked', 'true');
    await expect(analytics).toHaveAttribute('aria-checked', 'true');
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    await expect(preferences).toHaveAttribute('aria-checked', 'true');
    await expect(preferencesForm(page).getByRole('status')).toHaveText('');
    expect(await storedChoice(page)).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
  });

  test('the policy lists every cookie and storage key a visit leaves, and links onward', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Produits' })
      .click();
    await expect(page).toHaveURL('/produits');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL('/cookies');

    // The URL changes before the new page has rendered: wait for the table itself.
    const codes = page.getByRole('table').locator('code');
    await expect(codes.filter({ hasText: 'cookiePreferences' })).toBeVisible();
    const listed = await codes.allTextContents();
    const isListed = (name: string) =>
      listed.some((entry) =>
        entry.endsWith('…') ? name.startsWith(entry.slice(0, -1)) : entry === name,
      );
    const left = await page.evaluate(() => [
      ...Object.keys(window.localStorage),
      ...Object.keys(window.sessionStorage),
    ]);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(left.length).toBeGreaterThan(0);
    for (const name of [...left, ...cookies]) expect(isListed(name), name).toBe(true);

    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'politique de confidentialité', exact: true }),
    ).toHaveAttribute('href', '/politique-confidentialite');
  });
});
