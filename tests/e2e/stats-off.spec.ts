import { expect, test, waitForHydration } from './fixtures.ts';
import { privateInstance } from './private-instance.ts';
import { recordBeacons } from './stats-beacons.ts';

/**
 * Issue 38: with STATS=off the site says so in every page (fresh or from the page cache, the same
 * for every visitor) and the browser sends no beacon at all.
 */
const instance = privateInstance(
  { email: 'sans-stats@test.tn', password: 'Sans-Statistiques-2026!' },
  { STATS: 'off' },
);

test('STATS=off: pages say it, and nothing is sent, from the cache or not', async ({ page }) => {
  const { url } = instance();
  const beacons = await recordBeacons(page);
  // Twice: rendered, then served from the page cache.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(`${url}/contact`);
    await waitForHydration(page);
    await expect(page.locator('meta[name="stats"]')).toHaveAttribute('content', 'off');
  }
  // The test's own listener keeps the browser from dialling (after the beacon has seen the tap).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]'))
        event.preventDefault();
    }),
  );
  await page.locator('main a[href^="tel:"]').first().click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  await page.waitForTimeout(1_000);
  expect(beacons.events).toEqual([]);
});
