import { statsBeaconPath } from '#domain/stats-events.ts';
import { publicPages } from '#scripts/bench/public-js.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 38 "Privacy": the statistics need no cookie, and no public page sets one, the beacon's
 * answers included: every page of the sitemap and the navigation, as a first visit, then each
 * page reached through the header's links (client navigations, which send beacons too).
 */
test('no public page sets a cookie, nor does the statistics beacon', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no baseURL');
  const setCookies: string[] = [];
  const beaconAnswers: number[] = [];
  // Each response's headers are read as it comes, and all read before the checks.
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    reads.push(
      response.headerValue('set-cookie').then((cookie) => {
        if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
        if (new URL(response.url()).pathname === statsBeaconPath)
          beaconAnswers.push(response.status());
      }),
    );
  });

  // The beacons reach the site's own collector, unintercepted: its answers' headers are read as
  // every other response's (an intercepted beacon, fetched again while the page navigated on,
  // could be disposed before it was fulfilled).
  const pages = await publicPages(baseURL);
  // The fixed pages, one article, one category and one product page.
  expect(pages.length).toBeGreaterThanOrEqual(17);
  for (const { path } of pages) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const header = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const name of ['Accueil', 'Actualités', 'Produits', 'Catalogue', 'Contact']) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The beacons were sent and answered (every public page but the sign-in one sends a view).
  await expect.poll(() => beaconAnswers.length).toBeGreaterThanOrEqual(pages.length - 1);

  await Promise.all(reads);
  expect(setCookies, 'responses that set a cookie').toEqual([]);
  expect(await context.cookies(), 'cookies in the browser').toEqual([]);
});
