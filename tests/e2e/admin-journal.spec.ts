import { apiToken, demoAdmin, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { sidewaysScroll } from './layout-probes.ts';
import { createProductWithImages } from './test-products.ts';

/** A product of this test's own, edited through the API: price, online flag and description. */
async function editedProduct(request: Parameters<typeof createProductWithImages>[0]) {
  const titre = `Journal lisible ${unique()}`;
  const product = await createProductWithImages(request, titre);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const edits = [
    { prix: 1234.5, est_actif: false },
    { description_html: '<p>Un fauteuil léger et pliable.</p>' },
    { description_html: '<p>Un fauteuil solide et pliable.</p>' },
  ];
  for (const data of edits) {
    const response = await request.patch(`/api/crud/products/${product.id}`, { headers, data });
    expect(response.status()).toBe(200);
  }
  return titre;
}

// Issue 36 §4: the journal in plain French, searched by label and by person.
test('the journal shows French labels and formatted values, and its search finds a line by label and by person', async ({
  page,
  request,
}) => {
  const titre = await editedProduct(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page);
  await page.goto('/dashboard/journal');
  await waitForHydration(page);

  const search = page.getByLabel('Rechercher');
  await search.fill(titre);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const lines = page.getByRole('list', { name: 'Lignes du journal' }).locator(':scope > li');
  const priceLine = lines.filter({ hasText: 'Prix' }).first();
  await expect(priceLine).toContainText(/Prix : 890,00 TND → 1\s234,50 TND/);
  await expect(priceLine).toContainText('En ligne : Oui → Non');
  await expect(priceLine).not.toContainText('est_actif');
  // The description's change: "texte modifié", the words that changed on demand.
  const textLine = lines.filter({ hasText: 'Description : texte modifié' }).first();
  await expect(textLine).toBeVisible();
  await textLine.getByText('Voir les mots changés').click();
  await expect(textLine.locator('del')).toContainText('léger');
  await expect(textLine.locator('ins')).toContainText('solide');
  // The creation names images by their file, never their storage folder.
  const creation = lines.filter({ hasText: 'Création · Produit' }).first();
  const gallery = creation.getByRole('listitem').filter({ hasText: /^Images : / });
  await expect(gallery).toContainText('Images : (vide) → 2 images : ');
  await expect(gallery).not.toContainText('/');
  await expectNoAxeViolations(page, 'main');

  // By person: the administrator's lines, this product's among them.
  await search.fill(demoAdmin.email.slice(0, 8).toUpperCase());
  await page.getByLabel('Type').selectOption({ label: 'Produit' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/q=ADMIN%40DE/);
  await expect(lines.filter({ hasText: titre }).first()).toBeVisible();
  await expect(lines.filter({ hasNotText: demoAdmin.email })).toHaveCount(0);
});

test('at 390 px the journal’s filters fold behind one button', async ({ page, request }) => {
  const titre = await editedProduct(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page);
  await page.goto('/dashboard/journal');
  await waitForHydration(page);

  const toggle = page.getByRole('button', { name: 'Filtres', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Personne')).toBeHidden();
  await expect(page.getByLabel('Rechercher')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Lignes du journal' })).toBeVisible();
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Rechercher').fill(titre);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  // Applied: folded again, the button says one filter is on, the lines are this product's.
  const applied = page.getByRole('button', { name: 'Filtres (1 actif)' });
  await expect(applied).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Rechercher')).toBeHidden();
  const lines = page.getByRole('list', { name: 'Lignes du journal' }).locator(':scope > li');
  await expect(lines.first()).toContainText(titre);
  await expect(lines.first()).toContainText('Description : texte modifié');
  await expectNoAxeViolations(page, 'main');
  expect(await sidewaysScroll(page)).toEqual({ html: 0, body: 0 });
});
