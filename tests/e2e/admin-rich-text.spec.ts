import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import {
  createArticle,
  createProduct,
  showHtmlSource,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll, unusableControls } from './layout-probes.ts';

/**
 * Issue 36 §1: an article written in the rich-text editor (toolbar, keyboard shortcuts, a paste
 * from Word and from Google Docs), its HTML source view, and the formatting on the public page.
 */

const StoredProduct = v.object({ description_html: v.string() });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** What Word (mso- classes and styles, `<o:p>`, a list as styled paragraphs) puts on the clipboard. */
const wordHtml = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->',
  '<p class=MsoNormal style="margin-bottom:0cm"><b style="mso-bidi-font-weight:normal"><span style="font-size:12.0pt;font-family:Calibri">Conseil Word</span></b><span style="mso-spacerun:yes"> </span><i>à retenir</i><o:p></o:p></p>',
  '<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt Times">&nbsp;&nbsp;</span></span><![endif]>Point Word un<o:p></o:p></p>',
  '<p class=MsoListParagraphCxSpLast style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt Times">&nbsp;&nbsp;</span></span><![endif]>Point Word deux<o:p></o:p></p>',
  '<!--EndFragment--></body></html>',
].join('');

/** Google Docs wraps the paste in a `<b>` that is not bold, and styles spans instead. */
const docsHtml =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700;color:#000000">Docs en gras</span><span style="font-size:11pt;font-style:italic"> et penché</span></p></b>';

async function paste(editor: Locator, html: string) {
  await editor.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', data);
    clipboard.setData('text/plain', element.textContent ?? '');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, html);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`an article is written in the editor and published with its formatting (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const id = unique();
    await startSession(page);
    await page.goto('/dashboard/articles/create');
    await waitForHydration(page);
    await field(page, 'Titre *').fill(`Éditeur ${id}`);
    await field(page, 'Statut').selectOption('publie');

    const editor = page.getByRole('textbox', { name: 'Contenu *' });
    const toolbar = page.getByRole('toolbar', { name: 'Mise en forme : Contenu' });
    await editor.click();
    // Keyboard shortcuts: a heading, bold, a line, then the toolbar: a list, italics, a quote.
    await page.keyboard.press('Control+Alt+2');
    await page.keyboard.type('Bien choisir');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Un point ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('important');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
    await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('Premier');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Italique' }).click();
    await page.keyboard.type('Penché');
    await page.keyboard.press('Enter');
    // Undo and redo: a word typed after a pause is one step of the history (ProseMirror: 500 ms).
    await page.waitForTimeout(600);
    await page.keyboard.type('Brouillon');
    await page.keyboard.press('Control+z');
    await expect(editor).not.toContainText('Brouillon');
    await toolbar.getByRole('button', { name: 'Rétablir' }).click();
    await expect(editor).toContainText('Brouillon');
    await toolbar.getByRole('button', { name: 'Annuler' }).click();
    await expect(editor).not.toContainText('Brouillon');
    await expect(editor).toContainText('Penché');
    await paste(editor, docsHtml);
    await page.keyboard.press('Enter');
    await paste(editor, wordHtml);
    await expect(editor.getByRole('heading', { level: 2, name: 'Bien choisir' })).toBeVisible();
    await expect(editor.locator('strong', { hasText: 'Conseil Word' })).toBeVisible();

    // The source view is SPEC's « Contenu HTML * »: the editor's HTML, cleaned of Word and Docs.
    await showHtmlSource(page);
    const source = field(page, 'Contenu HTML *');
    const html = await source.inputValue();
    expect(html).toContain('<h2>Bien choisir</h2>\n<p>Un point <strong>important</strong>.</p>');
    expect(html).toContain('<ul><li>Premier</li><li>Second</li></ul>');
    expect(html).toContain('<em>Penché</em>');
    expect(html).toContain('<strong>Conseil Word</strong> <em>à retenir</em>');
    expect(html).toContain('<ul><li>Point Word un</li><li>Point Word deux</li></ul>');
    expect(html).toContain('<p><strong>Docs en gras</strong><em> et penché</em></p>');
    expect(html).not.toMatch(/mso|style=|class=|<span|<o:p|<b[ >]|·/);
    await source.fill(`${html}\n<h3>Ajouté en HTML</h3>`);
    await page.getByRole('button', { name: 'Code HTML', exact: true }).click();
    await expect(editor.getByRole('heading', { level: 3, name: 'Ajouté en HTML' })).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL('/dashboard/articles');
    await page.goto(`/articles/editeur-${id}`);
    await waitForHydration(page);
    const body = page.locator('main');
    await expect(body.getByRole('heading', { level: 2, name: 'Bien choisir' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'important' })).toBeVisible();
    await expect(body.getByRole('listitem').filter({ hasText: 'Point Word deux' })).toBeVisible();
    await expect(body.locator('em', { hasText: /^Penché$/ })).toBeVisible();
    await expect(body.getByRole('heading', { level: 3, name: 'Ajouté en HTML' })).toBeVisible();
  });
}

test('at 390 px, a product description gets a table of characteristics and a link to an article, stored as written', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const titre = `Déambulateur ${unique()}`;
  const product = await createProduct(request, { titre, description_html: '<p>Stable.</p>' });
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme : Description' });
  await expect(editor).toHaveText('Stable.');

  // The toolbar is one Tab stop: the arrow keys walk it (End reaches « Code HTML »).
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Voir notre guide.');
  await expect(editor).toHaveText('Stable. Voir notre guide.');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Lien' });
  await dialog
    .getByRole('searchbox', { name: 'Chercher un produit ou un article' })
    .fill('fauteuil roulant');
  await dialog.getByRole('button', { name: /Comment choisir son fauteuil roulant/ }).click();
  await expect(dialog.getByLabel('Adresse du lien')).toHaveValue(
    '/articles/comment-choisir-son-fauteuil-roulant',
  );
  await expectNoAxeViolations(page, 'dialog');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(editor.getByRole('link', { name: 'Stable. Voir notre guide.' })).toBeVisible();

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Insérer un tableau' }).click();
  await expect(editor.getByRole('table')).toBeVisible();
  // The cursor waits in the first value cell; Tab moves between cells.
  await page.keyboard.type('Poids');
  await page.keyboard.press('Tab');
  await page.keyboard.type('7 kg');
  await toolbar.getByRole('button', { name: 'Supprimer la ligne' }).focus();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Code HTML' })).toBeFocused();
  await page.keyboard.press('Enter');
  const stored =
    '<p><a href="/articles/comment-choisir-son-fauteuil-roulant">Stable. Voir notre guide.</a></p>\n' +
    '<table><tbody><tr><th>Caractéristique</th><th>Valeur</th></tr><tr><td>Poids</td><td>7 kg</td></tr><tr><td></td><td></td></tr></tbody></table>';
  await expect(page.getByLabel('Description HTML', { exact: true })).toHaveValue(stored);
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' }),
  ).toBeVisible();
  // Stored as the editor wrote it: the sanitiser had nothing to change (the product form is sent
  // as multipart form data, which carries a line break as CRLF).
  const saved = await request.get(`/api/crud/products/${product.id}`);
  const html = v.parse(StoredProduct, await saved.json()).description_html;
  expect(html.replaceAll('\r\n', '\n')).toBe(stored);

  // SPEC §3 display form: the catalogue window shows the description as plain text.
  await page.goto(`/produits?q=${encodeURIComponent(titre)}`);
  await waitForHydration(page);
  await page.locator('main article').filter({ hasText: titre }).getByRole('link').click();
  await expect(page.getByRole('dialog')).toContainText('Stable. Voir notre guide.');
  await expect(page.getByRole('dialog')).toContainText('Poids 7 kg');
});

test('at 360 px, content the editor cannot show opens in « Code HTML », and the form stays usable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const article = await createArticle(request, {
    titre: `Souligné ${unique()}`,
    contenu_html: '<p>Un mot <u>souligné</u>.</p>',
  });
  await startSession(page);
  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  const source = field(page, 'Contenu HTML *');
  await expect(source).toHaveValue('<p>Un mot <u>souligné</u>.</p>');
  const notice =
    "Ce contenu contient une mise en forme que l'éditeur ne sait pas afficher (<u>) : modifiez-le dans le code HTML pour ne rien perdre.";
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Code HTML', exact: true });
  await toggle.click();
  await expect(source).toBeVisible();
  await source.fill('<p>Un mot <strong>appuyé</strong>.</p>');
  await toggle.click();
  const editor = page.getByRole('textbox', { name: 'Contenu *' });
  await expect(editor.locator('strong')).toHaveText('appuyé');
  await expect(page.getByText(notice)).toHaveCount(0);

  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  expect(await unusableControls(page, '[role="toolbar"]', 44)).toEqual([]);
  await expectNoAxeViolations(page, 'main');
});

test('a local draft holding markup the editor cannot show is restored into « Code HTML », whole', async ({
  page,
  context,
}) => {
  const titre = `Brouillon souligné ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/articles/create');
  await waitForHydration(page);
  await field(page, 'Titre *').fill(titre);
  await showHtmlSource(page);
  await field(page, 'Contenu HTML *').fill('<p>Garder <u>ceci</u>.</p>');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('articleDraft:new') ?? ''))
    .toContain('ceci');
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/dashboard/articles/create');
  await waitForHydration(again);
  await expect(again.getByRole('textbox', { name: 'Contenu *' })).toBeVisible();
  await again
    .getByRole('region', { name: 'Brouillon local' })
    .getByRole('button', { name: 'Restaurer' })
    .click();
  await expect(field(again, 'Contenu HTML *')).toHaveValue('<p>Garder <u>ceci</u>.</p>');
  await expect(
    again.getByRole('status').filter({ hasText: 'ne sait pas afficher (<u>)' }),
  ).toBeVisible();
});
