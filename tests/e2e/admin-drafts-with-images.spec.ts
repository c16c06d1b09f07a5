import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { apiToken, createProduct, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pngFile } from './test-images.ts';

/** Issue 20 point 3: a reload mid-form gives back what was typed and the images picked. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const Found = v.object({
  rows: v.array(
    v.object({
      titre: v.string(),
      image_miniature: v.nullable(v.string()),
      galerie_json: v.array(v.string()),
    }),
  ),
});

async function findOne(request: APIRequestContext, list: 'articles' | 'products', titre: string) {
  const found = await request.get(`/api/crud/${list}`, {
    params: { search: titre, limit: 10 },
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  const rows = v.parse(Found, await found.json()).rows.filter((row) => row.titre === titre);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** How many files the form's draft holds in IndexedDB (app/lib/draft-files.ts), per picker. */
function draftFileCount(page: Page, key: string) {
  return page.evaluate(
    (draftKey) =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('brouillons');
        // Not there yet: leave it to the page to create (with its store), create nothing here.
        opening.onupgradeneeded = () => {
          resolve(0);
          opening.transaction?.abort();
        };
        opening.onerror = () => resolve(-1);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('images')) return resolve(0);
          const reading = db.transaction('images').objectStore('images').get(draftKey);
          reading.onsuccess = () => {
            db.close();
            const stored: unknown = reading.result;
            if (typeof stored !== 'object' || stored === null) return resolve(0);
            resolve(Object.values(stored).reduce((total, list) => total + list.length, 0));
          };
          reading.onerror = () => resolve(-1);
        };
      }),
    key,
  );
}

/** Reloads the page and restores the draft the banner offers, which names its images. */
async function reloadAndRestore(page: Page, images: number) {
  await page.reload();
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Brouillon local' });
  await expect(banner).toContainText(`avec ${images} image(s) choisie(s) à envoyer`);
  await banner.getByRole('button', { name: 'Restaurer' }).click();
  await expect(banner).toBeHidden();
}

/** Every preview in `scope` shows a real picture (the restored files, not broken links). */
async function expectPreviews(scope: ReturnType<Page['getByRole']>, count: number) {
  const images = scope.getByRole('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test('an article: the picked main image and gallery come back after a reload, then are uploaded', async ({
  page,
  request,
}) => {
  const titre = `Brouillon avec images ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/articles/create');
  await waitForHydration(page);
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Contenu *').fill('Avec des photos');
  await field(page, 'Image principale').setInputFiles(
    await pngFile('une.png', { r: 200, g: 0, b: 0 }),
  );
  await field(page, "Galerie d'images").setInputFiles([
    await pngFile('deux.png', { r: 0, g: 200, b: 0 }),
    await pngFile('trois.png', { r: 0, g: 0, b: 200 }),
  ]);
  await expect.poll(() => draftFileCount(page, 'articleDraft:new')).toBe(3);

  await reloadAndRestore(page, 3);
  await expect(field(page, 'Titre *')).toHaveValue(titre);
  await expect(page.getByText("En attente d'upload")).toBeVisible();
  await expectPreviews(page.getByRole('list', { name: 'Galerie' }), 2);

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/articles');
  const saved = await findOne(request, 'articles', titre);
  expect(saved?.image_miniature).toBeTruthy();
  expect(saved?.galerie_json).toHaveLength(2);
  await expect.poll(() => draftFileCount(page, 'articleDraft:new')).toBe(0);
});

test('the product add form keeps a draft with its images, and adding uploads them', async ({
  page,
  request,
}) => {
  const titre = `Produit brouillon ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('75');
  await field(page, 'Images').setInputFiles([
    await pngFile('a.png', { r: 10, g: 10, b: 10 }),
    await pngFile('b.png', { r: 90, g: 90, b: 90 }),
  ]);
  await expect.poll(() => draftFileCount(page, 'productDraft:new')).toBe(2);

  await reloadAndRestore(page, 2);
  await expect(field(page, 'Titre *')).toHaveValue(titre);
  await expect(field(page, 'Prix *')).toHaveValue('75');
  await expectPreviews(page.getByRole('list', { name: 'Images à envoyer' }), 2);

  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();
  expect((await findOne(request, 'products', titre))?.galerie_json).toHaveLength(2);
  await expect.poll(() => draftFileCount(page, 'productDraft:new')).toBe(0);
});

test('the product edit form keeps a draft with a new price and a new image', async ({
  page,
  request,
}) => {
  const titre = `Produit modifié ${unique()}`;
  const product = await createProduct(request, { titre });
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);
  await field(page, 'Prix').fill('88.5');
  await field(page, 'Nouvelles images').setInputFiles(
    await pngFile('n.png', { r: 5, g: 50, b: 150 }),
  );
  await expect.poll(() => draftFileCount(page, `productDraft:${product.id}`)).toBe(1);

  await reloadAndRestore(page, 1);
  await expect(field(page, 'Prix')).toHaveValue('88.5');
  await expectPreviews(page.getByRole('list', { name: 'Nouvelles images à envoyer' }), 1);

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();
  expect((await findOne(request, 'products', titre))?.galerie_json).toHaveLength(1);
});
