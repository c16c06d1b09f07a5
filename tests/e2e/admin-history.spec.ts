import type { Page } from '@playwright/test';
import {
  apiToken,
  createArticle,
  demoAdmin,
  showHtmlSource,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll, unusableControls } from './layout-probes.ts';
import { createProductWithImages } from './test-products.ts';

const content = (page: Page) => page.getByLabel('Contenu HTML *', { exact: true });
/** The body as the rich-text editor shows it (issue 36 §1). */
const editor = (page: Page) => page.getByRole('textbox', { name: 'Contenu *', exact: true });

async function editContent(page: Page, articleId: number, html: string) {
  await page.goto(`/dashboard/articles/edit/${articleId}`);
  await waitForHydration(page);
  await showHtmlSource(page);
  await content(page).fill(html);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Article mis à jour avec succès')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/articles');
}

test('an article edited twice is restored to its first text from the Historique, and the public page shows it', async ({
  page,
  request,
}) => {
  const id = unique();
  const article = await createArticle(request, {
    titre: `Historique ${id}`,
    statut: 'publie',
    contenu_html: `<p>Texte d'origine ${id}</p>`,
  });
  await startSession(page);
  await editContent(page, article.id, `<p>Deuxième texte ${id}</p>`);
  await editContent(page, article.id, `<p>Troisième <strong>texte</strong> ${id}</p>`);

  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  const history = page.getByRole('button', { name: 'Historique' });
  await expect(history).toHaveAttribute('aria-expanded', 'false');
  await history.click();
  const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
  // The creation and the two saves, newest first, each by the signed-in administrator.
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('(dernière)');
  await expect(versions.nth(2)).toContainText(demoAdmin.email);

  // Keyboard: the oldest version opens with Enter.
  await versions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(versions.nth(2)).toHaveAttribute('aria-pressed', 'true');
  const changes = page.locator('dl').filter({ has: page.getByText('Contenu', { exact: true }) });
  await expect(changes.locator('del')).toContainText(["d'origine"]);
  await expect(changes.locator('ins')).toContainText(['Troisième']);
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: 'Restaurer cette version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurer cette version ?' });
  await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
  await expect(page.getByText(/^Version du .* restaurée\./)).toBeVisible();
  await expect(editor(page)).toHaveText(`Texte d'origine ${id}`);
  // The restore is itself a save: a fourth version, now the latest and the same as the form.
  await expect(versions).toHaveCount(4);
  await versions.first().click();
  await expect(page.getByText('Identique à la version actuelle.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restaurer cette version' })).toHaveCount(0);

  await page.goto(`/articles/${article.slug}`);
  await waitForHydration(page);
  await expect(page.getByText(`Texte d'origine ${id}`)).toBeVisible();
  await expect(page.getByText(`texte ${id}`)).toHaveCount(0);
});

test('a restore over a newer save is refused with the save’s stale-version message', async ({
  page,
  request,
}) => {
  const id = unique();
  const article = await createArticle(request, { titre: `Conflit ${id}` });
  await startSession(page);
  await editContent(page, article.id, `<p>Deuxième ${id}</p>`);
  await page.goto(`/dashboard/articles/edit/${article.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Historique' }).click();
  const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
  await expect(versions).toHaveCount(2);

  // Someone saves the article in another tab meanwhile.
  const other = await page.context().newPage();
  await editContent(other, article.id, `<p>Ailleurs ${id}</p>`);
  await other.close();

  await versions.nth(1).click();
  await page.getByRole('button', { name: 'Restaurer cette version' }).click();
  await page.getByRole('button', { name: 'Restaurer', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: "Cet article a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
    }),
  ).toBeVisible();
  await expect(editor(page)).toHaveText(`Deuxième ${id}`);
});

test('on a 360 px phone, a product’s older price is compared and restored into the open form', async ({
  page,
  request,
}) => {
  const titre = `Historique produit ${unique()}`;
  const product = await createProductWithImages(request, titre);
  const changed = await request.patch(`/api/crud/products/${product.id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { prix: 990 },
  });
  expect(changed.status()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await startSession(page);
  await page.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(page);
  const price = page.getByLabel('Prix', { exact: true });
  await expect(price).toHaveValue('990,00');
  await page.getByRole('button', { name: 'Historique' }).click();
  const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await versions.nth(1).click();
  const change = page.locator('dl > div').filter({ hasText: 'Prix' });
  await expect(change).toContainText('Cette version : 890,00');
  await expect(change).toContainText('Actuelle : 990,00');
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
  expect(await unusableControls(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Restaurer cette version' }).click();
  await page.getByRole('button', { name: 'Restaurer', exact: true }).click();
  await expect(page.getByText(/^Version du .* restaurée\./)).toBeVisible();
  await expect(price).toHaveValue('890,00');
  await expect(versions).toHaveCount(3);
  // The form holds the restored version: saving it now is no conflict.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();
});
