import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 25: what fetches a product for the popup (and the data cache) is downloaded when the
 * popup first needs it. If that download fails, the popup says so like any failed load, the page
 * stays, and the next opening tries again.
 */
test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

test('a popup whose code cannot be downloaded shows the error dialog; reopening works', async ({
  page,
}) => {
  const chunks = ['**/assets/product-loader-*.js', '**/assets/product-dialog-ready-*.js'];
  for (const chunk of chunks)
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/produits?q=lit%20medicalise');
  await waitForHydration(page);
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Lit médicalisé électrique 3 fonctions' })
    .getByRole('link');
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Erreur' })).toBeVisible();
  await expect(dialog).toContainText('Impossible de charger le produit.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const chunk of chunks) await page.unroute(chunk);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await card.click();
  await expect(
    dialog.getByRole('heading', { name: 'Lit médicalisé électrique 3 fonctions' }),
  ).toBeVisible();
});
