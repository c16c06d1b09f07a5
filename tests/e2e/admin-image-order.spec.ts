import * as v from 'valibot';
import { apiToken, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pngFile } from './test-images.ts';
import { createProductWithImages } from './test-products.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('an editor reorders a product’s images, picks the main one with its alt text and focal point, and the catalogue shows them', async ({
  page,
  request,
}) => {
  const titre = `Fauteuil ordre ${unique()}`;
  const product = await createProductWithImages(request, titre);
  const [red, blue] = product.galerie_json as [string, string];
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);

  const panel = page.getByRole('region', { name: 'Ordre des images et textes alternatifs' });
  // Closed at first: the form shows each image once (admin-product-main-image.spec.ts).
  await panel.getByRole('button', { name: 'Ordre des images et textes alternatifs' }).click();
  const items = panel.getByRole('list', { name: 'Ordre des images' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('data-path', red);

  // By pointer (on a wide screen, where both places are in view): blue dragged onto the first.
  await page.setViewportSize({ width: 1280, height: 900 });
  // Once the pictures and the description's editor are in, the places do not move under the
  // pointer (the editor, loaded on demand, is above them).
  await expect(page.getByRole('toolbar', { name: 'Mise en forme : Description' })).toBeVisible();
  const pictures = panel.getByRole('listitem').locator('img');
  await expect
    .poll(() =>
      pictures.evaluateAll((all) =>
        all.every((img) => img instanceof HTMLImageElement && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  // Step by step: a native drag starts only once the pointer has moved with its button down.
  const from = await items.nth(1).getByTestId('drag-handle').boundingBox();
  const to = await items.nth(0).boundingBox();
  if (!from || !to) throw new Error('the drag handle or its target is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
  await page.mouse.up();
  await expect(items.nth(0)).toHaveAttribute('data-path', blue);
  await page.setViewportSize({ width: 360, height: 740 });
  // By keyboard: down and up again, each move announced.
  await panel.getByRole('button', { name: 'Descendre l’image 1' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-path', red);
  await expect(panel.getByText('Image 1 déplacée en position 2 sur 2.')).toBeAttached();
  // The focus stays on the moved image's button, now "Descendre l’image 2" at the end: Shift+Tab
  // reaches its "Monter".
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Monter l’image 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toHaveAttribute('data-path', blue);
  await expectNoAxeViolations(page);

  // The blue image becomes the main one: its alt text is then required.
  await items.nth(0).getByRole('radio', { name: 'Image principale' }).check();
  await panel.getByRole('button', { name: 'Valider les images' }).click();
  await expect(items.nth(0)).toContainText('Texte alternatif obligatoire pour l’image principale.');
  await items.nth(0).getByLabel('Texte alternatif (obligatoire)').fill('Fauteuil bleu vu de face');
  // Its focal point, moved with the arrows: 4 × 5 % to the left.
  const picker = items.nth(0).getByRole('button', { name: /Point focal de l’image 1/ });
  await picker.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(picker).toHaveAccessibleName(/30 % depuis la gauche, 50 % depuis le haut/);
  await panel.getByRole('button', { name: 'Valider les images' }).click();
  await expect(panel.getByRole('status')).toHaveText('Images enregistrées.');

  // The form reloaded the saved product: new order, new main image, and its save is not stale.
  const gallery = page.getByRole('list', { name: 'Galerie actuelle' });
  await expect(gallery.getByRole('listitem').first()).toContainText('Image principale');
  await expect(gallery.locator('img').first()).toHaveAttribute('src', new RegExp(blue));
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();

  // The catalogue: the card and the product dialog use the alt text, the order and the focal point.
  await page.goto(`/produits?q=${encodeURIComponent(titre)}`);
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: titre });
  const cardImage = card.getByRole('img', { name: 'Fauteuil bleu vu de face' });
  await expect(cardImage).toHaveAttribute('src', new RegExp(blue));
  await expect(cardImage).toHaveCSS('object-position', '30% 50%');
  await card.getByRole('link', { name: titre }).click();
  const dialog = page.getByRole('dialog');
  const main = dialog.getByRole('img', { name: 'Fauteuil bleu vu de face' });
  await expect(main).toHaveAttribute('src', new RegExp(blue));
  await expect(
    dialog.getByRole('button', { name: 'Voir l’image 1' }).locator('img'),
  ).toHaveAttribute('src', new RegExp(blue));
  await expect(
    dialog.getByRole('button', { name: 'Voir l’image 2' }).locator('img'),
  ).toHaveAttribute('src', new RegExp(red));
});

const Uploaded = v.object({ images: v.array(v.string()) });
const CreatedArticle = v.object({ id: v.number(), slug: v.string() });

test('an article’s main image gets its alt text on the public page and in its share tags', async ({
  page,
  request,
}) => {
  // Unique: a related-article card of an earlier run may show the same alt text.
  const alt = `Déambulateur replié ${unique()}`;
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  for (const [name, color] of [
    ['vert.png', { r: 30, g: 160, b: 60 }],
    ['jaune.png', { r: 220, g: 200, b: 30 }],
  ] as const) {
    const png = await pngFile(name, color);
    form.append('images[]', new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), name);
  }
  const upload = await request.post('/api/crud/articles/upload', { headers, multipart: form });
  expect(upload.status(), await upload.text()).toBe(201);
  const [green, yellow] = v.parse(Uploaded, await upload.json()).images as [string, string];
  const created = await request.post('/api/crud/articles', {
    headers,
    data: {
      titre: `Choisir un déambulateur ${unique()}`,
      contenu_html: '<p>Conseils</p>',
      statut: 'publie',
      image_miniature: green,
      galerie_json: [green, yellow],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = v.parse(CreatedArticle, await created.json());

  await startSession(page);
  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Ordre des images et textes alternatifs' });
  await panel.getByRole('button', { name: 'Ordre des images et textes alternatifs' }).click();
  const items = panel.getByRole('list', { name: 'Ordre des images' }).getByRole('listitem');
  await panel.getByRole('button', { name: 'Descendre l’image 1' }).click();
  await expect(items.nth(1)).toHaveAttribute('data-path', green);
  await items.nth(1).getByLabel('Texte alternatif (obligatoire)').fill(alt);
  await panel.getByRole('button', { name: 'Valider les images' }).click();
  await expect(panel.getByRole('status')).toHaveText('Images enregistrées.');

  await page.goto(`/articles/${article.slug}`);
  await expect(page.getByRole('img', { name: alt })).toHaveAttribute('src', new RegExp(green));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
  // The gallery follows the new order: yellow first.
  await expect(
    page.getByRole('button', { name: 'Agrandir l’image 1' }).locator('img'),
  ).toHaveAttribute('src', new RegExp(yellow));
});
