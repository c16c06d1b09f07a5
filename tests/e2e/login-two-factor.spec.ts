import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import { apiToken, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Issue 23: an account with two-factor sign-in is asked its code after the right password; a
// wrong code is refused in French, the right one opens the dashboard.

const Created = v.object({ temporaryPassword: v.string() });
const Tokens = v.object({ token: v.string() });
const Setup = v.object({ secret: v.string() });
const password = 'une phrase bien à moi pour la double authentification';

/** The code of the authenticator app `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test('signing in with two-factor: password, then the code of the app', async ({
  page,
  request,
}) => {
  const email = `double-${unique()}@exemple.tn`;
  const admin = await apiToken(request);
  const created = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email, name: 'Double Facteur', role: 'editeur' },
  });
  expect(created.status()).toBe(201);
  const { temporaryPassword } = v.parse(Created, await created.json());
  const first = await request.post('/api/auth/login', {
    data: { email, password: temporaryPassword },
  });
  const { token } = v.parse(Tokens, await first.json());
  const auth = { Authorization: `Bearer ${token}` };
  const changed = await request.post('/api/auth/password', {
    headers: auth,
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status()).toBe(204);
  const setup = await request.post('/api/auth/two-factor/setup', { headers: auth });
  const { secret } = v.parse(Setup, await setup.json());
  const confirmed = await request.post('/api/auth/two-factor/confirm', {
    headers: auth,
    data: { code: codeFor(secret) },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const code = page.getByLabel('Code de vérification');
  await expect(code).toBeFocused();

  await code.fill('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Code incorrect ou déjà utilisé. Vérifiez votre application.',
  );
  await expect(page).toHaveURL('/login');

  // The confirmation spent this period's code: the next period's is within the ±1 window.
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Administration' })).toContainText(
    'Gérer Produits',
  );
});
