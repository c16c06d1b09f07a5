import type { APIRequestContext } from '@playwright/test';
import { apiToken, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';

/** 100 products of this test's own, row 100's price given. */
const file = (tag: string, lastPrice: string) =>
  [
    'reference;titre;prix;devise',
    ...Array.from(
      { length: 100 },
      (_, index) =>
        `E2E-${tag}-${index + 1};Canne ${tag} n° ${index + 1};${index === 99 ? lastPrice : '10,00'};TND`,
    ),
  ].join('\r\n');

/** Arranges the 100 products through the API's own import (the page's route, in one request). */
async function importThrough(request: APIRequestContext, text: string) {
  const token = await apiToken(request);
  const answer = await request.post('/api/crud/products/import?mode=apply', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      fichier: { name: 'produits.csv', mimeType: 'text/csv', buffer: Buffer.from(text) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const screens = [
  { name: 'on a 390 px phone', width: 390, height: 844 },
  { name: 'on a desktop', width: 1280, height: 900 },
];

for (const screen of screens) {
  test(`issue 36 §5 ${screen.name}: only row 100 changes → shown first, applied, then undone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const tag = unique();
    await importThrough(page.request, file(tag, '10,00'));
    await startSession(page);
    await page.goto('/dashboard/produits/import');
    await waitForHydration(page);
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'produits.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file(tag, '1 234,50'), 'utf8'),
    });

    const summary = page.getByRole('list', { name: 'Résumé de l’import' });
    await expect(summary).toContainText('À mettre à jour1 produit');
    await expect(summary).toContainText('Inchangés99 produits');
    const changed = page.getByRole('list', { name: 'Lignes qui changent' }).locator('> li');
    await expect(changed).toHaveCount(1);
    await expect(changed.first()).toContainText(`Ligne 101 · Mise à jour · E2E-${tag}-100`);
    await expect(changed.first()).toContainText(/Prix : 10,00\sTND → 1\s234,50\sTND/);
    // The unchanged rows come after, folded.
    const folded = page.getByText('99 lignes inchangées (les 20 premières)');
    await expect(folded).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lignes inchangées' })).toBeHidden();
    const changesTop = (await changed.first().boundingBox())?.y ?? 0;
    expect(changesTop).toBeLessThan((await folded.boundingBox())?.y ?? 0);
    await folded.click();
    await expect(
      page.getByRole('table', { name: 'Lignes inchangées' }).locator('tbody > tr'),
    ).toHaveCount(20);
    expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Importer' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Import terminé : 0 produit(s) créé(s), 1 mis à jour',
    );
    const undo = page.getByRole('button', { name: 'Annuler cet import' });
    await expect(undo).toBeVisible();
    await expect(page.getByText(/Vous pouvez annuler cet import jusqu’à \d\d:\d\d/)).toBeVisible();
    await expectNoAxeViolations(page);
    await undo.click();
    await expect(page.getByRole('status')).toContainText(
      'Import annulé : 1 produit remis comme avant l’import, 0 produit créé supprimé.',
    );
    await expect(undo).toBeHidden();

    await page.goto(`/dashboard/produits?q=${encodeURIComponent(`Canne ${tag} n° 100`)}`);
    await waitForHydration(page);
    const row = page
      .getByText(`Canne ${tag} n° 100`, { exact: true })
      .locator('xpath=ancestor::*[self::tr or self::li][1]');
    await expect(row).toContainText(/10,00\sTND/);
  });
}
