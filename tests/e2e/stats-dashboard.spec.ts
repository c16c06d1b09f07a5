import type { Page } from '@playwright/test';
import { startSession } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';

/** Issue 38: the back-office « Statistiques » screen. */

async function openStatistics(page: Page, search = '') {
  await startSession(page);
  await page.goto(`/dashboard/statistiques${search}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
}

/** The panels every period shows, by their headings. */
const panels = [
  'Chiffres de la période',
  'Visiteurs en ce moment',
  'Visiteurs et pages vues',
  'Conversions',
  'Produits',
  'Recherches sans résultat',
  'Recherches',
  'Pages les plus vues',
  'Articles',
  'Pages d’entrée',
  'Provenances',
  'Campagnes',
  'Pages introuvables',
  'Appareils',
  'Navigateurs',
];

async function expectPanels(page: Page) {
  for (const name of panels) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  // Each figure says how it changed, and a figure is a number.
  const figures = page.getByRole('region', { name: 'Chiffres de la période' });
  await expect(figures.getByText('Visiteurs', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stats-live')).toHaveText(/^\d[\d\u202f]*$/);
}

test('the dashboard home leads to « Statistiques », which shows every panel', async ({ page }) => {
  await startSession(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const week = page.getByRole('region', { name: 'Les 7 derniers jours' });
  for (const label of ['Visiteurs', 'Clics WhatsApp', 'Recherches sans résultat']) {
    await expect(week.getByText(label, { exact: true })).toBeVisible();
  }
  await week.getByRole('link', { name: 'Voir les statistiques' }).click();
  await expect(page).toHaveURL('/dashboard/statistiques');
  await expect(page.getByRole('button', { name: '7 jours', pressed: true })).toBeVisible();
  await expectPanels(page);
  // The sidebar names the screen as the current page.
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', {
      name: 'Statistiques',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the periods switch through the address, custom dates included, and a wrong one is explained', async ({
  page,
}) => {
  await openStatistics(page);
  const shown = page.getByText(/^Période affichée : /);
  const week = await shown.textContent();
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(page).toHaveURL(/periode=aujourdhui/);
  await expect(page.getByRole('button', { name: 'Aujourd’hui', pressed: true })).toBeVisible();
  await expect(shown).not.toHaveText(week ?? '');
  await expect(shown).not.toContainText(' au ');
  // Today's chart counts hours.
  await page.getByRole('button', { name: 'Voir le tableau' }).first().click();
  await expect(page.getByRole('columnheader', { name: 'Heure' }).first()).toBeVisible();

  await page.getByRole('button', { name: '12 mois' }).click();
  await expect(page).toHaveURL(/periode=12-mois/);
  await expect(page.getByRole('columnheader', { name: 'Semaine' }).first()).toBeAttached();

  const dates = page.getByRole('form', { name: 'Choisir les dates' });
  await dates.getByLabel('Du').fill('2026-10-01');
  await dates.getByLabel('Au').fill('2026-10-31');
  await dates.getByRole('button', { name: 'Afficher ces dates' }).click();
  await expect(page).toHaveURL(/periode=dates&du=2026-10-01&au=2026-10-31/);
  await expect(shown).toHaveText('Période affichée : du 1 octobre 2026 au 31 octobre 2026.');

  // Typed into the address the wrong way round: said, and the last 7 days shown instead.
  await page.goto('/dashboard/statistiques?periode=dates&du=2026-10-31&au=2026-10-01');
  await expect(page.getByRole('alert')).toHaveText(
    'La date de fin doit suivre la date de début. Voici les 7 derniers jours.',
  );
});

test('a chart’s table view is a toggle, and every control is reached and used with the keyboard', async ({
  page,
}) => {
  await openStatistics(page);
  const audience = page.getByRole('region', { name: 'Visiteurs et pages vues' });
  const toggle = audience.getByRole('button', { name: 'Voir le tableau' });
  // The table is there for screen readers before it is shown.
  await expect(audience.getByRole('table')).toBeAttached();
  await expect(audience.getByRole('columnheader', { name: 'Pages vues' })).toBeAttached();

  // From the « 7 jours » button, Tab reaches the next period and Enter chooses it.
  await page.getByRole('button', { name: '7 jours' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '30 jours' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/periode=30-jours/);
  await expect(page.getByRole('button', { name: '30 jours', pressed: true })).toBeVisible();

  await toggle.focus();
  await page.keyboard.press('Space');
  const shownToggle = audience.getByRole('button', { name: 'Voir le graphique' });
  await expect(shownToggle).toHaveAttribute('aria-expanded', 'true');
  const table = audience.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Jour' })).toBeVisible();
  // 30 days, one row each.
  await expect(table.getByRole('row')).toHaveCount(31);
  await page.keyboard.press('Enter');
  await expect(audience.getByRole('button', { name: 'Voir le tableau' })).toBeFocused();
  // The chart (Chartist, loaded with the screen) is drawn again.
  await expect(audience.locator('svg.ct-chart-line')).toBeVisible();

  // The CSV links and the sort fields are in the tab order.
  const products = page.getByRole('region', { name: 'Produits', exact: true });
  await products.getByLabel('Trier par').focus();
  await page.keyboard.press('Tab');
  await expect(products.getByRole('link', { name: 'Exporter en CSV : Produits' })).toBeFocused();
});

test('each table downloads as CSV with its French headers; signed out, the export is refused', async ({
  page,
  browser,
}) => {
  await openStatistics(page, '?periode=30-jours');
  const products = page.getByRole('region', { name: 'Produits', exact: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    products.getByRole('link', { name: 'Exporter en CSV : Produits' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^statistiques-produits-\d{4}-\d{2}-\d{2}-au-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFProduit;Ouvertures;Clics WhatsApp;Appels;Taux de conversion',
  );

  const searches = await page.request.get(
    '/statistiques.csv?table=recherches-sans-resultat&du=2026-11-01&au=2026-11-29',
  );
  expect(searches.status()).toBe(200);
  expect(searches.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await searches.text()).split('\r\n')[0]).toBe(
    '\uFEFFTerme;Recherches;Dernière recherche',
  );
  const unknown = await page.request.get('/statistiques.csv?table=inconnue');
  expect(unknown.status()).toBe(400);

  const visitor = await browser.newContext();
  const refused = await visitor.request.get(
    new URL('/statistiques.csv?table=pages', page.url()).href,
  );
  expect(refused.status()).toBe(401);
  await visitor.close();
});

test('« Visiteurs en ce moment » counts a new visitor at its next refresh, without a reload', async ({
  page,
  browser,
}) => {
  // The page's timers are ours to run: the 30 s refresh comes when the test says so.
  await page.clock.install();
  await openStatistics(page, '?periode=aujourdhui');
  const live = page.getByTestId('stats-live');
  await expect(live).toHaveText(/^\d/);
  const before = Number((await live.textContent())?.replace(/\D/g, ''));

  // A visitor of their own: another browser build, so another visitor id.
  const build = Math.floor(Math.random() * 9000) + 1000;
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`,
  });
  const visitorPage = await visitor.newPage();
  const sent = visitorPage.waitForRequest((request) => request.url().endsWith('/api/stats/events'));
  await visitorPage.goto('/engagements');
  await sent;
  await visitor.close();

  await expect
    .poll(
      async () => {
        await page.clock.runFor(30_000);
        return Number((await live.textContent())?.replace(/\D/g, ''));
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(before);
  await expect(page).toHaveURL(/periode=aujourdhui/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the screen fits 360 px, its tables drawn as cards, reached from the menu', async ({
    page,
  }) => {
    await startSession(page);
    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Statistiques' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    await waitForHydration(page);
    await expectPanels(page);
    await page.getByRole('button', { name: '30 jours' }).click();
    await expect(page).toHaveURL(/periode=30-jours/);
    await page.getByRole('button', { name: 'Voir le tableau' }).first().click();
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  });
});
