import type { Page } from '@playwright/test';
import { demoAdmin, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pngFile } from './test-images.ts';
import { createProductWithImages } from './test-products.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The public catalogue (SPEC §2 "Products page"): search the title, open its popup. */
async function openPublicPopup(page: Page, titre: string) {
  await page.goto(`/produits?q=${encodeURIComponent(titre)}`);
  await waitForHydration(page);
  await page.locator('main article').filter({ hasText: titre }).getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: titre })).toBeVisible();
  return dialog;
}

async function openEditForm(page: Page, id: number) {
  await page.goto(`/dashboard/produits/modifier/${id}`);
  await waitForHydration(page);
  await expect(field(page, 'Titre *')).toBeVisible();
}

test('a product is added with two images, found on /produits, then "Ajouter un autre" starts empty', async ({
  page,
}) => {
  const titre = `Fauteuil de transfert ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajouter un produit');
  await expect(field(page, 'Produit en ligne')).toBeChecked();

  await field(page, 'Titre *').fill(titre);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('349.5');
  await field(page, 'Description').fill('Léger et pliable.');
  await field(page, 'Images').setInputFiles([
    await pngFile('vert.png', { r: 20, g: 160, b: 60 }),
    await pngFile('jaune.png', { r: 220, g: 200, b: 20 }),
  ]);
  await expect(page.getByRole('list', { name: 'Images à envoyer' }).getByRole('img')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Produit ajouté avec succès' });
  await expect(success).toBeVisible();
  await expect(success.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
    'href',
    '/dashboard/produits',
  );
  await success.getByRole('button', { name: 'Ajouter un autre' }).click();
  await expect(field(page, 'Titre *')).toHaveValue('');
  await expect(field(page, 'Catégorie *')).toHaveValue('');
  await expect(field(page, 'Prix *')).toHaveValue('');
  await expect(field(page, 'Produit en ligne')).toBeChecked();
  await expect(page.getByRole('list', { name: 'Images à envoyer' })).toHaveCount(0);

  const dialog = await openPublicPopup(page, titre);
  await expect(dialog).toContainText('349,50');
  await expect(dialog).toContainText('Sous-catégorie : Fauteuils roulants');
  await expect(dialog.getByRole('button', { name: /^Voir l’image/ })).toHaveCount(2);
});

test('required fields are named, nothing is sent, and a non-image is refused', async ({ page }) => {
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
  await field(page, 'Images').setInputFiles({
    name: 'notice.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('pas une image'),
  });
  await expect(
    page.getByText('Seules les images sont acceptées : notice.txt ignoré(s).'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Veuillez remplir tous les champs obligatoires',
  );
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(field(page, 'Titre *')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Titre *')).toBeFocused();

  await field(page, 'Titre *').fill('Canne');
  await field(page, 'Prix *').fill('-4');
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Le prix ne peut pas être négatif.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/produits/ajouter');
});

test('editing the price and removing a gallery image: success, the list after 2 s, seen in public', async ({
  page,
  request,
}) => {
  const titre = `Fauteuil roulant ${unique()}`;
  const product = await createProductWithImages(request, titre);
  await startSession(page);
  await openEditForm(page, product.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier le produit');
  await expect(field(page, 'Titre *')).toHaveValue(titre);
  const gallery = page.getByRole('list', { name: 'Galerie actuelle' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);

  await field(page, 'Prix').fill('799.9');
  await page.getByRole('button', { name: "Retirer l'image 1 de la galerie" }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' }),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL('/dashboard/produits', { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);

  const dialog = await openPublicPopup(page, titre);
  await expect(dialog).toContainText('799,90');
  await expect(dialog.getByRole('button', { name: /^Voir l’image/ })).toHaveCount(0);
  await expect(dialog.locator('img')).toHaveAttribute(
    'src',
    new RegExp(product.galerie_json[1] ?? '-'),
  );
});

test('at 390 px: the short and search-engine descriptions say where they show, the price reads in French, and "Voir sur le site" opens what visitors see', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const titre = `Déambulateur ${unique()}`;
  const product = await createProductWithImages(request, titre);
  await startSession(page);
  await openEditForm(page, product.id);
  // The stored 890 as staff write prices, not "890".
  await expect(field(page, 'Prix')).toHaveValue('890,00');
  await expect(
    page.getByText(
      'Affichée dans la fenêtre du produit sur le catalogue, à la place de la description.',
    ),
  ).toBeVisible();
  const short = 'Cadre léger et pliant, réglable en hauteur.';
  await field(page, 'Description courte').fill(short);
  await expect(page.getByText(`${short.length}/1000 caractères`)).toBeVisible();
  await field(page, 'Description pour les moteurs de recherche').fill(
    'Déambulateur pliant en location et en vente à Tunis.',
  );
  await field(page, 'Prix').fill('1234,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' });
  await expect(success).toContainText('1 234,50');
  const [visitor] = await Promise.all([
    context.waitForEvent('page'),
    success.getByRole('link', { name: 'Voir sur le site' }).click(),
  ]);
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: titre })).toBeVisible();
  // What staff typed as the short description is what the visitor reads first.
  await expect(dialog).toContainText(short);
  await expect(dialog).toContainText('1 234,50');
  await visitor.close();
});

test.describe('a stale version', () => {
  // Chromium logs the refused save (409) itself; that line is the point of the test.
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
  });

  test('two tabs on one product: the later save meets the conflict dialog', async ({
    page,
    context,
    request,
  }) => {
    const product = await createProductWithImages(request, `Conflit produit ${unique()}`);
    await startSession(page);
    const other = await context.newPage();
    await openEditForm(page, product.id);
    await openEditForm(other, product.id);

    await field(other, 'Prix').fill('100');
    await other.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(other.getByText('Produit mis à jour avec succès')).toBeVisible();

    await field(page, 'Prix').fill('200');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ce produit a été modifié entre-temps' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Recharger la version enregistrée' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Prix')).toHaveValue('100,00');

    await field(page, 'Prix').fill('200');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();
  });
});

test('leaving the edit form with unsaved changes asks first', async ({ page, request }) => {
  const product = await createProductWithImages(request, `Garde produit ${unique()}`);
  await startSession(page);
  await openEditForm(page, product.id);
  await field(page, 'Référence').fill('REF-NON-ENREGISTREE');
  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(field(page, 'Référence')).toHaveValue('REF-NON-ENREGISTREE');
  await page.getByRole('link', { name: 'Annuler' }).click();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL('/dashboard/produits');
});

test.describe('an expired session', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('asks to sign in again over the add form, then adds what was typed', async ({
    page,
    context,
  }) => {
    const titre = `Session produit ${unique()}`;
    await startSession(page);
    await page.goto('/dashboard/produits/ajouter');
    await waitForHydration(page);
    await field(page, 'Titre *').fill(titre);
    await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
    await field(page, 'Prix *').fill('12');
    await field(page, 'Images').setInputFiles(await pngFile('a.png', { r: 1, g: 2, b: 3 }));
    await context.clearCookies();

    await page.getByRole('button', { name: 'Ajouter le produit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre session a expiré' });
    await expect(dialog).toContainText('votre produit reste tel que vous l');
    await dialog.getByLabel('Mot de passe').fill(demoAdmin.password);
    await dialog.getByRole('button', { name: 'Se reconnecter' }).click();
    await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();
    await expect(page.getByText(`« ${titre} » est enregistré.`)).toBeVisible();
  });
});

test('the product upload routes refuse cross-site posts and other methods', async ({ page }) => {
  await startSession(page);
  const form = new FormData();
  form.set('titre', 'Forgé');
  for (const path of ['/uploads/products', '/uploads/products/1']) {
    const forged = await page.request.post(path, {
      headers: { Origin: 'https://evil.example' },
      multipart: form,
    });
    expect(forged.status()).toBe(403);
    const other = await page.request.get(path);
    expect(other.status()).toBe(405);
    expect(other.headers().allow).toBe('POST');
  }
});
