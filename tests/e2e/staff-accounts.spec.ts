import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { createTestCategory, createTestProductIn, signIn, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Issue 23: an administrator adds an éditeur, who signs in with the temporary password, must
// choose their own, works without the administrators' pages, and is sent to /login on their next
// action once deactivated.

test('an administrator adds an éditeur, who changes the temporary password, sets up two-factor sign-in, edits a product seen in the journal, and is stopped once deactivated', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `editeur-${unique()}@exemple.tn`;
  const ownPassword = 'une phrase que je retiendrai';

  await signIn(page);
  await page.getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  await page.getByLabel('Nom').fill('Leïla Éditrice');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Rôle', { exact: true }).selectOption('editeur');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  const row = page
    .getByRole('list', { name: 'Membres de l’équipe' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toContainText('mot de passe temporaire');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto('/login');
  await waitForHydration(editor);
  await editor.getByLabel('Email').fill(email);
  await editor.getByLabel('Mot de passe').fill(temporary);
  await editor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(editor).toHaveURL('/dashboard/mot-de-passe');
  await expect(editor.getByText('Votre compte a un mot de passe temporaire')).toBeVisible();
  await editor.getByLabel('Mot de passe actuel').fill(temporary);
  await editor.getByLabel('Nouveau mot de passe', { exact: true }).fill(ownPassword);
  await editor.getByLabel('Confirmer le nouveau mot de passe').fill(ownPassword);
  await editor.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(editor).toHaveURL('/dashboard');
  // The URL changes when the navigation starts: the next click waits for the page it leads to
  // (CI once lost that click to the navigation still under way, and waited 2 minutes).
  await expect(
    editor.getByRole('heading', { level: 1, name: 'Bienvenue dans l’espace d’administration' }),
  ).toBeVisible();

  // Two-factor sign-in, with the code computed here from the secret the page shows.
  await editor.getByRole('link', { name: 'Double authentification' }).click();
  await expect(editor).toHaveURL('/dashboard/securite');
  await editor.getByRole('button', { name: 'Activer la double authentification' }).click();
  const secret = ((await editor.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  await editor
    .getByLabel('Code à 6 chiffres')
    .fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await editor.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    editor.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10);
  await editor.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(
    editor.getByText('La double authentification est activée sur votre compte.'),
  ).toBeVisible();

  const menu = editor.getByRole('navigation', { name: 'Administration' });
  await expect(menu.getByRole('link', { name: 'Gérer Produits' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  await editor.goto('/dashboard/equipe');
  await expect(editor.getByText('Cette page est réservée aux administrateurs.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Créer le compte' })).toHaveCount(0);

  const category = await createTestCategory(request, { nom: `Équipe ${unique()}` });
  const product = await createTestProductIn(request, category.id);
  const newTitle = `Modifié par l’éditrice ${unique()}`;
  await editor.goto(`/dashboard/produits/modifier/${product.id}`);
  await waitForHydration(editor);
  await editor.getByLabel('Titre *', { exact: true }).fill(newTitle);
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    editor.getByRole('status').filter({ hasText: 'Produit mis à jour avec succès' }),
  ).toBeVisible();
  // The form returns to the list by itself after the toast: wait for it before the next click.
  await expect(editor).toHaveURL('/dashboard/produits');

  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  const line = page
    .getByRole('list', { name: 'Lignes du journal' })
    .getByRole('listitem')
    .filter({ hasText: newTitle })
    .first();
  await expect(line).toContainText('Modification · Produit');
  await expect(line).toContainText(email);
  // The filtered journal as the spreadsheet file: the API's bytes, BOM included.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter en CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Date;Personne;Adresse;Action;Type;Identifiant;Libellé;Modifications');
  expect(csv).toContain(newTitle);
  await page.goto('/dashboard/equipe');

  await editor.getByRole('link', { name: 'Mes sessions' }).click();
  await expect(editor.getByRole('list', { name: 'Sessions actives' })).toContainText(
    'Cet appareil',
  );

  await waitForHydration(page);
  await row.getByRole('button', { name: 'Désactiver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click();
  await expect(row).toContainText('Désactivé');
  await expect(row).toContainText('double authentification');

  await editor.getByRole('link', { name: 'Gérer Produits' }).click();
  await expect(editor).toHaveURL(/\/login/);
  await editorContext.close();
});
