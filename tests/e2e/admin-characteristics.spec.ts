import type { Locator, Page } from '@playwright/test';
import { startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';
import { createProductWithImages } from './test-products.ts';

// Issue 37 §2: staff give a product its characteristics in the edit form — add, reorder with the
// keyboard, remove, a refused duplicate shown on its row — saved, shown again, and told in French
// by the Historique.

const section = (page: Page) => page.getByRole('group', { name: 'Caractéristiques', exact: true });
const rows = (scope: Locator) => scope.getByRole('group', { name: /^Caractéristique \d+$/ });

async function addRow(scope: Locator, libelle: string, valeur: string) {
  await scope.getByRole('button', { name: 'Ajouter une caractéristique' }).click();
  const row = rows(scope).last();
  // The new row's label takes the focus: typing goes straight into it.
  await expect(row.getByLabel('Libellé')).toBeFocused();
  await row.page().keyboard.type(libelle);
  await row.getByLabel('Valeur').fill(valeur);
}

const labels = (scope: Locator) =>
  rows(scope)
    .getByLabel('Libellé')
    .evaluateAll((inputs) =>
      inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')),
    );

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, staff add, reorder and remove characteristics; saved, shown again, in the Historique`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const product = await createProductWithImages(request, `Fauteuil caractéristiques ${unique()}`);
    await startSession(page);
    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    const chars = section(page);
    await expect(chars.getByText('Aucune caractéristique pour l’instant.')).toBeVisible();

    await addRow(chars, 'Poids', '18 kg');
    await addRow(chars, 'Garantie', '2 ans');
    await addRow(chars, 'Charge maximale', '135 kg');
    // The category's labels are suggested (the demo wheelchairs have « Charge maximale »).
    const listId = await rows(chars).first().getByLabel('Libellé').getAttribute('list');
    await expect(
      page.locator(`datalist[id="${listId}"] option[value="Charge maximale"]`),
    ).toHaveCount(1);

    // Up twice with the keyboard: at the top its « Monter » is disabled, the focus on « Descendre ».
    const up = chars.getByRole('button', { name: 'Monter la caractéristique « Charge maximale »' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      chars.getByRole('button', { name: 'Descendre la caractéristique « Charge maximale »' }),
    ).toBeFocused();
    expect(await labels(chars)).toEqual(['Charge maximale', 'Poids', 'Garantie']);
    await chars
      .getByRole('button', { name: 'Retirer la caractéristique « Garantie »', exact: true })
      .click();
    expect(await labels(chars)).toEqual(['Charge maximale', 'Poids']);

    // A label twice (accents and case ignored) is refused on its own row, in French.
    await addRow(chars, 'POIDS', '20 kg');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(rows(chars).nth(2)).toContainText('Le libellé « POIDS » est déjà utilisé.');
    await expect(rows(chars).nth(2).getByLabel('Libellé')).toHaveAttribute('aria-invalid', 'true');
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
    await expectNoAxeViolations(page, 'main');
    await chars
      .getByRole('button', { name: 'Retirer la caractéristique « POIDS »', exact: true })
      .click();
    await expect(chars.getByText('Le libellé « POIDS » est déjà utilisé.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();

    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    await expect(rows(section(page))).toHaveCount(2);
    expect(await labels(section(page))).toEqual(['Charge maximale', 'Poids']);
    await expect(rows(section(page)).first().getByLabel('Valeur')).toHaveValue('135 kg');

    await page.getByRole('button', { name: 'Historique' }).click();
    const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
    await expect(versions.first()).toContainText(
      'Caractéristiques modifiées : ajout Charge maximale 135 kg, ajout Poids 18 kg',
    );
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  });
}

test('a product added with characteristics keeps them, blank rows ignored', async ({ page }) => {
  const titre = `Déambulateur caractéristiques ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
  await page.getByLabel('Titre *', { exact: true }).fill(titre);
  await page
    .getByLabel('Catégorie *', { exact: true })
    .selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await page.getByLabel('Prix *', { exact: true }).fill('120');
  const chars = section(page);
  await addRow(chars, 'Hauteur des poignées', '79 à 93 cm');
  await chars.getByRole('button', { name: 'Ajouter une caractéristique' }).click();
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();

  const found = await page.request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  expect(await found.json()).toMatchObject({
    rows: [
      { titre, caracteristiques: [{ libelle: 'Hauteur des poignées', valeur: '79 à 93 cm' }] },
    ],
  });
});
