import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import { apiToken, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { privateInstance } from './private-instance.ts';

// Issue 23 (decision 019): "Double authentification" in the back-office. The demo administrator
// never gets a second factor and the shared server never requires one: each journey uses an
// account of its own, and the team-wide requirement is tried on a private instance.

const Token = v.object({ token: v.string() });
const Created = v.object({ temporaryPassword: v.string() });
const Setup = v.object({ secret: v.string() });
const ownPassword = 'une phrase que je retiendrai';

const codeFor = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp });

async function login(request: APIRequestContext, base: string, email: string, password: string) {
  const answer = await request.post(`${base}/api/auth/login`, { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return v.parse(Token, await answer.json()).token;
}

/** A staff account created by `adminToken`, its temporary password already replaced. */
async function newStaff(
  request: APIRequestContext,
  base: string,
  adminToken: string,
  role: 'editeur' | 'administrateur',
) {
  const email = `double-${unique()}@exemple.tn`;
  const created = await request.post(`${base}/api/staff`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, name: 'Sami Deux-Facteurs', role },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = v.parse(Created, await created.json());
  const token = await login(request, base, email, temporaryPassword);
  const changed = await request.post(`${base}/api/auth/password`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: temporaryPassword, newPassword: ownPassword },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return { email, password: ownPassword };
}

async function signInAs(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard/);
  // The page the sign-in led to has finished loading: a goto now aborts nothing under way.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The secret as the page shows it (groups of 4), read back without the spaces. */
async function startSetup(page: Page) {
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: 'QR code à scanner' })).toBeVisible();
  const shown = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return shown.replace(/\s/g, '');
}

test('on a phone, the key never breaks inside a group, "Copier la clé" copies it and a button opens the authenticator app', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await newStaff(request, '', await apiToken(request), 'editeur');
  await signInAs(page, '', account);
  await page.goto('/dashboard/securite');
  await waitForHydration(page);
  const secret = await startSetup(page);

  // Each group of 4 on one line: the key is read and typed group by group.
  const key = page.getByTestId('two-factor-secret');
  const broken = await key
    .locator('span')
    .evaluateAll((groups) => groups.filter((group) => group.getClientRects().length > 1).length);
  expect(broken).toBe(0);
  await page.getByRole('button', { name: 'Copier la clé' }).click();
  await expect(page.getByText('Copié !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(
    page.getByRole('link', { name: 'Ouvrir l’application d’authentification' }),
  ).toHaveAttribute('href', new RegExp(`^otpauth://totp/.+secret=${secret}`));
});

test('an administrator without two-factor sign-in is reminded on the dashboard until it is on; an éditeur is not', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const adminToken = await apiToken(request);
  const administrator = await newStaff(request, '', adminToken, 'administrateur');
  await signInAs(page, '', administrator);
  await page.goto('/dashboard');
  await waitForHydration(page);
  const nudge = page.getByRole('note').filter({ hasText: 'n’est protégé que par un mot de passe' });
  await expect(nudge).toBeVisible();
  await nudge.getByRole('link', { name: 'Activer la double authentification' }).click();
  await expect(page).toHaveURL('/dashboard/securite');
  const secret = await startSetup(page);
  await page.getByLabel('Code à 6 chiffres').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('list', { name: 'Codes de secours' })).toBeVisible();
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nudge).toHaveCount(0);

  const editor = await newStaff(request, '', adminToken, 'editeur');
  await page.context().clearCookies();
  await signInAs(page, '', editor);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nudge).toHaveCount(0);
});

test('an éditeur turns two-factor sign-in on with the QR page, keeps 10 recovery codes, renews them and turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await newStaff(request, '', await apiToken(request), 'editeur');
  await signInAs(page, '', account);
  await page.getByRole('link', { name: 'Double authentification' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Double authentification' }),
  ).toBeVisible();
  await expect(page.getByText('n’est pas activée sur votre compte')).toBeVisible();
  // The team-wide switch is the administrators'.
  await expect(page.getByText('Exiger la double authentification pour toute l’équipe')).toHaveCount(
    0,
  );

  const secret = await startSetup(page);
  const field = page.getByLabel('Code à 6 chiffres');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill('12345');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText('Saisissez les 6 chiffres affichés par votre application.'),
  ).toBeVisible();
  await expect(field).toBeFocused();
  // A code from another time: refused by the API, said on the field.
  await field.fill(codeFor(secret, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Code incorrect ou déjà utilisé.')).toBeVisible();
  await expect(field).toBeFocused();

  await field.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('ils ne seront plus jamais affichés')).toBeVisible();
  const download = page.getByRole('link', { name: 'Télécharger les codes' });
  await expect(download).toHaveAttribute('href', /^blob:/);
  await expect(download).toHaveAttribute('download', 'codes-de-secours.txt');
  const first = (await codes.first().textContent()) ?? '';
  const file = await download.evaluate(async (link) =>
    (await fetch(link.getAttribute('href') ?? '')).text(),
  );
  expect(file).toContain(account.email);
  expect(file).toContain(first);
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(
    page.getByText('La double authentification est activée sur votre compte.'),
  ).toBeVisible();
  await expect(page.getByText('Codes de secours restants : 10 sur 10')).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);

  // The confirming code spent its step: the next step's code (within the ±1 drift) renews.
  await page.getByRole('button', { name: 'Générer de nouveaux codes de secours' }).click();
  await expect(page.getByLabel('Code à 6 chiffres')).toBeFocused();
  await page.keyboard.type(codeFor(secret, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText(first)).toHaveCount(0);
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();

  await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
  await page.getByRole('button', { name: 'Utiliser mon mot de passe à la place' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page
    .getByRole('form', { name: 'Désactiver la double authentification' })
    .getByRole('button', { name: 'Désactiver' })
    .click();
  await expect(page.getByText('n’est pas activée sur votre compte')).toBeVisible();
});

test('at 360 px the page, with its QR code and secret, does not scroll sideways', async ({
  page,
  request,
}) => {
  const account = await newStaff(request, '', await apiToken(request), 'editeur');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, '', account);
  await page.goto('/dashboard/securite');
  await waitForHydration(page);
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  const secret = await startSetup(page);
  await expect(page.getByRole('heading', { name: 'Configurer votre application' })).toBeFocused();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByLabel('Code à 6 chiffres').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10);
  expect(await sideways()).toBeLessThanOrEqual(0);
});

test.describe('the team-wide requirement (private instance)', () => {
  const admin = { email: 'securite@test.tn', password: 'Double-Facteur-2026!' };
  const instance = privateInstance(admin);

  test('an administrator without a second factor is refused; once required, an éditeur is sent to the page until enrolled, and so is an administrator', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const base = instance().url;
    const adminToken = await login(request, base, admin.email, admin.password);
    const editor = await newStaff(request, base, adminToken, 'editeur');
    const colleague = await newStaff(request, base, adminToken, 'administrateur');

    await signInAs(page, base, admin);
    await page.goto(`${base}/dashboard/securite`);
    await waitForHydration(page);
    const requirement = page.getByRole('checkbox', {
      name: 'Exiger la double authentification pour toute l’équipe',
    });
    await expect(requirement).not.toBeChecked();
    await requirement.click();
    await expect(page.getByRole('alert')).toContainText(
      'Activez d’abord la double authentification sur votre propre compte.',
    );
    await expect(requirement).not.toBeChecked();

    // The administrator enrols through the API, then requires it of everyone.
    const auth = { Authorization: `Bearer ${adminToken}` };
    const setup = await request.post(`${base}/api/auth/two-factor/setup`, { headers: auth });
    const { secret } = v.parse(Setup, await setup.json());
    const confirmed = await request.post(`${base}/api/auth/two-factor/confirm`, {
      headers: auth,
      data: { code: codeFor(secret) },
    });
    expect(confirmed.status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    await requirement.click();
    await expect(requirement).toBeChecked();

    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, base, editor);
    await expect(other).toHaveURL(/\/dashboard\/securite$/);
    await expect(other.getByText('La double authentification est obligatoire')).toBeVisible();
    const menu = other.getByRole('navigation', { name: 'Administration' });
    await expect(menu.getByRole('link')).toHaveCount(0);
    await other.goto(`${base}/dashboard/produits`);
    await expect(other).toHaveURL(/\/dashboard\/securite$/);
    await waitForHydration(other);

    const editorSecret = await startSetup(other);
    await other.getByLabel('Code à 6 chiffres').fill(codeFor(editorSecret));
    await other.getByRole('button', { name: 'Confirmer' }).click();
    await expect(
      other.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
    ).toHaveCount(10);
    await other.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(menu.getByRole('link', { name: 'Gérer Produits' })).toBeVisible();
    await other.goto(`${base}/dashboard/securite`);
    await expect(other.getByText('elle ne peut pas être désactivée')).toBeVisible();
    await context.close();

    // An administrator who must enrol gets the page too, without the team's switch (its API is
    // closed to them until they enrol).
    const adminContext = await browser.newContext();
    const second = await adminContext.newPage();
    await signInAs(second, base, colleague);
    await expect(second).toHaveURL(/\/dashboard\/securite$/);
    await expect(
      second.getByRole('button', { name: 'Activer la double authentification' }),
    ).toBeVisible();
    await expect(second.getByRole('checkbox')).toHaveCount(0);
    await adminContext.close();
  });
});
