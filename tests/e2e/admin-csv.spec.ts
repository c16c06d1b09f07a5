import { readFile } from 'node:fs/promises';
import { createProduct, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';

/**
 * Issue 24: an administrator exports the list (its search) as CSV, changes a price in the file
 * with a decimal comma, imports it (preview, then apply) and sees the new price in the list.
 */
test('export, edit a price with a decimal comma, import with a preview, see the new price', async ({
  page,
}) => {
  const tag = unique();
  const titre = `Lit CSV ${tag}`;
  await createProduct(page.request, { titre, prix: '10' });
  await startSession(page);
  await page.goto(`/dashboard/produits?q=${encodeURIComponent(titre)}`);
  await waitForHydration(page);
  await expect(page.locator('tbody > tr').filter({ hasText: titre })).toHaveCount(1);
  // At the top of the list, above the search (issue 36 §5), not under the pagination.
  const exportTop = (await page.getByRole('link', { name: 'Exporter en CSV' }).boundingBox())?.y;
  const searchTop = (await page.getByLabel('Rechercher un produit').boundingBox())?.y;
  expect(exportTop).toBeLessThan(searchTop ?? 0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^produits-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;${titre};`);
  expect(lines[1]).toContain(';10,00;TND;oui;');
  const edited = text.replace(';10,00;TND;', ';1 234,50;TND;');

  await page.getByRole('link', { name: 'Importer un CSV' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importer des produits');
  await waitForHydration(page);
  await page.getByLabel('Fichier CSV').setInputFiles({
    name: 'produits.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited, 'utf8'),
  });
  const summary = page.getByRole('list', { name: 'Résumé de l’import' });
  await expect(summary).toContainText('À mettre à jour1 produit');
  await expect(summary).toContainText('Refusées0 ligne');
  // The row that changes, first, with its price old → new (issue 36 §5).
  const changed = page.getByRole('list', { name: 'Lignes qui changent' }).locator('> li');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('Mise à jour');
  await expect(changed).toContainText(/Prix : 10,00\sTND → 1\s234,50\sTND/);

  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Import terminé : 0 produit(s) créé(s), 1 mis à jour',
  );
  await page.getByRole('link', { name: 'Voir les produits' }).click();
  await page.goto(`/dashboard/produits?q=${encodeURIComponent(titre)}`);
  await expect(page.locator('tbody > tr').filter({ hasText: titre })).toContainText(
    /1\s234,50\sTND/,
  );
});

test.describe('bad files', () => {
  // The unreadable file is answered 422, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('a file with a refused line shows its line and reason, and cannot be imported', async ({
    page,
  }) => {
    await startSession(page);
    await page.goto('/dashboard/produits/import');
    await waitForHydration(page);
    const file = `reference;titre;prix\r\n;Fauteuil ${unique()};12,345\r\n`;
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'produits.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file, 'utf8'),
    });
    await expect(page.getByRole('list', { name: 'Lignes refusées' })).toContainText(
      'Ligne 2 : prix : Prix ambigu',
    );
    await expect(page.getByRole('button', { name: 'Importer' })).toBeDisabled();
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('reference;titre\r\n;Fauteuil r\u00e9glable\r\n', 'latin1'),
    });
    await expect(page.getByRole('alert')).toContainText('Le fichier n’est pas en UTF-8');
  });
});

test('the preview fits a 360 px phone and has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await startSession(page);
  await page.goto('/dashboard/produits/import');
  await waitForHydration(page);
  const tag = unique();
  const file = [
    'reference;titre;prix;devise;est_actif',
    `;Fauteuil roulant pliable à propulsion manuelle ${tag};1 234,50;TND;oui`,
    `;Déambulateur ${tag};12,345;TND;oui`,
  ].join('\r\n');
  await page.getByLabel('Fichier CSV').setInputFiles({
    name: 'produits.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  await expect(page.getByRole('list', { name: 'Lignes refusées' })).toContainText('Ligne 3');
  await expect(page.getByRole('list', { name: 'Lignes qui changent' }).locator('> li')).toHaveCount(
    1,
  );
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  await expectNoAxeViolations(page);
});
