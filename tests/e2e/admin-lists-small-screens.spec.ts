import type { Page } from '@playwright/test';
import { startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll, unusableControls } from './layout-probes.ts';

/**
 * Issue 20 point 4: every back-office list is usable on a phone (360 px) and on a small laptop
 * (1,024 px): nothing scrolls sideways, every action of every row is on screen and pressable,
 * and on the phone every control is at least 44 px square.
 */
const lists = [
  { path: '/dashboard', heading: 'Bienvenue dans l’espace d’administration' },
  { path: '/dashboard/produits', heading: 'Gestion des produits' },
  { path: '/dashboard/articles', heading: 'Gestion des articles' },
  { path: '/dashboard/categories', heading: 'Gérer les Catégories' },
  { path: '/dashboard/demandes-contact', heading: 'Demandes de contact' },
  { path: '/dashboard/corbeille', heading: 'Corbeille' },
  { path: '/dashboard/synonymes', heading: 'Synonymes de recherche' },
  { path: '/dashboard/locations', heading: 'Locations' },
  { path: '/dashboard/locations/planning', heading: 'Planning des locations' },
] as const;

async function expectUsable(page: Page, where: string, minSize: number) {
  // Soft: one run names every page and control at fault.
  expect
    .soft(await sidewaysScroll(page), `${where} scrolls sideways`)
    .toEqual({ html: 0, body: 0 });
  expect.soft(await unusableControls(page, 'body', minSize), `${where}: controls`).toEqual([]);
}

// One contact request for both widths (the public form allows 5 per address in 10 minutes).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const sent = await request.post('/api/crud/contact-requests', {
    data: {
      firstName: 'Amel',
      lastName: 'Ben Salah',
      email: `amel.${unique()}@exemple.tn`,
      phone: '+216 98 123 456',
      subject: `Location d’un concentrateur d’oxygène ${unique()}`,
      message: 'Bonjour, je voudrais louer un concentrateur pour ma mère.',
      urgent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
});

for (const { width, height, minSize } of [
  { width: 360, height: 740, minSize: 44 },
  { width: 1024, height: 768, minSize: 0 },
]) {
  test(`every dashboard list is usable at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await startSession(page);
    for (const { path, heading } of lists) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectUsable(page, path, minSize);
    }

    // Each list's own row actions are among the controls checked above: make sure they exist.
    await page.goto('/dashboard/produits');
    await waitForHydration(page);
    for (const name of [
      /^Modifier le produit/,
      /^Supprimer le produit/,
      /mettre (hors|en) ligne/,
    ]) {
      await expect(
        page.getByRole('button', { name }).or(page.getByRole('link', { name })).first(),
      ).toBeInViewport();
    }

    // The inline rename of a category keeps its field and both buttons on screen.
    await page.goto('/dashboard/categories');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Modifier la catégorie/ })
      .first()
      .click();
    const field = page.getByRole('textbox', { name: 'Nouveau nom de la catégorie' });
    await expect(field).toBeFocused();
    await expectUsable(page, 'renaming a category', minSize);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(field).toHaveCount(0);
  });
}
