import type { Page } from '@playwright/test';
import {
  createTestCategory,
  createTestProductIn,
  deleteTestProduct,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

async function openCategories(page: Page) {
  await startSession(page);
  await page.goto('/dashboard/categories');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gérer les Catégories');
}

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

const table = (page: Page) => page.getByRole('table', { name: 'Catégories' });
/** The row whose name cell reads `nom` (a sub-category's cell also names its parent). */
const rowOf = (page: Page, nom: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByText(nom, { exact: true }) });
const statusOf = (page: Page, nom: string) =>
  rowOf(page, nom).getByRole('switch', { name: `Visible en ligne : ${nom}` });

/** Answers the next native confirm, checking its SPEC §5 wording. */
function answerConfirm(page: Page, accept: boolean) {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe('Voulez-vous vraiment supprimer cette catégorie ?');
    void (accept ? dialog.accept() : dialog.dismiss());
  });
}

test('the table has Nom, Statut, Actions; an empty name is refused in the form', async ({
  page,
}) => {
  await openCategories(page);
  await expect(table(page).getByRole('columnheader')).toHaveText(['Nom', 'Statut', 'Actions']);
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle catégorie' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const name = page.getByLabel('Nom', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Veuillez renseigner le nom de la catégorie');
  await expect(name).toBeFocused();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(table(page)).toBeVisible();
});

test('adding a category and a hidden sub-category: success panel, OK, both in the table', async ({
  page,
}) => {
  const parent = `Catégorie ${unique()}`;
  const child = `Sous-catégorie ${unique()}`;
  await openCategories(page);

  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await expect(page.getByLabel('Catégorie visible (en ligne)')).toBeChecked();
  await expect(page.getByLabel('Catégorie parente')).toHaveValue('');
  await page.getByLabel('Nom', { exact: true }).fill(parent);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Catégorie ajoutée avec succès !');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(statusOf(page, parent)).toHaveText('En ligne');

  // The form starts again empty and visible; this time a hidden child of the new category.
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('');
  await page.getByLabel('Nom', { exact: true }).fill(child);
  await page.getByLabel('Catégorie visible (en ligne)').uncheck();
  await page.getByLabel('Catégorie parente').selectOption({ label: parent });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(statusOf(page, child)).toHaveText('Hors ligne');
  await expect(statusOf(page, child)).toHaveAttribute('aria-checked', 'false');
  await expect(rowOf(page, child).getByRole('rowheader')).toContainText(
    `Sous-catégorie de ${parent}`,
  );
  // Shown right under its parent.
  const names = await table(page).getByRole('rowheader').allTextContents();
  const at = names.indexOf(parent);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(names[at + 1]).toContain(child);
});

test('the status toggle takes a category offline and back online', async ({ page, request }) => {
  const { nom } = await createTestCategory(request, { nom: `Statut ${unique()}` });
  await openCategories(page);
  await expect(statusOf(page, nom)).toHaveText('En ligne');
  await statusOf(page, nom).click();
  await expect(statusOf(page, nom)).toHaveText('Hors ligne');
  await expect(statusOf(page, nom)).toHaveAttribute('aria-checked', 'false');
  // Saved on the server, not only on screen.
  await reload(page);
  await expect(statusOf(page, nom)).toHaveText('Hors ligne');
  await statusOf(page, nom).click();
  await expect(statusOf(page, nom)).toHaveText('En ligne');
  await reload(page);
  await expect(statusOf(page, nom)).toHaveText('En ligne');
});

test('"Modifier" renames inline; Escape cancels; an empty name is refused', async ({
  page,
  request,
}) => {
  const { nom } = await createTestCategory(request, { nom: `Renommer ${unique()}` });
  const renamed = `Renommée ${unique()}`;
  await openCategories(page);
  const field = page.getByRole('textbox', { name: 'Nouveau nom de la catégorie' });

  await rowOf(page, nom).getByRole('button', { name: 'Modifier' }).click();
  await expect(field).toHaveValue(nom);
  await field.fill('Abandonné');
  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(rowOf(page, nom)).toBeVisible();

  await rowOf(page, nom).getByRole('button', { name: 'Modifier' }).click();
  await field.fill('  ');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(field).toHaveAccessibleDescription('Veuillez renseigner le nom de la catégorie');
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(field).toHaveCount(0);
  await expect(rowOf(page, renamed)).toBeVisible();
  await expect(page.getByText('Édition à venir')).toHaveCount(0);
  await reload(page);
  await expect(rowOf(page, renamed)).toBeVisible();
  await expect(rowOf(page, nom)).toHaveCount(0);
});

test('deleting is refused while a product remains, then succeeds once the category is empty', async ({
  page,
  request,
}) => {
  const category = await createTestCategory(request, { nom: `Avec produit ${unique()}` });
  const product = await createTestProductIn(request, category.id);
  await openCategories(page);
  const remove = () =>
    rowOf(page, category.nom).getByRole('button', {
      name: `Supprimer la catégorie ${category.nom}`,
    });

  answerConfirm(page, false);
  await remove().click();
  await expect(rowOf(page, category.nom)).toBeVisible();

  answerConfirm(page, true);
  await remove().click();
  await expect(page.getByText('Erreur lors de la suppression')).toBeVisible();
  await expect(
    page.getByText(/Impossible de supprimer cette catégorie : elle contient 1 produit/),
  ).toBeVisible();
  await expect(rowOf(page, category.nom)).toBeVisible();
  await expect(remove()).toBeEnabled();

  await deleteTestProduct(request, product.id);
  answerConfirm(page, true);
  await remove().click();
  await expect(rowOf(page, category.nom)).toHaveCount(0);
  await reload(page);
  await expect(table(page)).toBeVisible();
  await expect(rowOf(page, category.nom)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the confirmation toast never covers the menu button', async ({ page, request }) => {
    const category = await createTestCategory(request, { nom: `Toast ${unique()}` });
    await openCategories(page);
    answerConfirm(page, true);
    await rowOf(page, category.nom)
      .getByRole('button', { name: `Supprimer la catégorie ${category.nom}` })
      .click();
    const toast = page.getByText(`Catégorie « ${category.nom} » supprimée`);
    await expect(toast).toBeVisible();
    const menu = await page.getByRole('button', { name: 'Ouvrir le menu' }).boundingBox();
    const shown = await toast.boundingBox();
    if (!menu || !shown) throw new Error('menu button or toast not laid out');
    const apart =
      shown.y >= menu.y + menu.height ||
      shown.y + shown.height <= menu.y ||
      shown.x >= menu.x + menu.width ||
      shown.x + shown.width <= menu.x;
    expect(apart, 'the toast overlaps the menu button').toBe(true);
    // And a tap reaches it at once, toast still on screen.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
  });
});
