import * as v from 'valibot';
import {
  apiToken,
  createTestCategory,
  createTestProductIn,
  startSession,
  unique,
} from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Issue 36 §6: a device whose session an administrator ended, or whose account was deactivated,
// is told so on its next action ("Votre session a été fermée par un administrateur."), not that
// its session expired; on a phone too.

const Created = v.object({ account: v.object({ id: v.number() }), temporaryPassword: v.string() });
const Tokens = v.object({ token: v.string() });
const closedMessage = 'Votre session a été fermée par un administrateur.';

/** An éditeur past the first password change, and the administrator's token that manages it. */
async function newEditor(request: import('@playwright/test').APIRequestContext) {
  const email = `fermee-${unique()}@exemple.tn`;
  const password = 'une phrase assez longue pour passer';
  const admin = { Authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/staff', {
    headers: admin,
    data: { email, name: 'Sonia Fermée', role: 'editeur' },
  });
  expect(created.status()).toBe(201);
  const { account, temporaryPassword } = v.parse(Created, await created.json());
  const first = await request.post('/api/auth/login', {
    data: { email, password: temporaryPassword },
  });
  const { token } = v.parse(Tokens, await first.json());
  const changed = await request.post('/api/auth/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status()).toBe(204);
  return { id: account.id, email, password, admin };
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('sessions ended by an administrator: the next tap says so on the sign-in page, and signing in again works', async ({
    page,
    request,
  }) => {
    const editor = await newEditor(request);
    await startSession(page, { email: editor.email, password: editor.password });
    await page.goto('/dashboard/produits');
    await waitForHydration(page);

    const ended = await request.delete(`/api/staff/${editor.id}/sessions`, {
      headers: editor.admin,
    });
    expect(ended.status()).toBe(204);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Gérer Catégories' }).click();
    await expect(page).toHaveURL('/login?raison=fermee');
    await expect(page.getByRole('alert')).toContainText(closedMessage);
    await expect(page.getByText('Votre session a expiré')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Mot de passe').fill(editor.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('while editing', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('a deactivated account saving a product is told an administrator closed its session, and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const editor = await newEditor(request);
    const category = await createTestCategory(request, { nom: `Fermée ${unique()}` });
    const product = await createTestProductIn(request, category.id);
    await startSession(page, { email: editor.email, password: editor.password });
    await page.goto(`/dashboard/produits/modifier/${product.id}`);
    await waitForHydration(page);
    const title = page.getByLabel('Titre *', { exact: true });
    await title.fill('Titre saisi avant la fermeture');

    const off = await request.patch(`/api/staff/${editor.id}`, {
      headers: editor.admin,
      data: { active: false },
    });
    expect(off.status()).toBe(200);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Votre session a été fermée par un administrateur',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('demandez à un administrateur de le réactiver');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(title).toHaveValue('Titre saisi avant la fermeture');
  });
});
