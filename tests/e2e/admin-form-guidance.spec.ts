import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { demoAdmin, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 20, points 1, 9 and 11: forms that read French input as typed and guide instead of scold.
 * Desktop size (1366×900), where staff reported them.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const Found = v.object({
  rows: v.array(v.object({ id: v.number(), titre: v.string(), prix: v.nullable(v.number()) })),
});

/** The product of that exact title, as the API stored it. */
async function storedProduct(request: APIRequestContext, titre: string) {
  const answer = await request.get(`/api/crud/products?search=${encodeURIComponent(titre)}`);
  const row = v.parse(Found, await answer.json()).rows.find((product) => product.titre === titre);
  if (!row) throw new Error(`no product ${titre}`);
  return row;
}

async function openAddForm(page: Page) {
  await startSession(page);
  await page.goto('/dashboard/produits/ajouter');
  await waitForHydration(page);
}

test('a price typed with a French comma is previewed, stored to the cent and shown once saved', async ({
  page,
}) => {
  const titre = `Prix virgule ${unique()}`;
  await openAddForm(page);
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('1234,5');
  // \s: the French grouping space is a narrow no-break space.
  await expect(page.getByText(/Affiché sur le site : 1\s234,50\sTND/)).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();
  await expect(page.getByText(/Prix enregistré : 1\s234,50\sTND/)).toBeVisible();
  const created = await storedProduct(page.request, titre);
  expect(created.prix).toBe(1234.5);

  // The edit form reads spaces between thousands and a comma the same way.
  await page.goto(`/dashboard/produits/modifier/${created.id}`);
  await waitForHydration(page);
  await field(page, 'Prix').fill('12 345,75');
  await expect(page.getByText(/Affiché sur le site : 12\s345,75\sTND/)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit mis à jour avec succès')).toBeVisible();
  await expect(page.getByText(/Prix enregistré : 12\s345,75\sTND/)).toBeVisible();
  expect((await storedProduct(page.request, titre)).prix).toBe(12345.75);
});

test('an ambiguous price is refused with the reason, and nothing is sent', async ({ page }) => {
  const titre = `Prix ambigu ${unique()}`;
  await openAddForm(page);
  await field(page, 'Titre *').fill(titre);
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/uploads/products')) posts += 1;
  });
  const price = field(page, 'Prix *');
  await price.fill('1.234');
  await expect(page.getByText(/Affiché sur le site/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText(/^Prix ambigu : 3 chiffres après la virgule/)).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  // Fixing it clears the message at once, before any new submit.
  await price.fill('1 234');
  await expect(page.getByText(/^Prix ambigu/)).toHaveCount(0);
  await expect(price).toHaveAttribute('aria-invalid', 'false');
  expect(posts).toBe(0);
});

test('product form: a fixed field loses its message at once, the summary when all are fixed', async ({
  page,
}) => {
  await openAddForm(page);
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  const summary = page.getByText('Veuillez remplir tous les champs obligatoires');
  await expect(summary).toBeVisible();
  const titre = field(page, 'Titre *');
  await expect(titre).toBeFocused();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);

  await titre.fill('Déambulateur pliant');
  await expect(titre).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);
  await expect(summary).toBeVisible();
  // Emptied again: flagged again at once, without a submit.
  await titre.fill('');
  await expect(titre).toHaveAttribute('aria-invalid', 'true');
  await titre.fill('Déambulateur pliant');
  await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
  await field(page, 'Prix *').fill('49,9');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
});

test('article form: focus goes to the first field to fix, and fixed fields lose their message', async ({
  page,
}) => {
  await startSession(page);
  await page.goto('/dashboard/articles/create');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const summary = page.getByText(
    'Veuillez remplir les champs obligatoires : Titre, Slug et Contenu HTML.',
  );
  await expect(summary).toBeVisible();
  const titre = field(page, 'Titre *');
  await expect(titre).toBeFocused();

  // The title fills the slug too: both messages go, the content's stays, and so does the summary.
  await titre.fill(`Guide ${unique()}`);
  await expect(titre).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(1);
  await expect(summary).toBeVisible();
  await page.getByRole('textbox', { name: 'Contenu *', exact: true }).fill('Bien choisir.');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
});

test('both product forms show the same Description field, never a raw "Description (HTML)"', async ({
  page,
}) => {
  await openAddForm(page);
  await expect(field(page, 'Description')).toBeVisible();
  const list = await page.request.get('/api/crud/products?limit=1');
  const [first] = v.parse(Found, await list.json()).rows;
  if (!first) throw new Error('no demo product');
  await page.goto(`/dashboard/produits/modifier/${first.id}`);
  await waitForHydration(page);
  await expect(field(page, 'Description')).toBeVisible();
  await expect(page.getByText('Description (HTML)')).toHaveCount(0);
});

test.describe('an expired session', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('the sign-in dialog focuses the password, the e-mail being already filled in', async ({
    page,
    context,
  }) => {
    await openAddForm(page);
    await field(page, 'Titre *').fill(`Session ${unique()}`);
    await field(page, 'Catégorie *').selectOption({ label: 'Mobilité › Fauteuils roulants' });
    await field(page, 'Prix *').fill('12');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Ajouter le produit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre session a expiré' });
    await expect(dialog.getByLabel('E-mail')).toHaveValue(demoAdmin.email);
    await expect(dialog.getByLabel('Mot de passe')).toBeFocused();
  });
});
