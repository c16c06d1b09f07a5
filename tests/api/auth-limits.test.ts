import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, call, expectBody, expectError, listOf, TokenPair } from './client.ts';
import { admin, createAdmin, expire, login, startTestApi, type TestApi } from './harness.ts';

// A dedicated API: the admin account gets locked out here, and one proxy hop is trusted so tests
// can name the client address (the right-most X-Forwarded-For entry; requests without it come
// from 127.0.0.1).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await api?.close();
});

const attempt = (password: string, email = admin.email, from?: string) =>
  call(api, 'POST', '/auth/login', {
    json: { email, password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });

describe('access token expiry', () => {
  it('answers token_expired once the access token is past its lifetime, and refresh recovers', async () => {
    const pair = await login(api);
    // Control: the live token of the same session is accepted.
    expectBody(
      await call(api, 'GET', '/crud/categories', { token: pair.token }),
      200,
      listOf(Category),
    );
    const expired = await expire(api, pair.token);
    const response = await call(api, 'POST', '/crud/categories', {
      token: expired,
      json: { nom: 'Expirée' },
    });
    expectError(response, 401, 'token_expired');
    // Public reads with an expired token are refused too (the client must refresh).
    expectError(
      await call(api, 'GET', '/crud/categories', { token: expired }),
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

describe('login throttling (ASVS 5.0 §6.1.1, §6.3.1; issue 18 points 6 and 7)', () => {
  it('locks a client after 5 failures on an account with 429 and Retry-After, even for the right password', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      expectError(await attempt(`wrong-${failure}`), 401, 'invalid_credentials');
    }
    const locked = await attempt('wrong-6');
    const error = expectError(locked, 429, 'too_many_attempts');
    expect(error.message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/,
    );
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);

    // The lock is this client's: it cannot try the right password either…
    const rightPassword = await attempt(admin.password);
    expectError(rightPassword, 429, 'too_many_attempts');
    expect(rightPassword.headers.get('retry-after')).not.toBeNull();
  });

  it('lets the owner in from another address while an attacker is locked out of the account', async () => {
    const owner = { email: 'proprietaire@test.tn', password: 'le-bon-mot-de-passe' };
    await createAdmin(api, owner.email, owner.password);
    for (let failure = 1; failure <= 6; failure += 1) {
      await attempt(`guess-${failure}`, owner.email, '198.51.100.66');
    }
    expectError(await attempt(owner.password, owner.email, '198.51.100.66'), 429);
    expectBody(await attempt(owner.password, owner.email, '192.0.2.10'), 200, TokenPair);
  });

  it('past the account ceiling (100 failures an hour), lets only clean clients with the right password in', async () => {
    const owner = { email: 'assiege@test.tn', password: 'le-bon-mot-de-passe' };
    await createAdmin(api, owner.email, owner.password);
    // 25 addresses × 4 failures: no client and no address reaches its own limit.
    for (let address = 1; address <= 25; address += 1) {
      const from = `203.0.113.${address}`;
      await Promise.all(
        [1, 2, 3, 4].map((n) =>
          attempt(`spray-${n}`, owner.email, from).then((r) => expect(r.status).toBe(401)),
        ),
      );
    }
    // A clean client with a wrong password: refused with 429 (and counted).
    expectError(await attempt('encore-faux', owner.email, '192.0.2.20'), 429, 'too_many_attempts');
    // That client now has a recent failure: even the right password waits.
    expectError(await attempt(owner.password, owner.email, '192.0.2.20'), 429, 'too_many_attempts');
    expectError(
      await attempt(owner.password, owner.email, '203.0.113.1'),
      429,
      'too_many_attempts',
    );
    // A clean client with the right password: in.
    expectBody(await attempt(owner.password, owner.email, '192.0.2.21'), 200, TokenPair);
  });

  it('throttles 60 attempts whose first X-Forwarded-For entry rotates (TRUST_PROXY=1)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      const spoofed = `10.${n}.${n}.${n}, 198.51.100.99`;
      statuses.push((await attempt(`rotate-${n}`, 'rotation@test.tn', spoofed)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // Spraying accounts from one address: the address locks after 20 failures.
    const sprayed: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      const spoofed = `172.16.${n}.1, 198.51.100.77`;
      sprayed.push((await attempt('x', `cible-${n}@test.tn`, spoofed)).status);
    }
    expect(sprayed.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(sprayed.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('locks per client: another e-mail still gets a normal 401', async () => {
    expectError(await attempt('whatever', 'someone-else@test.tn'), 401, 'invalid_credentials');
  });
});
