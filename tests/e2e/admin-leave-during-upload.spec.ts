import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { apiToken, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { orphanUploadsSince, storedUploads } from './stored-images.ts';
import { noisyJpeg } from './test-images.ts';
import { throttleUploads } from './upload-throttle.ts';

/** Issue 20 point 2: leaving during an upload cancels it, and nothing is left behind. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const Total = v.object({ total: v.number() });

async function productsTitled(request: APIRequestContext, titre: string) {
  const list = await request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  return v.parse(Total, await list.json()).total;
}

/** The upload bar's percentage, once it is past the start and short of the end. */
async function midUpload(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Envoi des images' });
  await expect.poll(async () => Number((await bar.getAttribute('value')) ?? 0)).toBeGreaterThan(5);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
}

/** How the browser's request to `path` ended: cancelled (failed) or sent and answered. */
function uploadEnd(page: Page, path: string) {
  return new Promise<'cancelled' | 'answered'>((resolve) => {
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === path) resolve('cancelled');
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === path) resolve('answered');
    });
  });
}

test.use({ viewport: { width: 360, height: 740 } });

test('Back at mid-upload, then "Annuler l\'enregistrement et quitter": no product is created', async ({
  page,
  request,
}) => {
  const titre = `Matelas anti-escarres ${unique()}`;
  const photo = await noisyJpeg('matelas.jpg', 1900, 1400);
  await startSession(page);
  await page.goto('/dashboard/produits');
  await waitForHydration(page);
  // Within the app, so the browser's Back button goes through the form's guard.
  await page.getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(page).toHaveURL('/dashboard/produits/ajouter');
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('640');
  await field(page, 'Images').setInputFiles(photo);
  await expect(page.getByRole('list', { name: 'Images à envoyer' }).getByRole('img')).toHaveCount(
    1,
  );

  const before = await storedUploads();
  const ended = uploadEnd(page, '/uploads/products');
  const unthrottle = await throttleUploads(page, 100 * 1024);
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await midUpload(page);
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Enregistrement en cours' });
  await expect(dialog).toContainText(
    "Si vous quittez la page maintenant, l'envoi est annulé : le produit n'est pas ajouté.",
  );
  await dialog.getByRole('button', { name: "Annuler l'enregistrement et quitter" }).click();
  await expect(page).toHaveURL('/dashboard/produits');
  await expect(
    page.getByText("Enregistrement annulé : le produit n'a pas été ajouté."),
  ).toBeVisible();
  await unthrottle();

  // The request was cancelled mid-body, so the server got an incomplete form: nothing is created.
  expect(await ended).toBe('cancelled');
  expect(await productsTitled(request, titre)).toBe(0);
  await expect.poll(() => orphanUploadsSince(request, before)).toEqual([]);
});

/** The articles titled `titre`, drafts included (an admin's list). */
async function articlesTitled(request: APIRequestContext, titre: string) {
  const list = await request.get('/api/crud/articles', {
    params: { search: titre, limit: 10 },
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  return v.parse(Total, await list.json()).total;
}

/** A new article with one photo, saved over a slow link: it is created, then its photo trickles. */
async function saveNewArticleSlowly(page: Page, titre: string) {
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Contenu *').fill('Un article qui ne sera pas enregistré.');
  await field(page, "Galerie d'images").setInputFiles(await noisyJpeg('salle.jpg', 1900, 1400));
  await expect(page.getByRole('list', { name: 'Galerie' }).getByRole('img')).toHaveCount(1);
  const before = await storedUploads();
  const ended = uploadEnd(page, '/uploads/articles');
  const unthrottle = await throttleUploads(page, 100 * 1024);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await midUpload(page);
  return { ended, unthrottle, before };
}

test('leaving a new article mid-upload cancels the save and removes the article it created', async ({
  page,
  request,
}) => {
  const titre = `Journée portes ouvertes ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/articles');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page).toHaveURL('/dashboard/articles/create');
  const { ended, unthrottle, before } = await saveNewArticleSlowly(page, titre);
  expect(await articlesTitled(request, titre)).toBe(1);

  await page.getByRole('link', { name: 'Retour', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrement en cours' });
  await expect(dialog).toContainText("l'envoi est annulé : l'article n'est pas créé.");
  await dialog.getByRole('button', { name: "Annuler l'enregistrement et quitter" }).click();
  await expect(page).toHaveURL('/dashboard/articles');
  await expect(page.getByText("Enregistrement annulé : l'article n'a pas été créé.")).toBeVisible();
  await unthrottle();
  expect(await ended).toBe('cancelled');
  await expect.poll(() => articlesTitled(request, titre)).toBe(0);
  await expect.poll(() => orphanUploadsSince(request, before)).toEqual([]);
});

test('closing the tab mid-upload leaves no half-saved article behind', async ({
  page,
  request,
}) => {
  const titre = `Nouveaux fauteuils ${unique()}`;
  await startSession(page);
  await page.goto('/dashboard/articles/create');
  await waitForHydration(page);
  const { before } = await saveNewArticleSlowly(page, titre);
  expect(await articlesTitled(request, titre)).toBe(1);

  // The browser asks before closing a form with unsaved work; the editor confirms.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => articlesTitled(request, titre)).toBe(0);
  await expect.poll(() => orphanUploadsSince(request, before)).toEqual([]);
});
