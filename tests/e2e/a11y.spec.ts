import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, createArticle, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { publicRoutes } from './public-routes.ts';

/** Issue 10: zero WCAG 2.1 AA violations, as axe-core counts them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Scans the page as it stands and fails with one readable line per violation and node. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${node.target.join(' ')}`,
    ),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('public pages', () => {
  for (const { path } of publicRoutes) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await visit(page, path);
      await expectNoViolations(page);
    });
  }

  test('an article page has no violation', async ({ page }) => {
    await visit(page, '/actualites');
    const href = await page
      .getByRole('link', { name: /^Lire la suite : / })
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/articles\//);
    await visit(page, href ?? '');
    await expectNoViolations(page);
  });

  test('the product popup has no violation', async ({ page }) => {
    await visit(page, '/produits');
    await page.locator('main article').first().getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('the contact form showing its errors has no violation', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('the not-found page has no violation', async ({ page }) => {
    await visit(page, '/cette-page-n-existe-pas');
    await expectNoViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open mobile menu has no violation', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test.describe('before any cookie choice', () => {
    test.use({ cookieConsent: false });

    test('the cookie banner has no violation', async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('button', { name: 'Accepter', exact: true })).toBeVisible();
      await expectNoViolations(page);
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
    '/dashboard/mot-de-passe',
  ];

  for (const path of dashboardPaths) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await startSession(page);
      await visit(page, path);
      await expectNoViolations(page);
    });
  }

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
    await expectNoViolations(page);
  });

  test('the category form has no violation', async ({ page }) => {
    await startSession(page);
    await visit(page, '/dashboard/categories');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the category saved dialog has no violation', async ({ page }) => {
    await startSession(page);
    await visit(page, '/dashboard/categories');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await page.getByLabel('Nom', { exact: true }).fill(`Catégorie ${unique()}`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status')).toContainText('Catégorie ajoutée avec succès !');
    await expectNoViolations(page);
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
    await expectNoViolations(page);
  });
});
