import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { TodoCountsSchema, todoLines } from '#domain/todo.ts';
import { apiToken, createArticle, createProduct, signIn, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { sendContactRequest } from './contact-requests.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Issue 36 §8: the dashboard's "À faire" block says what needs a hand, in plain French, and each
// line opens its list already filtered, the filter shown and removable.

// One journey at a time: the counts the block shows are the whole site's.
test.describe.configure({ mode: 'serial' });

const tag = unique();
const offline = `Lit hors ligne ${tag}`;
const draft = `Brouillon ${tag}`;
const scheduled = `Programmé ${tag}`;

async function expectedLines(request: APIRequestContext) {
  const token = await apiToken(request);
  const answer = await request.get('/api/todo', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return todoLines(v.parse(TodoCountsSchema, await answer.json())).map((line) => line.text);
}

const block = (page: Page) => page.getByRole('region', { name: 'À faire' });

test.beforeAll(async ({ request, baseURL }) => {
  await createProduct(request, { titre: offline, est_actif: 'false' });
  await createArticle(request, { titre: draft, statut: 'brouillon' });
  await createArticle(request, {
    titre: scheduled,
    statut: 'publie',
    publie_le: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  const sent = await sendContactRequest(baseURL ?? '', '127.0.0.4', {
    firstName: 'Amel',
    lastName: 'Ben Salah',
    email: 'amel@exemple.tn',
    subject: `Location ${tag}`,
    message: 'Bonjour, un lit pour demain ?',
    urgent: true,
  });
  expect(sent).toBe(201);
});

async function backToDashboard(page: Page) {
  await page.goto('/dashboard');
  await waitForHydration(page);
}

async function filterShown(page: Page, label: string) {
  await expect(page.getByLabel('Afficher')).toHaveValue(/.+/);
  await expect(page.getByLabel('Afficher').locator('option:checked')).toHaveText(label);
  await expect(page.getByRole('button', { name: 'Retirer le filtre' })).toBeVisible();
}

test('on a phone, each line of "À faire" opens its list filtered', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const lines = await expectedLines(request);
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^(\d+|100\+) produits? hors ligne$/),
      expect.stringMatching(/^(\d+|100\+) articles? en brouillon$/),
      expect.stringMatching(/^(\d+|100\+) articles? programmés? dans les 7 prochains jours$/),
    ]),
  );
  // An urgent request waits: its line comes first.
  expect(lines[0]).toMatch(
    /^(\d+|100\+) demandes? de contact non traitées?, dont (\d+|100\+) urgentes?$/,
  );
  await expect(block(page).getByRole('listitem')).toHaveText(lines);
  await expectNoAxeViolations(page);
  // Readable on the phone: nothing runs off the screen.
  const box = await block(page).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

  // Products offline: only offline products, this test's among them.
  await block(page)
    .getByRole('link', { name: /produits? hors ligne/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/produits\?etat=hors-ligne$/);
  await waitForHydration(page);
  await filterShown(page, 'Hors ligne');
  const productRows = page.getByRole('table').locator('tbody > tr');
  await expect(productRows.first()).toBeVisible();
  for (const row of await productRows.all()) {
    await expect(row.getByRole('button', { name: /^Hors ligne/ })).toBeVisible();
  }
  await page.getByLabel('Rechercher un produit').fill(tag);
  await expect(productRows).toHaveCount(1);
  await expect(productRows.first()).toContainText(offline);
  await expectNoAxeViolations(page);
  // Removed: every product again, the search kept.
  await page.getByRole('button', { name: 'Retirer le filtre' }).click();
  await expect(page).not.toHaveURL(/etat=/);
  await expect(page.getByLabel('Afficher')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Retirer le filtre' })).toHaveCount(0);

  // Unanswered requests: the inbox's "À traiter" (nouvelles and en cours), urgent ones first.
  await backToDashboard(page);
  await block(page)
    .getByRole('link', { name: /demandes? de contact/ })
    .click();
  await expect(page).toHaveURL('/dashboard/demandes-contact?statut=a_traiter');
  await expect(page.getByRole('button', { name: 'À traiter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Drafts: only drafts.
  await backToDashboard(page);
  await block(page)
    .getByRole('link', { name: /en brouillon/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/articles\?etat=brouillons$/);
  await waitForHydration(page);
  await filterShown(page, 'Brouillons');
  const articleRows = page.getByRole('list', { name: 'Articles' }).locator(':scope > li');
  await expect(articleRows.first()).toBeVisible();
  for (const row of await articleRows.all()) {
    await expect(row.getByText('Brouillon', { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: draft })).toBeVisible();

  // Scheduled: this test's article, never one already published nor a draft.
  await backToDashboard(page);
  await block(page)
    .getByRole('link', { name: /dans les 7 prochains jours/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/articles\?etat=programmes$/);
  await waitForHydration(page);
  await filterShown(page, 'Programmés dans les 7 prochains jours');
  await expect(page.getByRole('heading', { name: scheduled })).toBeVisible();
  await expect(page.getByRole('heading', { name: draft })).toHaveCount(0);
  for (const row of await articleRows.all()) {
    await expect(row.getByText('Publié', { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('on a desktop, the block shows the same counts and its lines open the lists', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(block(page).getByRole('listitem')).toHaveText(await expectedLines(request));
  await expectNoAxeViolations(page);

  await block(page)
    .getByRole('link', { name: /sans image ou sans texte alternatif/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/produits\?etat=images-a-completer$/);
  await waitForHydration(page);
  await filterShown(page, 'Sans image ou sans texte alternatif');
  // This test's product has no image at all.
  await page.getByLabel('Rechercher un produit').fill(tag);
  await expect(page.getByRole('table').locator('tbody > tr')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The filter is chosen from the list too, and the URL keeps it.
  await page.getByLabel('Afficher').selectOption('hors-ligne');
  await expect(page).toHaveURL(/etat=hors-ligne/);
  await expect(page.getByRole('table').locator('tbody > tr')).toHaveCount(1);
});
