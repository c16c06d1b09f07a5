import type { Locator, Page } from '@playwright/test';
import { createArticle, demoAdmin, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** Issue 10: keyboard-only journeys. Nothing here clicks; focus moves with Tab only. */

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target}`).toBe(true);
}

test('the catalogue filters are reached and used with Tab, Enter and Space', async ({ page }) => {
  await visit(page, '/produits?categoryId=ALL');
  const search = page.getByRole('searchbox', { name: 'Rechercher un produit' });
  await tabTo(page, search);
  await page.keyboard.type('fauteuil');
  await expect(page).toHaveURL(/q=fauteuil/);

  const sort = page.getByRole('combobox', { name: 'Trier par' });
  await tabTo(page, sort);
  // Type-ahead on the closed select picks "Prix croissant".
  await page.keyboard.press('p');
  await expect(sort).toHaveValue('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);

  const chips = page.getByRole('group', { name: 'Catégories' }).getByRole('button');
  const firstCategory = chips.nth(1);
  await tabTo(page, firstCategory);
  await page.keyboard.press('Space');
  await expect(firstCategory).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/categoryId=\d+/);

  const all = chips.first();
  await tabTo(page, all);
  await page.keyboard.press('Enter');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/categoryId=\d/);
});

test('the product popup opens with Enter and closes with Escape, focus going back', async ({
  page,
}) => {
  await visit(page, '/produits?q=lit%20medicalise');
  const card = page
    .locator('main article')
    .filter({ hasText: 'Lit médicalisé électrique 3 fonctions' })
    .getByRole('link');
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/produit=\d+/);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/produit=/);
  await expect(card).toBeFocused();
});

test('the contact form is filled and sent with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, '/contact');
  await tabTo(page, page.getByLabel('Prénom *', { exact: true }));
  await page.keyboard.type('Amel');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nom *', { exact: true })).toBeFocused();
  await page.keyboard.type('Ben Salah');
  await tabTo(page, page.getByLabel('E-mail *', { exact: true }));
  await page.keyboard.type('amel.bensalah@exemple.tn');
  await tabTo(page, page.getByLabel('Sujet *', { exact: true }));
  await page.keyboard.type(`Clavier ${unique()}`);
  await tabTo(page, page.getByLabel('Message *', { exact: true }));
  await page.keyboard.type('Bonjour, je souhaite louer un fauteuil roulant.');
  const urgent = page.getByLabel('Demande urgente (réponse sous 24h)');
  await tabTo(page, urgent);
  await page.keyboard.press('Space');
  await expect(urgent).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Envoyer le message' }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('status').filter({ hasText: 'votre demande a bien été envoyée' });
  await expect(thanks).toContainText('Merci Amel');
});

test("signing in and toggling an article's status with the keyboard", async ({ page, request }) => {
  const titre = `Clavier ${unique()}`;
  await createArticle(request, { titre, statut: 'publie' });

  await visit(page, '/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(demoAdmin.email);
  await tabTo(page, page.getByLabel('Mot de passe'));
  await page.keyboard.type(demoAdmin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  await visit(page, `/dashboard/articles?q=${encodeURIComponent(titre)}`);
  const row = page
    .getByRole('list', { name: 'Articles' })
    .locator(':scope > li')
    .filter({ hasText: titre });
  await expect(row).toHaveCount(1);
  const unpublish = row.getByRole('button', { name: `Dépublier l'article ${titre}` });
  await tabTo(page, unpublish);
  await page.keyboard.press('Enter');
  const notice = page.locator('[data-sonner-toast]').filter({
    hasText: "Statut de l'article mis à jour",
  });
  await expect(notice).toBeVisible();
  // Under the pointer, the toast stays while the keys are pressed (Sonner pauses its timer).
  await notice.hover();
  await expect(row.getByText('Brouillon', { exact: true })).toBeVisible();
  // Tab reaches the toast (last on the page) and leaves it: no trap sending focus back before it.
  const remove = row.getByRole('button', { name: `Supprimer l'article ${titre}` });
  await tabTo(page, remove);
  await page.keyboard.press('Tab');
  expect(await isFocused(notice)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await isFocused(remove)).toBe(false);

  const publish = row.getByRole('button', { name: `Publier l'article ${titre}` });
  await tabTo(page, publish);
  await page.keyboard.press('Space');
  await expect(row.getByText('Publié', { exact: true })).toBeVisible();
});
