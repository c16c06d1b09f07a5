import type { Page } from '@playwright/test';
import { startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { heicPhoto, noisyJpeg, paddedJpeg } from './test-images.ts';

/** Issue 20 point 10: the pickers check, convert and shrink photos when they are chosen. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openAddForm(page: Page) {
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a JPEG over 10 Mo is refused when chosen, in French, and nothing is queued', async ({
    page,
  }) => {
    await openAddForm(page);
    await field(page, 'Images').setInputFiles(
      await paddedJpeg('grosse-photo.jpg', 15 * 1024 * 1024),
    );
    await expect(page.getByRole('alert')).toContainText(
      '« grosse-photo.jpg » dépasse 10 Mo : choisissez une image plus légère.',
    );
    await expect(page.getByRole('list', { name: 'Images à envoyer' })).toHaveCount(0);
  });

  test('an HEIC photo this browser cannot read is refused when chosen, with what to do', async ({
    page,
  }) => {
    await openAddForm(page);
    await field(page, 'Images').setInputFiles(heicPhoto);
    await expect(page.getByRole('alert')).toContainText(
      '« IMG_0042.HEIC » : ce navigateur ne sait pas lire les photos HEIC.',
    );
    await expect(page.getByRole('list', { name: 'Images à envoyer' })).toHaveCount(0);
  });
});

test('a large photo is shrunk in the browser before it is sent, and the product is added', async ({
  page,
}) => {
  const photo = await noisyJpeg('grand-format.jpg', 3600, 2700);
  await openAddForm(page);
  await field(page, 'Titre *').fill(`Lit médicalisé ${unique()}`);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('1200');
  await field(page, 'Images').setInputFiles(photo);
  const queued = page.getByRole('list', { name: 'Images à envoyer' }).getByRole('img');
  await expect(queued).toHaveCount(1);
  // The preview shows the image as it will be sent: at most 2000 px on its longest side.
  await expect
    .poll(() => queued.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(2000);

  const sent = page.waitForRequest((request) => request.url().endsWith('/uploads/products'));
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  // The form's whole body (the fields and the one image) weighs less than half the photo.
  const length = Number((await (await sent).headerValue('content-length')) ?? 'NaN');
  expect(length).toBeGreaterThan(0);
  expect(length).toBeLessThan(photo.buffer.byteLength / 2);
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();
});
