import type { Page } from '@playwright/test';
import { statsBeaconPath } from '#domain/stats-events.ts';
import { createProduct, startSession, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { stubChat } from './stats-beacons.ts';

/**
 * Issue 38 end to end, nothing stubbed between the browser and the database: a visitor browses,
 * searches a word that finds nothing, opens a product and taps WhatsApp; an administrator then
 * sees each in « Statistiques » (today is read live from the raw events, which each instance
 * writes every second), on the dashboard home and on the synonyms screen.
 */

/** A desktop Chrome that no robot rule refuses (the headless one names itself HeadlessChrome). */
const visitorAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * What `read` finds on `page`, read again after each reload until the assertion holds: the
 * server's buffer is written within about a second.
 */
function afterReloads<T>(page: Page, read: () => Promise<T>) {
  return expect.poll(
    async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: 10_000 });
      return read();
    },
    { timeout: 30_000, intervals: [500, 1_000] },
  );
}

/** Resolves when `page` has sent the statistics a beacon of `kind` holding `text`. */
function beaconWith(page: Page, kind: string, text: string) {
  return page.waitForRequest((request) => {
    const body = request.postData() ?? '';
    return (
      new URL(request.url()).pathname === statsBeaconPath &&
      body.includes(`"kind":"${kind}"`) &&
      body.includes(text)
    );
  });
}

/** The number a figure of « Chiffres de la période » shows. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Chiffres de la période' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });
  const text = (await card.locator('dd').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('a visitor’s search without result, product opened and WhatsApp tap show in « Statistiques »', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const title = `Tensiomètre parcours ${tag}`;
  const product = await createProduct(request, { titre: title });
  // Lower case, as the search counts it.
  const term = `zqxw${tag}`.toLowerCase();

  const visitorContext = await browser.newContext({ userAgent: visitorAgent });
  await stubChat(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await waitForHydration(visitor);
  await visitor
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Produits' })
    .click();
  await expect(visitor).toHaveURL(/\/produits/);
  const box = visitor.getByRole('searchbox', { name: 'Rechercher un produit' });
  // A search counts once it has stayed on screen a moment: its beacon is what is waited for.
  const searchSent = beaconWith(visitor, 'search', term);
  await box.fill(term);
  await expect(visitor.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await searchSent;

  await box.fill(tag);
  const card = visitor.locator('main article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').first().click();
  const order = visitor.getByRole('dialog').getByRole('link', { name: 'Commander sur WhatsApp' });
  await expect(order).toBeVisible();
  const href = (await order.getAttribute('href')) ?? '';
  const tapSent = beaconWith(visitor, 'whatsapp', `"productId":${product.id}`);
  const [chat] = await Promise.all([visitorContext.waitForEvent('page'), order.click()]);
  await tapSent;
  await chat.waitForLoadState();
  // The link still opens the chat with its message (answered here, never by the internet).
  expect(chat.url()).toBe(href);
  expect(new URL(chat.url()).searchParams.get('text')).toMatch(/^Bonjour, je souhaite commander/);
  await visitorContext.close();

  await startSession(page);
  await page.goto('/dashboard/statistiques?periode=aujourdhui');
  await waitForHydration(page);
  const unfound = page.getByRole('region', { name: 'Recherches sans résultat', exact: true });
  await afterReloads(page, () =>
    unfound.getByRole('rowheader', { name: term, exact: true }).count(),
  ).toBe(1);
  const products = page.getByRole('region', { name: 'Produits', exact: true });
  const row = products.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  // Its cells: Ouvertures, Clics WhatsApp, Appels, Taux de conversion.
  const cells = async () =>
    (await row.count()) === 0 ? [] : row.getByRole('cell').allInnerTexts();
  await afterReloads(page, cells).toEqual(['1', '1', '0', '100\u00a0%']);
  expect(await figure(page, 'Visiteurs')).toBeGreaterThan(0);
  expect(await figure(page, 'Clics WhatsApp')).toBeGreaterThan(0);
  expect(await figure(page, 'Recherches sans résultat')).toBeGreaterThan(0);

  // « Créer un produit » opens the creation form titled with the term.
  await unfound.getByRole('link', { name: `Créer un produit « ${term} »` }).click();
  await expect(page).toHaveURL(/\/dashboard\/produits\/ajouter\?titre=/);
  await expect(page.getByLabel('Titre *')).toHaveValue(term);

  // The product's row leads to its edit page.
  await page.goto('/dashboard/statistiques?periode=aujourdhui');
  await waitForHydration(page);
  await products.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/dashboard/produits/modifier/${product.id}`);

  // The dashboard home counts the week's figures, the synonyms screen the term.
  await page.goto('/dashboard');
  await waitForHydration(page);
  const week = page.getByRole('region', { name: 'Les 7 derniers jours' });
  await expect(week.locator('dd').first()).not.toHaveText('0');
  await page.goto('/dashboard/synonymes');
  await waitForHydration(page);
  const terms = page.getByRole('list', { name: 'Recherches sans résultat' });
  await terms.getByRole('button', { name: `Ajouter un synonyme pour « ${term} »` }).click();
  const form = page.getByRole('form', { name: 'Nouvelle règle' });
  await expect(form.getByLabel('Termes équivalents')).toHaveValue(term);
  await expect(form.getByLabel('Termes équivalents')).toBeFocused();
});
