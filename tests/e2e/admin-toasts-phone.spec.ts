import { startSession } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { noisyJpeg } from './test-images.ts';

/**
 * On a phone the back-office toasts sit at the bottom of the screen. Scrolled to the end of a
 * form, its "Enregistrer" must be above them, not under the confirmation of the image just chosen
 * (seen in CI: the click landed on the toast).
 */
test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px, "Enregistrer" stays pressable while the image toast shows', async ({ page }) => {
  await startSession(page);
  await page.goto('/dashboard/articles/create');
  await waitForHydration(page);
  await page
    .getByLabel('Image principale', { exact: true })
    .setInputFiles(await noisyJpeg('accueil.jpg', 800, 600));
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Image sélectionnée - sera uploadée lors de la sauvegarde' });
  await expect(toast).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  const [saveBox, toastBox] = await Promise.all([save.boundingBox(), toast.boundingBox()]);
  if (!saveBox || !toastBox) throw new Error('the button or the toast is not on screen');
  // The whole button is on screen and ends above the toast's top edge.
  expect(saveBox.y).toBeGreaterThanOrEqual(0);
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(toastBox.y);
  // What a finger on the button's centre touches is the button.
  const touched = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: saveBox.x + saveBox.width / 2, y: saveBox.y + saveBox.height / 2 },
  );
  expect(touched).toBe('Enregistrer');
});
