import { startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { createProductWithImages } from './test-products.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the edit form shows the main image once, marked in the gallery', async ({
  page,
  request,
}) => {
  const product = await createProductWithImages(request, `Déambulateur ${unique()}`);
  expect(product.galerie_json[0]).toBe(product.image);
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);
  const gallery = page.getByRole('list', { name: 'Galerie actuelle' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator(`main img[src*="${product.image}"]`)).toHaveCount(1);
  await expect(gallery.getByRole('listitem').first()).toContainText('Image principale');

  // Removed from the gallery, it stops being the main image: the next one is marked instead.
  await page.getByRole('button', { name: "Retirer l'image 1 de la galerie" }).click();
  await expect(page.locator(`main img[src*="${product.image}"]`)).toHaveCount(0);
  await expect(gallery.getByRole('listitem').first()).toContainText('Image principale');
});
