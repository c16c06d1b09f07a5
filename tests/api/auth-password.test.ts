import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordMessage, contextPasswordMessage } from '#domain/password-policy.ts';
import { call, expectBody, expectError, TokenPair } from './client.ts';
import { createAdmin, login, startTestApi, type TestApi } from './harness.ts';

// POST /auth/password (our extension, issue 18 point 8): the rule of app/lib/password-policy.ts.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

let accounts = 0;
/** A fresh account per test: wrong passwords here count against the login throttle. */
async function account() {
  accounts += 1;
  const credentials = { email: `compte-${accounts}@test.tn`, password: 'ancien-mot-de-passe-1' };
  await createAdmin(api, credentials.email, credentials.password);
  return credentials;
}
const change = (token: string | undefined, json: unknown) =>
  call(api, 'POST', '/auth/password', { token, json });
const sessionOf = (token: string) => call(api, 'GET', '/auth/session', { token });
const refresh = (refreshToken: string) =>
  call(api, 'POST', '/auth/refresh', { json: { refreshToken } });

describe('POST /auth/password', () => {
  it('changes the password and ends every other session of the account at once, not the caller’s', async () => {
    const credentials = await account();
    const other = await login(api, credentials);
    const caller = await login(api, credentials);
    const newPassword = 'nouveau-mot-de-passe-solide';
    const response = await change(caller.token, {
      currentPassword: credentials.password,
      newPassword,
    });
    expect(response.status, response.text).toBe(204);

    expectError(await sessionOf(other.token), 401, 'unauthorized');
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await sessionOf(caller.token)).status).toBe(200);
    expectBody(await refresh(caller.refreshToken), 200, TokenPair);

    expectError(
      await call(api, 'POST', '/auth/login', { json: credentials }),
      401,
      'invalid_credentials',
    );
    await login(api, { email: credentials.email, password: newPassword });
  });

  it('answers 422 on currentPassword for a wrong current password, and throttles the guesses', async () => {
    const credentials = await account();
    const { token } = await login(api, credentials);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const error = expectError(
        await change(token, {
          currentPassword: `faux-${attempt}`,
          newPassword: 'nouveau-mot-de-passe-solide',
        }),
        422,
        'validation_failed',
      );
      expect(error.fields).toEqual({ currentPassword: 'Mot de passe actuel incorrect.' });
    }
    const throttled = await change(token, {
      currentPassword: credentials.password,
      newPassword: 'nouveau-mot-de-passe-solide',
    });
    expectError(throttled, 429, 'too_many_attempts');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 422 on newPassword for a weak, common, too long or unchanged new password', async () => {
    const credentials = await account();
    const { token } = await login(api, credentials);
    const cases: [string, string][] = [
      ['court', 'Au moins 12 caractères.'],
      ['x'.repeat(129), 'Au plus 128 caractères.'],
      ['1q2w3e4r5t6y', commonPasswordMessage],
      ['MediConfort-2026!', contextPasswordMessage],
      [credentials.password, 'Le nouveau mot de passe doit être différent de l’actuel.'],
    ];
    for (const [newPassword, message] of cases) {
      const error = expectError(
        await change(token, { currentPassword: credentials.password, newPassword }),
        422,
        'validation_failed',
      );
      expect(error.fields?.newPassword).toBe(message);
    }
    // Nothing changed: the old password still signs in.
    await login(api, credentials);
  });

  it('requires a Bearer token and a well-formed body', async () => {
    const body = { currentPassword: 'ancien-mot-de-passe-1', newPassword: 'nouveau-solide-123' };
    expectError(await change(undefined, body), 401, 'unauthorized');
    const { token } = await login(api, await account());
    expectError(await change(token, { ...body, role: 'x' }), 400, 'unknown_field');
    expectError(await change(token, { newPassword: 'nouveau-solide-123' }), 422);
  });
});
