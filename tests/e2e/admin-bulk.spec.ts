import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import {
  createArticle,
  createProduct,
  createTestCategory,
  deleteTestProduct,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll, unusableControls } from './layout-probes.ts';

/** Issue 24: bulk selection and actions in the products and articles lists. */

async function openList(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const productRow = (page: Page, titre: string) =>
  page.getByRole('table').locator('tbody > tr').filter({ hasText: titre });
const productBar = (page: Page) =>
  page.getByRole('region', { name: 'Actions groupées sur les produits' });

/** Three products of this test's own, in a visible category of its own (public catalogue). */
async function ownProducts(request: Parameters<typeof createProduct>[0], count = 3) {
  const tag = unique();
  const category = await createTestCategory(request, { nom: `Lot ${tag}` });
  const titres = Array.from({ length: count }, (_, index) => `Lot ${tag} produit ${index + 1}`);
  for (const titre of titres)
    await createProduct(request, { titre, categorie_id: String(category.id) });
  return { tag, titres };
}

/** Signs in and opens the products list filtered on this test's own products. */
async function openOwnProducts(page: Page, tag: string) {
  await startSession(page);
  await openList(page, `/dashboard/produits?q=${tag}`);
}

/** What a visitor finds in the public catalogue, in a page of its own (the admin's stays open). */
async function publicCount(page: Page, tag: string) {
  const visitor = await page.context().newPage();
  await visitor.goto(`/produits?q=${encodeURIComponent(tag)}`);
  const count = await visitor.locator('main article').count();
  await visitor.close();
  return count;
}

/** Presses Tab until `target` has the focus (at most `limit` times): it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('products: 3 selected go offline (gone from /produits), then "Annuler" brings them back', async ({
  page,
  request,
}) => {
  const { tag, titres } = await ownProducts(request);
  expect(await publicCount(page, tag)).toBe(3);
  await openOwnProducts(page, tag);

  for (const titre of titres) await page.getByLabel(`Sélectionner le produit ${titre}`).check();
  await expect(productBar(page)).toContainText('3 sélectionnés');
  await expect(page.getByLabel('Tout sélectionner sur cette page')).toBeChecked();
  await productBar(page).getByRole('button', { name: 'Mettre hors ligne' }).click();

  const dialog = page.getByRole('dialog', { name: 'Mettre hors ligne 3 produits ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 produits mis hors ligne.')).toBeVisible();
  for (const titre of titres)
    await expect(
      productRow(page, titre).getByRole('button', { name: /^Hors ligne/ }),
    ).toBeVisible();
  expect(await publicCount(page, tag)).toBe(0);

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Action annulée : 3 produits remis comme avant.')).toBeVisible();
  for (const titre of titres)
    await expect(productRow(page, titre).getByRole('button', { name: /^En ligne/ })).toBeVisible();
  expect(await publicCount(page, tag)).toBe(3);
});

test('products: the selection is per page, tri-state, and a second "Mettre hors ligne" says what already was', async ({
  page,
  request,
}) => {
  const { tag, titres } = await ownProducts(request, 2);
  await openOwnProducts(page, tag);
  const all = page.getByLabel('Tout sélectionner sur cette page');
  await page.getByLabel(`Sélectionner le produit ${titres[0]}`).check();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await productBar(page).getByRole('button', { name: 'Mettre hors ligne' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(page.getByText('1 produit mis hors ligne.')).toBeVisible();

  await all.check();
  await expect(productBar(page)).toContainText('2 sélectionnés');
  await productBar(page).getByRole('button', { name: 'Mettre hors ligne' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(page.getByText('1 produit mis hors ligne. 1 était déjà hors ligne.')).toBeVisible();

  // Another search is another selection: nothing stays selected.
  await page.getByLabel('Rechercher un produit').fill(titres[1] ?? '');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(titres[1]);
  await expect(page.getByLabel(`Sélectionner le produit ${titres[1]}`)).not.toBeChecked();
  await expect(productBar(page)).not.toContainText('sélectionné');
});

test('products: a move names the category; a product deleted meanwhile is named and nothing changes; then a bulk delete', async ({
  page,
  request,
}) => {
  const { tag, titres } = await ownProducts(request);
  const target = await createTestCategory(request, { nom: `Destination ${tag}` });
  await openOwnProducts(page, tag);
  const [first = '', second = '', third = ''] = titres;

  await page.getByLabel(`Sélectionner le produit ${first}`).check();
  await productBar(page).getByLabel('Catégorie de destination').selectOption({ label: target.nom });
  await productBar(page).getByRole('button', { name: 'Déplacer' }).click();
  const move = page.getByRole('dialog', { name: `Déplacer 1 produit vers « ${target.nom} » ?` });
  await move.getByRole('button', { name: 'Déplacer' }).click();
  await expect(page.getByText(`1 produit déplacé vers « ${target.nom} ».`)).toBeVisible();
  await expect(productRow(page, first)).toContainText(target.nom);

  // Another administrator deletes the second product while this list still shows it.
  const Rows = v.object({ rows: v.array(v.object({ id: v.number(), titre: v.string() })) });
  const listed = await request.get(`/api/crud/products?search=${tag}&limit=10`);
  const gone = v.parse(Rows, await listed.json()).rows.find((row) => row.titre === second);
  if (!gone) throw new Error('second product not found');
  await deleteTestProduct(request, gone.id);

  await page.getByLabel(`Sélectionner le produit ${second}`).check();
  await page.getByLabel(`Sélectionner le produit ${third}`).check();
  await expect(productBar(page)).toContainText('3 sélectionnés');
  await productBar(page).getByRole('button', { name: 'Mettre hors ligne' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(productBar(page).getByRole('alert')).toHaveText(
    `Produit introuvable : ${gone.id}. Aucune modification n’a été faite.`,
  );
  await expect(productBar(page)).toContainText('3 sélectionnés');
  await expect(productRow(page, third).getByRole('button', { name: /^En ligne/ })).toBeVisible();

  await page.getByLabel(`Sélectionner le produit ${second}`).uncheck();
  await productBar(page).getByRole('button', { name: 'Supprimer' }).click();
  const remove = page.getByRole('dialog', { name: 'Supprimer 2 produits ?' });
  await remove.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('2 produits placés dans la Corbeille.')).toBeVisible();
  await expect(productRow(page, first)).toHaveCount(0);
  await expect(productRow(page, third)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
});

test('articles: "Dépublier" 3 selected turns them into drafts', async ({ page, request }) => {
  const tag = unique();
  for (const name of ['un', 'deux', 'trois'])
    await createArticle(request, { titre: `Lot ${tag} ${name}`, statut: 'publie' });
  await startSession(page);
  await openList(page, `/dashboard/articles?q=${tag}`);
  const list = page.getByRole('list', { name: 'Articles' });
  await expect(list.getByText('Publié', { exact: true })).toHaveCount(3);

  await page.getByLabel('Tout sélectionner sur cette page').check();
  const bar = page.getByRole('region', { name: 'Actions groupées sur les articles' });
  await expect(bar).toContainText('3 sélectionnés');
  await bar.getByRole('button', { name: 'Dépublier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dépublier 3 articles ?' });
  await dialog.getByRole('button', { name: 'Dépublier' }).click();
  await expect(page.getByText('3 articles dépubliés.')).toBeVisible();
  await expect(list.getByText('Brouillon', { exact: true })).toHaveCount(3);
  await expect(list.getByText('Publié', { exact: true })).toHaveCount(0);
});

test('keyboard only at 360 px: select, confirm, undo from the toast; Escape cancels', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { tag, titres } = await ownProducts(request, 2);
  await openOwnProducts(page, tag);

  const all = page.getByLabel('Tout sélectionner sur cette page');
  await tabTo(page, all);
  await page.keyboard.press('Space');
  await expect(productBar(page)).toContainText('2 sélectionnés');
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  expect(await unusableControls(page, 'main section[aria-label]', 44)).toEqual([]);

  // Escape closes the dialog, changes nothing, and gives the focus back.
  const remove = productBar(page).getByRole('button', { name: 'Supprimer' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const removeDialog = page.getByRole('dialog', { name: 'Supprimer 2 produits ?' });
  await expect(removeDialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(removeDialog).toBeHidden();
  await expect(remove).toBeFocused();

  const offline = productBar(page).getByRole('button', { name: 'Mettre hors ligne' });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, offline);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mettre hors ligne 2 produits ?' });
  const confirm = dialog.getByRole('button', { name: 'Mettre hors ligne' });
  await expect(confirm).toBeFocused();
  // The focus moves between the dialog's buttons; the page behind is inert (a native modal).
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 produits mis hors ligne.')).toBeVisible();
  await expect(offline).toBeFocused();
  for (const titre of titres)
    await expect(
      productRow(page, titre).getByRole('button', { name: /^Hors ligne/ }),
    ).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Annuler' }));
  await page.keyboard.press('Enter');
  for (const titre of titres)
    await expect(productRow(page, titre).getByRole('button', { name: /^En ligne/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the selection bar and its dialog have no WCAG 2.1 AA violation (axe)', async ({
  page,
  request,
}) => {
  const { tag, titres } = await ownProducts(request, 2);
  await openOwnProducts(page, tag);
  await page.getByLabel(`Sélectionner le produit ${titres[0]}`).check();
  await expectNoAxeViolations(page);
  await productBar(page).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Supprimer 1 produit ?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the actions stay on screen for a row ticked far down, and no checkbox covers a picture (issue 36 §7)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { tag, titres } = await ownProducts(request, 8);
    await openOwnProducts(page, tag);
    for (const titre of titres) {
      const cells = productRow(page, titre).getByRole('cell');
      const box = await cells.nth(0).getByRole('checkbox').boundingBox();
      const picture = await cells.nth(1).boundingBox();
      if (!box || !picture) throw new Error(`${titre}: no checkbox or picture on screen`);
      const apart =
        box.x + box.width <= picture.x ||
        picture.x + picture.width <= box.x ||
        box.y + box.height <= picture.y ||
        picture.y + picture.height <= box.y;
      expect(apart, `${titre}: the checkbox overlaps the picture`).toBe(true);
    }

    const last = titres.at(-1) ?? '';
    const checkbox = page.getByLabel(`Sélectionner le produit ${last}`);
    await checkbox.scrollIntoViewIfNeeded();
    await checkbox.check();
    const bar = productBar(page);
    await expect(bar).toContainText('1 sélectionné');
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Mettre hors ligne' })).toBeInViewport();
    // Nothing selected: on a phone the bar goes back into the flow, above the list.
    await bar.getByRole('button', { name: 'Désélectionner' }).click();
    if (viewport.width < 640) await expect(bar).not.toBeInViewport();
  });
}
