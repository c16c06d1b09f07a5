import type { Page } from '@playwright/test';
import { startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';
import { createProductWithImages } from './test-products.ts';

// Issue 39: staff make a product rentable in its edit form — the « Location » section, amounts
// typed French-style, a refused value told in French next to its field — saved, shown again, and
// said by the Historique.

const section = (page: Page) => page.getByRole('group', { name: 'Location', exact: true });

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, staff set a product’s rental terms; a bad amount is refused in French; saved and shown again`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const product = await createProductWithImages(request, `Lit location ${unique()}`);
    await startSession(page);
    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    const rental = section(page);
    await expect(rental.getByLabel('Nombre d’unités *')).toHaveCount(0);

    // Ticked with the keyboard: the terms appear, with their defaults.
    const offer = rental.getByLabel('Proposer ce produit à la location');
    await offer.focus();
    await page.keyboard.press('Space');
    await expect(offer).toBeChecked();
    await rental.getByLabel('Nombre d’unités *').fill('4');
    await rental.getByLabel('Prix par jour *').fill('25,5555');
    await rental.getByLabel('Prix par semaine').fill('140');
    await rental.getByLabel('Prix par mois').fill('1 234,5');
    await rental.getByLabel('Caution *').fill('500');
    await rental.getByLabel('Durée minimum (jours) *').fill('7');
    await rental.getByLabel('Jours de préparation entre deux locations *').fill('1');
    await rental.getByLabel('Magasin Lafayette').uncheck();
    await rental.getByLabel('Frais de livraison').fill('30');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const price = rental.getByLabel('Prix par jour *');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(rental).toContainText(
      'Montant invalide : un nombre avec 3 décimales au plus, par exemple 1 234,500.',
    );
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
    await expectNoAxeViolations(page, 'main');
    await price.fill('25');
    await expect(price).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();

    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    const again = section(page);
    await expect(again.getByLabel('Proposer ce produit à la location')).toBeChecked();
    await expect(again.getByLabel('Nombre d’unités *')).toHaveValue('4');
    await expect(again.getByLabel('Prix par jour *')).toHaveValue('25');
    await expect(again.getByLabel('Prix par mois')).toHaveValue('1 234,500');
    await expect(again.getByLabel('Magasin Centre Urbain Nord')).toBeChecked();
    await expect(again.getByLabel('Magasin Lafayette')).not.toBeChecked();

    await page.getByRole('button', { name: 'Historique' }).click();
    const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
    await expect(versions.first()).toContainText(
      'Proposé à la location (4 unités · 25 DT / jour · 140 DT / semaine',
    );
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  });
}

test('a product added with rental terms keeps them; unticked, it is not rented', async ({
  page,
}) => {
  const titre = `Fauteuil location ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
  await page.getByLabel('Titre *', { exact: true }).fill(titre);
  await page
    .getByLabel('Catégorie *', { exact: true })
    .selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await page.getByLabel('Prix *', { exact: true }).fill('120');
  const rental = section(page);
  await rental.getByLabel('Proposer ce produit à la location').check();
  // Nothing typed in the required price: refused in French, next to it.
  await rental.getByLabel('Magasin Centre Urbain Nord').uncheck();
  await rental.getByLabel('Magasin Lafayette').uncheck();
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(rental.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(rental.getByText('Choisissez au moins un magasin.')).toBeVisible();
  await rental.getByLabel('Prix par jour *').fill('12,5');
  await rental.getByLabel('Magasin Lafayette').check();
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();

  const found = await page.request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  expect(await found.json()).toMatchObject({
    rows: [
      {
        titre,
        location: {
          unites: 1,
          prix_jour: 12.5,
          prix_semaine: null,
          prix_mois: null,
          caution: 0,
          duree_min_jours: 1,
          jours_tampon: 1,
          boutiques: ['lafayette'],
          frais_livraison: null,
        },
      },
    ],
  });
});
