import type { Page } from '@playwright/test';
import { addDays } from '#domain/tunis-time.ts';
import { apiToken, createArticle, startSession, unique } from './admin-helpers.ts';
import { axeViolations, expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { publicRoutes } from './public-routes.ts';

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Visits each path in turn in one page (one browser tab, as a visitor would) and scans it; every
 * violation of every page is reported at once. One page for many paths instead of one test per
 * path: a new tab compiles the site's scripts again, which cost more than the scan itself.
 */
async function scanEach(page: Page, paths: readonly string[]) {
  test.setTimeout(30_000 + paths.length * 5_000);
  const report: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    report.push(...(await axeViolations(page)));
  }
  expect(report).toEqual([]);
}

test.describe('public pages', () => {
  test('every public route, an article and the not-found page have no WCAG 2.1 AA violation', async ({
    page,
  }) => {
    await visit(page, '/actualites');
    const href = await page
      .getByRole('link', { name: /^Lire la suite : / })
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/articles\//);
    await scanEach(page, [
      ...publicRoutes.map((route) => route.path),
      href ?? '',
      '/cette-page-n-existe-pas',
    ]);
  });

  test('the product popup has no violation', async ({ page }) => {
    await visit(page, '/produits');
    await page.locator('main article').first().getByRole('link').click();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the contact form showing its errors has no violation', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open mobile menu has no violation', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('before any cookie choice', () => {
    test.use({ cookieConsent: false });

    test('the cookie banner has no violation', async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('button', { name: 'Accepter', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('dashboard pages', () => {
  const dashboardPaths = [
    '/dashboard',
    '/dashboard/articles',
    '/dashboard/articles/create',
    '/dashboard/articles/edit/1',
    '/dashboard/articles/dupliquer/1',
    '/dashboard/produits',
    '/dashboard/produits/ajouter',
    '/dashboard/produits/import',
    '/dashboard/produits/modifier/1',
    '/dashboard/produits/dupliquer/1',
    '/dashboard/categories',
    '/dashboard/demandes-contact',
    '/dashboard/synonymes',
    '/dashboard/statistiques',
    '/dashboard/locations',
    '/dashboard/locations/nouvelle',
    '/dashboard/locations/planning',
    '/dashboard/mot-de-passe',
  ];

  test('every back-office page has no WCAG 2.1 AA violation', async ({ page }) => {
    await startSession(page);
    await scanEach(page, dashboardPaths);
  });

  test('the Corbeille with an item has no violation', async ({ page, request }) => {
    const article = await createArticle(request, { titre: `Corbeille ${unique()}` });
    const token = await apiToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    expect((await request.delete(`/api/crud/articles/${article.id}`, { headers })).status()).toBe(
      204,
    );
    await startSession(page);
    await visit(page, '/dashboard/corbeille');
    await expect(page.getByRole('button', { name: /^Restaurer/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('« Statistiques » with a chart shown as a table has no violation', async ({ page }) => {
    await startSession(page);
    await visit(page, '/dashboard/statistiques?periode=30-jours');
    await page.getByRole('button', { name: 'Voir le tableau' }).first().click();
    await expect(page.getByRole('button', { name: 'Voir le graphique' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the category form has no violation', async ({ page }) => {
    await startSession(page);
    await visit(page, '/dashboard/categories');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the category saved dialog has no violation', async ({ page }) => {
    await startSession(page);
    await visit(page, '/dashboard/categories');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await page.getByLabel('Nom', { exact: true }).fill(`Catégorie ${unique()}`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status')).toContainText('Catégorie ajoutée avec succès !');
    await expectNoAxeViolations(page);
  });

  test('the unsaved-changes confirmation has no violation', async ({ page, request }) => {
    const article = await createArticle(request, { titre: `Garde ${unique()}` });
    await startSession(page);
    await visit(page, `/dashboard/articles/edit/${article.id}`);
    await page.getByLabel('Extrait', { exact: true }).fill('Texte à ne pas perdre');
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Modifications non enregistrées' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the rental dialog (issue 39)', () => {
  test('its dates and its form showing errors have no violation', async ({ page }) => {
    await visit(page, '/location-materiel');
    await page
      .getByRole('button', { name: /^Louer : / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '1. Choisissez vos dates' })).toBeVisible();
    await expectNoAxeViolations(page);
    const start = (await dialog.locator('[data-day][tabindex="0"]').getAttribute('data-day')) ?? '';
    await dialog.locator(`[data-day="${start}"]`).click();
    await dialog.getByLabel('Dernier jour').fill(addDays(start, 20));
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
