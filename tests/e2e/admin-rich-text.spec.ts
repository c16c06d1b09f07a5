import type { Locator, Page } from '@playwright/test';
import { showHtmlSource, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 36 §1: an article written in the rich-text editor (toolbar, keyboard shortcuts, a paste
 * from Word and from Google Docs), its HTML source view, and the formatting on the public page.
 */

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
    const toolbar = page.getByRole('toolbar', { name: 'Mise en forme : Contenu *' });
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
