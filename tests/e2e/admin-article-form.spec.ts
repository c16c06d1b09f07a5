import type { Page } from '@playwright/test';
import { createArticle, showHtmlSource, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pngFile } from './test-images.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openForm(page: Page, path: string) {
  await startSession(page);
  await page.goto(path);
  await waitForHydration(page);
  await expect(field(page, 'Titre *')).toBeVisible();
}

test('an article is created with a main image and two gallery images, then seen on the public page', async ({
  page,
}) => {
  const id = unique();
  await openForm(page, '/dashboard/articles/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvel article');

  await field(page, 'Titre *').fill(`Fauteuil roulant léger : l'essai ${id}`);
  await expect(field(page, 'Slug *')).toHaveValue(`fauteuil-roulant-leger-lessai-${id}`);
  await expect(page.getByText(`URL: /articles/fauteuil-roulant-leger-lessai-${id}`)).toBeVisible();
  await field(page, 'Auteur').fill('Équipe e2e');
  await field(page, 'Statut').selectOption('publie');
  await field(page, 'Extrait').fill('Un essai complet.');
  await showHtmlSource(page);
  await field(page, 'Contenu HTML *').fill('<h2>Essai</h2><p>Bonjour</p><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Aperçu du contenu' });
  await expect(preview.getByRole('heading', { name: 'Essai' })).toBeVisible();
  await expect(page.getByText('Retiré à la publication (non autorisé) :')).toBeVisible();
  await expect(page.getByRole('status').getByText(/script/)).toBeVisible();

  await field(page, 'Image principale').setInputFiles(
    await pngFile('principale.png', { r: 10, g: 120, b: 110 }),
  );
  await expect(
    page.getByText('Image sélectionnée - sera uploadée lors de la sauvegarde'),
  ).toBeVisible();
  await expect(page.getByText("En attente d'upload")).toBeVisible();
  await field(page, "Galerie d'images").setInputFiles([
    await pngFile('g1.png', { r: 200, g: 30, b: 30 }),
    await pngFile('g2.png', { r: 30, g: 30, b: 200 }),
  ]);
  await expect(
    page.getByText('2 image(s) sélectionnée(s) - seront uploadées lors de la sauvegarde'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Galerie' }).getByText('En attente')).toHaveCount(2);
  await field(page, 'Titre SEO').fill('Essai du fauteuil');
  await field(page, 'Description SEO').fill('Douze caractères');
  await expect(page.getByText('16/300 caractères')).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Images uploadées et article mis à jour')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/articles');

  await page.goto(`/articles/fauteuil-roulant-leger-lessai-${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fauteuil roulant léger : l'essai ${id}`,
  );
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('src', /images\//);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Agrandir l’image/ })).toHaveCount(2);
  await expect(page.locator('main script')).toHaveCount(0);
});

test('required fields are named and nothing is sent while they are empty', async ({ page }) => {
  await openForm(page, '/dashboard/articles/create');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(field(page, 'Titre *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/dashboard/articles/create');
});

test('an existing draft is edited and published from the header', async ({ page, request }) => {
  const id = unique();
  const article = await createArticle(request, { titre: `Brouillon ${id}`, statut: 'brouillon' });
  await openForm(page, `/dashboard/articles/edit/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
  await expect(field(page, 'Titre *')).toHaveValue(`Brouillon ${id}`);

  await field(page, 'Titre *').fill(`Publié ${id}`);
  // An existing article keeps its address when its title changes.
  await expect(field(page, 'Slug *')).toHaveValue(article.slug);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Article mis à jour avec succès')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/articles');

  const response = await page.goto(`/articles/${article.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Publié ${id}`);
});

test('leaving with unsaved changes asks first; without changes it does not', async ({
  page,
  request,
}) => {
  const article = await createArticle(request, { titre: `Garde ${unique()}` });
  await openForm(page, `/dashboard/articles/edit/${article.id}`);
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/dashboard/articles');

  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  await field(page, 'Extrait').fill('Texte à ne pas perdre');
  await page.getByRole('link', { name: 'Retour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Extrait')).toHaveValue('Texte à ne pas perdre');

  await page.getByRole('link', { name: 'Annuler' }).click();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL('/dashboard/articles');
});
