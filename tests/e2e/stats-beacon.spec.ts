import { expect, test, waitForHydration } from './fixtures.ts';
import { recordBeacons, stubChat } from './stats-beacons.ts';

/**
 * Issue 38: what the browser's statistics beacon sends (the API's collector is tested on its own
 * in tests/api): page views, the product popup, its WhatsApp order link, a search with no result,
 * a not-found page; and nothing at all with Global Privacy Control or Do Not Track.
 */

test('a first view with its campaign, then a client navigation: one view each', async ({
  page,
}) => {
  const beacons = await recordBeacons(page);
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=printemps');
  await waitForHydration(page);
  await expect.poll(() => beacons.of('view').length).toBe(1);
  expect(beacons.of('view')[0]).toEqual({
    kind: 'view',
    path: '/',
    route: '/',
    title: await page.title(),
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'printemps',
  });
  expect(beacons.contentTypes[0]).toBe('application/json');

  // A client navigation: the route's pattern and the new page's title; no campaign again.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Actualités' })
    .click();
  await expect(page).toHaveURL(/\/actualites$/);
  await expect.poll(() => beacons.of('view').length).toBe(2);
  const title = await page.title();
  expect(title).toContain('Actualités');
  expect(beacons.of('view')[1]).toEqual({
    kind: 'view',
    path: '/actualites',
    route: '/actualites',
    title,
  });

  // An article: the real path and the route's pattern.
  await page.locator('main article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/articles\/[^/]+$/);
  await expect.poll(() => beacons.of('view').length).toBe(3);
  const article = beacons.of('view')[2];
  expect(article?.route).toBe('/articles/$slug');
  expect(article?.path).toBe(new URL(page.url()).pathname);
  expect(article?.title).toBe(await page.title());
});

test('the popup opened, its WhatsApp order tapped: counted, and the chat opens with its message', async ({
  page,
  context,
}) => {
  const beacons = await recordBeacons(page);
  await stubChat(context);
  await page.goto('/produits?categoryId=ALL');
  await waitForHydration(page);
  await page.locator('main article').first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  const order = dialog.getByRole('link', { name: 'Commander sur WhatsApp' });
  await expect(order).toBeVisible();
  const productId = Number(new URL(page.url()).searchParams.get('produit'));
  expect(productId).toBeGreaterThan(0);
  await expect
    .poll(() => beacons.of('open'))
    .toEqual([{ kind: 'open', path: '/produits', route: '/produits', productId }]);
  // Opening the popup changes only the query: no new page view.
  expect(beacons.of('view')).toHaveLength(1);

  const href = await order.getAttribute('href');
  const [chat] = await Promise.all([context.waitForEvent('page'), order.click()]);
  await chat.waitForLoadState();
  // The link is untouched: the chat opens on the company's number with the prefilled order.
  expect(chat.url()).toBe(href);
  expect(new URL(chat.url()).searchParams.get('text')).toMatch(/^Bonjour, je souhaite commander/);
  await expect
    .poll(() => beacons.of('whatsapp'))
    .toEqual([
      { kind: 'whatsapp', path: '/produits', route: '/produits', productId, button: 'commande' },
    ]);
});

test('a product page, or a link to its popup: the view, then the opening', async ({ page }) => {
  const beacons = await recordBeacons(page);
  await page.goto('/produits?categoryId=ALL');
  await waitForHydration(page);
  const card = page.locator('main article').first().getByRole('link');
  const pagePath = new URL((await card.getAttribute('href')) ?? '', page.url()).pathname;
  await card.click();
  const productId = Number(new URL(page.url()).searchParams.get('produit'));
  expect(productId).toBeGreaterThan(0);
  await expect.poll(() => beacons.of('open').length).toBe(1);

  // Its own page, as a first visit: the opening is counted on the page's route, after its view.
  beacons.events.length = 0;
  await page.goto(pagePath);
  await waitForHydration(page);
  await expect.poll(() => beacons.events.map((event) => event.kind)).toEqual(['view', 'open']);
  expect(beacons.events[1]).toEqual({
    kind: 'open',
    path: pagePath,
    route: '/produits/$slug',
    productId,
  });

  // A shared link to the popup: the catalogue's view, then the opening.
  beacons.events.length = 0;
  await page.goto(`/produits?produit=${productId}`);
  await waitForHydration(page);
  await expect
    .poll(() => beacons.events)
    .toEqual([
      { kind: 'view', path: '/produits', route: '/produits', title: await page.title() },
      { kind: 'open', path: '/produits', route: '/produits', productId },
    ]);

  // From the popup to the product's page, client-side: its view, then its opening, on its route.
  beacons.events.length = 0;
  await page.getByRole('dialog').getByRole('link', { name: 'Voir la fiche complète' }).click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await expect
    .poll(() => beacons.events.map((event) => [event.kind, event.route]))
    .toEqual([
      ['view', '/produits/$slug'],
      ['open', '/produits/$slug'],
    ]);
});

test('a search that finds nothing: one search for the term typed, with no result', async ({
  page,
}) => {
  const beacons = await recordBeacons(page);
  await page.goto('/produits');
  await waitForHydration(page);
  const box = page.getByRole('searchbox', { name: 'Rechercher un produit' });
  // Key by key (a search term committed at each pause is app/lib/search-intent.ts's unit tests).
  await box.pressSequentially('Xylophone  Bleu', { delay: 60 });
  await expect(page).toHaveURL(/q=Xylophone(%20|\+){2}Bleu$/);
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await expect
    .poll(() => beacons.of('search'), { timeout: 10_000 })
    .toEqual([
      {
        kind: 'search',
        path: '/produits',
        route: '/produits',
        term: 'xylophone bleu',
        filters: '',
        results: 0,
      },
    ]);
  // Well past the settling time: still one for fifteen keystrokes.
  await page.waitForTimeout(2_000);
  expect(beacons.of('search')).toHaveLength(1);
});

test('a not-found page is counted as such', async ({ page }) => {
  const beacons = await recordBeacons(page);
  await page.goto('/cette-page-n-existe-pas?ref=lien');
  await waitForHydration(page);
  await expect
    .poll(() => beacons.of('view'))
    .toEqual([
      {
        kind: 'view',
        path: '/cette-page-n-existe-pas',
        route: '/$',
        title: await page.title(),
        notFound: true,
      },
    ]);
});

test('a phone call and the catalogue download are counted, the links left to work', async ({
  page,
}) => {
  const beacons = await recordBeacons(page);
  await page.goto('/catalogue');
  await waitForHydration(page);
  // The test's own listener keeps the browser from dialling (after the beacon has seen the tap).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]'))
        event.preventDefault();
    }),
  );
  await page.locator('header a[href^="tel:"]:visible').first().click();
  await expect
    .poll(() => beacons.of('phone'))
    .toEqual([{ kind: 'phone', path: '/catalogue', route: '/catalogue' }]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: /Télécharger/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect
    .poll(() => beacons.of('pdf'))
    .toEqual([{ kind: 'pdf', path: '/catalogue', route: '/catalogue' }]);
});

for (const [name, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
] as const) {
  test(`with ${name}, nothing is sent`, async ({ page, context }) => {
    await context.addInitScript(script);
    const beacons = await recordBeacons(page);
    await stubChat(context);
    await page.goto('/produits?categoryId=ALL');
    await waitForHydration(page);
    await page.locator('main article').first().getByRole('link').click();
    const order = page.getByRole('dialog').getByRole('link', { name: 'Commander sur WhatsApp' });
    await Promise.all([context.waitForEvent('page'), order.click()]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForTimeout(1_000);
    expect(beacons.events).toEqual([]);
  });
}

test('staff pages send nothing', async ({ page }) => {
  const beacons = await recordBeacons(page);
  await page.goto('/login');
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  expect(beacons.events).toEqual([]);
});
