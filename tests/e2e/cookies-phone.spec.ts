import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll, unusableControls } from './layout-probes.ts';

/** Issue 20 point 5: the banner's "Personnaliser" leads, on a phone, to switches one can use. */
test.use({ viewport: { width: 390, height: 844 }, cookieConsent: false });

test('on a phone, "Personnaliser" leads to four switches on screen, and the choice is saved', async ({
  page,
}) => {
  await page.goto('/produits');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Consentement aux cookies' })
    .getByRole('link', { name: 'Personnaliser' })
    .click();
  await expect(page).toHaveURL('/cookies#preferences');
  await waitForHydration(page);
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });

  const switches = page.locator('#preferences').getByRole('switch');
  await expect(switches).toHaveCount(4);
  expect(await unusableControls(page, '#preferences')).toEqual([]);
  for (const toggle of await switches.all()) {
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toBeInViewport({ ratio: 1 });
  }
  const marketing = page.getByRole('switch', { name: 'Cookies marketing' });
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.locator('#preferences').getByRole('status')).toHaveText(
    'Préférences de cookies sauvegardées !',
  );
});
