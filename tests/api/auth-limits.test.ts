import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, call, expectBody, expectError, TokenPair } from './client';
import { admin, login, startTestApi, type TestApi } from './harness';

// A dedicated API: access tokens live 3 s (a renewed one must outlast a loaded CI machine), and the admin account gets locked out here.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ACCESS_TOKEN_TTL: '3' });
});
afterAll(async () => {
  await api?.close();
});

const attempt = (password: string, email = admin.email) =>
  call(api, 'POST', '/auth/login', { json: { email, password } });

describe('access token expiry', () => {
  it('answers token_expired once the access token is past its lifetime, and refresh recovers', async () => {
    const pair = await login(api);
    await sleep(4_100);
    const response = await call(api, 'POST', '/crud/categories', {
      token: pair.token,
      json: { nom: 'Expirée' },
    });
    expectError(response, 401, 'token_expired');
    // Public reads with an expired token are refused too (the client must refresh).
    expectError(
      await call(api, 'GET', '/crud/categories', { token: pair.token }),
      401,
      'token_expired',
    );

    const renewed = expectBody(
      await call(api, 'POST', '/auth/refresh', { json: { refreshToken: pair.refreshToken } }),
      200,
      TokenPair,
    );
    const created = await call(api, 'POST', '/crud/categories', {
      token: renewed.token,
      json: { nom: 'Après renouvellement' },
    });
    expectBody(created, 201, Category);
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures with 429 and Retry-After, even for the right password', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      expectError(await attempt(`wrong-${failure}`), 401, 'invalid_credentials');
    }
    const locked = await attempt('wrong-6');
    expectError(locked, 429, 'too_many_attempts');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);

    const rightPassword = await attempt(admin.password);
    expectError(rightPassword, 429, 'too_many_attempts');
    expect(rightPassword.headers.get('retry-after')).not.toBeNull();
  });

  it('locks per account: another e-mail still gets a normal 401', async () => {
    expectError(await attempt('whatever', 'someone-else@test.tn'), 401, 'invalid_credentials');
  });
});
