import type { Page } from '@playwright/test';
import { createProduct, createTestCategory, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';

/** The public catalogue's search: the cards a visitor gets. */
async function publicCards(page: Page, text: string) {
  await page.goto(`/produits?q=${encodeURIComponent(text)}`);
  await waitForHydration(page);
  return page.locator('main article');
}

test('staff teach a synonym on « Synonymes de recherche » and the catalogue search then finds the product', async ({
  page,
  request,
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const tag = unique();
  const category = await createTestCategory(request, { nom: `Synonymes ${tag}` });
  await createProduct(request, { titre: `Tabouret ${tag}`, categorie_id: String(category.id) });
  await expect(await publicCards(visitor, `assise ${tag}`)).toHaveCount(0);

  // At 360 px, from the sidebar.
  await page.setViewportSize({ width: 360, height: 740 });
  await startSession(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Synonymes de recherche' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Synonymes de recherche' }),
  ).toBeVisible();
  // The demo's rules are listed.
  await expect(page.getByRole('list', { name: 'Règles de synonymes' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle règle' });
  const terms = form.getByLabel('Termes équivalents');
  // Checked before it is sent: a group needs two terms.
  await terms.fill(`assise ${tag}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Un groupe réunit au moins deux termes.')).toBeVisible();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await terms.fill(`assise ${tag}, tabouret ${tag}`);
  await terms.press('Enter');
  await expect(page.getByText('Règle ajoutée', { exact: true })).toBeVisible();
  const rule = page.getByRole('listitem').filter({ hasText: `assise ${tag}, tabouret ${tag}` });
  await expect(rule).toContainText('Équivalents');

  // The API refuses a term another group holds, and the form says why.
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await form.getByLabel('Termes équivalents').fill(`Assise ${tag}, siège ${tag}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText(`« assise ${tag} » est déjà dans le groupe`)).toBeVisible();
  await form.getByRole('button', { name: 'Annuler' }).click();

  // « Tester une recherche », from the keyboard.
  const tryField = page.getByLabel('Mots recherchés');
  await tryField.fill(`assise ${tag}`);
  await tryField.press('Enter');
  await expect(page.getByText(`assise ${tag} ou tabouret ${tag}`)).toBeVisible();
  await expect(page.getByText('1 produit en ligne trouvé.')).toBeVisible();

  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  // The screen with its form's error and the test's answer (the toasts fade in apart).
  await expectNoAxeViolations(page, 'main');

  // The visitor's search finds the product at once.
  await expect(await publicCards(visitor, `assise ${tag}`)).toHaveCount(1);
  await expect(visitor.locator('main article')).toContainText(`Tabouret ${tag}`);

  // Removed (asked first): the search no longer finds it.
  page.once('dialog', (dialog) => void dialog.accept());
  await rule.getByRole('button', { name: /Supprimer la règle/ }).click();
  await expect(page.getByText('Règle supprimée', { exact: true })).toBeVisible();
  await expect(rule).toHaveCount(0);
  await expect(await publicCards(visitor, `assise ${tag}`)).toHaveCount(0);
  await visitorContext.close();
});
