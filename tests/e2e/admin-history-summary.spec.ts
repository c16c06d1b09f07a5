import { apiToken, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';
import { createProductWithImages } from './test-products.ts';

// Issue 36 §3: each version says what it changed; Restaurer says what came back and clears the
// images panel's message of before.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, a product’s Historique says each change in French and Restaurer confirms in a toast`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const product = await createProductWithImages(request, `Historique résumé ${unique()}`);
    const changed = await request.patch(`/api/crud/products/${product.id}`, {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
      data: { prix: 1234.5 },
    });
    expect(changed.status()).toBe(200);

    await startSession(page);
    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    // A message of the images panel, from before the restore.
    const images = page.getByRole('region', { name: 'Ordre des images et textes alternatifs' });
    await images.getByRole('button', { name: 'Ordre des images et textes alternatifs' }).click();
    await images
      .getByRole('listitem')
      .first()
      .getByLabel('Texte alternatif (obligatoire)')
      .fill('Fauteuil rouge de face');
    await images.getByRole('button', { name: 'Valider les images' }).click();
    await expect(images.getByRole('status')).toHaveText('Images enregistrées.');

    await page.getByRole('button', { name: 'Historique' }).click();
    const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Textes alternatifs ou points focaux modifiés');
    await expect(versions.nth(1)).toContainText(/Prix : 890,00 → 1\s234,50 TND/);
    await expect(versions.nth(2)).toContainText('Version la plus ancienne conservée');
    // Images are pictures and names, never storage paths.
    await expect(page.getByText(product.galerie_json[0] ?? '?', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });

    await versions.nth(1).click();
    await page.getByRole('button', { name: 'Restaurer cette version' }).click();
    await page
      .getByRole('dialog', { name: 'Restaurer cette version ?' })
      .getByRole('button', { name: 'Restaurer', exact: true })
      .click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /^Version du .* restaurée\./ });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Textes alternatifs ou points focaux modifiés');
    await expect(page.getByText('Images enregistrées.')).toHaveCount(0);
    await expect(versions).toHaveCount(4);
    await expect(page.getByLabel('Prix', { exact: true })).toHaveValue(/^1\s234,50$/);
  });
}
