import { telHref } from '#app/lib/navigation.ts';
import { site } from '#config';
import { expect, test, waitForHydration } from './fixtures.ts';

/** Issue 20 point 12: the 24/7 line is one tap away on a phone, and the catalogue is seen first. */
test.use({ viewport: { width: 390, height: 844 } });

const callName = `Appeler MédiConfort (urgences oxygène 24h/24) : ${site.phone}`;

test('the phone header calls the 24/7 line in one tap, and so does the menu', async ({ page }) => {
  await page.goto('/produits');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const call = header.getByRole('link', { name: callName });
  await expect(call).toHaveCount(1);
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(call).toHaveAttribute('href', telHref(site.phone));
  const box = await call.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menuCall = page.getByRole('link', { name: `Urgences 24h/24 : ${site.phone}` });
  await expect(menuCall).toBeVisible();
  await expect(menuCall).toHaveAttribute('href', telHref(site.phone));
  // Keyboard: the call link follows the menu's items.
  await page
    .getByRole('navigation', { name: 'Navigation mobile' })
    .getByRole('link', { name: 'Contact', exact: true })
    .focus();
  await page.keyboard.press('Tab');
  await expect(menuCall).toBeFocused();
});

test.describe('with the cookie banner shown', () => {
  test.use({ cookieConsent: false });

  test('a product is on the first screen of /produits, above the banner', async ({ page }) => {
    await page.goto('/produits');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accepter' })).toBeInViewport();
    await expect(banner.getByRole('button', { name: 'Refuser' })).toBeInViewport();
    await expect(banner.getByRole('link', { name: 'Personnaliser' })).toBeInViewport();
    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // The first card of the catalogue, whole, between the sticky header and the banner.
    const card = await page.getByRole('main').getByRole('article').first().boundingBox();
    expect(card, 'a product card').not.toBeNull();
    expect(card?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    expect((card?.y ?? Infinity) + (card?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
  });
});
