import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { createArticle, showHtmlSource, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { createProductWithImages } from './test-products.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const Saved = v.object({
  id: v.number(),
  titre: v.string(),
  reference: v.nullable(v.string()),
  categorie_id: v.nullable(v.number()),
  prix: v.nullable(v.number()),
  image: v.nullable(v.string()),
  galerie_json: v.array(v.string()),
});
const List = v.object({ rows: v.array(Saved) });

test('a product is duplicated from its edit screen: "Copie de …" prefilled, saved with the same category, price and images; the original is unchanged', async ({
  page,
  request,
}) => {
  const titre = `Fauteuil à copier ${unique()}`;
  const original = await createProductWithImages(request, titre);
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${original.id}`);
  await waitForHydration(page);
  await expect(field(page, 'Titre *')).toHaveValue(titre);
  await page.getByRole('link', { name: 'Dupliquer' }).click();

  await expect(page).toHaveURL(`/dashboard/produits/dupliquer/${original.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dupliquer un produit');
  await expect(field(page, 'Titre *')).toHaveValue(`Copie de ${titre}`);
  await expect(field(page, 'Prix *')).toHaveValue('890,00');
  await expect(field(page, 'Catégorie *')).not.toHaveValue('');
  await expect(field(page, 'Référence')).toHaveValue('');
  const shared = page.getByRole('list', { name: 'Images du produit copié' });
  await expect(shared.getByRole('img')).toHaveCount(2);
  // Nothing is saved before the editor saves.
  const before = await request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  expect(v.parse(List, await before.json()).rows).toHaveLength(1);

  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Produit ajouté avec succès' });
  await expect(success).toBeVisible();
  // Saved: the copy's "nothing is saved yet" notice is gone with the form (issue 36 §2).
  await expect(
    page.getByText("rien n'est enregistré tant que vous n'ajoutez pas le produit"),
  ).toHaveCount(0);
  await success.getByRole('link', { name: 'Retour à la liste' }).click();

  await expect(page).toHaveURL('/dashboard/produits');
  await page.getByLabel('Rechercher un produit').fill(titre);
  const rows = page.getByRole('table').locator('tbody > tr');
  await expect(rows).toHaveCount(2);
  const copyRow = rows.filter({ hasText: `Copie de ${titre}` });
  const originalRow = rows.filter({ hasText: titre }).filter({ hasNotText: 'Copie de' });
  // The same category and price (the add form files it in the shop's currency, SPEC §2).
  await expect(copyRow).toContainText('Mobilité › Fauteuils roulants');
  await expect(copyRow).toContainText('890,00');
  await expect(originalRow).toContainText('Mobilité › Fauteuils roulants');
  await expect(originalRow).toContainText('890,00');

  const after = await request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  const found = v.parse(List, await after.json()).rows;
  const copy = found.find((row) => row.titre === `Copie de ${titre}`);
  const source = found.find((row) => row.id === original.id);
  expect(source).toMatchObject({
    titre,
    image: original.image,
    galerie_json: original.galerie_json,
  });
  expect(copy).toMatchObject({
    categorie_id: source?.categorie_id,
    prix: 890,
    image: original.image,
    galerie_json: original.galerie_json,
  });
  expect(copy?.reference).not.toBe(source?.reference);
});

test('an article is duplicated as a draft titled "Copie de …", the original staying published', async ({
  page,
  request,
}) => {
  const id = unique();
  const article = await createArticle(request, {
    titre: `Article à copier ${id}`,
    statut: 'publie',
    contenu_html: `<p>Corps ${id}</p>`,
  });
  await startSession(page);
  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Dupliquer' }).click();

  await expect(page).toHaveURL(`/dashboard/articles/dupliquer/${article.id}`);
  await expect(field(page, 'Titre *')).toHaveValue(`Copie de Article à copier ${id}`);
  await expect(field(page, 'Slug *')).toHaveValue(`copie-de-article-a-copier-${id}`);
  await expect(field(page, 'Statut')).toHaveValue('brouillon');
  await expect(field(page, 'Contenu *')).toHaveText(`Corps ${id}`);
  await showHtmlSource(page);
  await expect(field(page, 'Contenu HTML *')).toHaveValue(`<p>Corps ${id}</p>`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL('/dashboard/articles');

  // The copy is a draft: not public to a visitor (no session); the original still is.
  const copyPage = await request.get(`/articles/copie-de-article-a-copier-${id}`);
  expect(copyPage.status()).toBe(404);
  const originalPage = await request.get(`/articles/${article.slug}`);
  expect(originalPage.status()).toBe(200);
  expect(await originalPage.text()).toContain(`Corps ${id}`);
});
