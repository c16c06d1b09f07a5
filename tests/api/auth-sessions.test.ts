import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminUsers, authSessions } from '#server/db/tables.ts';
import { call, expectBody, expectError, TokenPair } from './client.ts';
import { admin, apiPerFile, createAdmin, login, restartTestApi, type TestApi } from './harness.ts';

// Sessions are rows checked on every request (docs/decisions/010): revocation is immediate.
const secret = randomBytes(32).toString('hex');
let api: TestApi;
apiPerFile(
  (started) => {
    api = started;
  },
  { JWT_SECRET: secret },
);

const Session = v.strictObject({
  userId: v.number(),
  email: v.string(),
  sessionId: v.string(),
  name: v.string(),
  role: v.picklist(['administrateur', 'editeur']),
  mustChangePassword: v.boolean(),
  twoFactorEnabled: v.boolean(),
  twoFactorEnrolmentRequired: v.boolean(),
});
const sessionOf = (token: string) => call(api, 'GET', '/auth/session', { token });
const refresh = (refreshToken: string) =>
  call(api, 'POST', '/auth/refresh', { json: { refreshToken } });
const logout = (refreshToken: string) =>
  call(api, 'POST', '/auth/logout', { json: { refreshToken } });
const sidOf = (token: string) =>
  v.parse(
    v.object({ sid: v.string() }),
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')),
  ).sid;

describe('GET /auth/session (our extension)', () => {
  it('answers the session of a live access token, and 401 without one', async () => {
    const { token } = await login(api);
    const session = expectBody(await sessionOf(token), 200, Session);
    expect(session).toMatchObject({
      email: admin.email,
      sessionId: sidOf(token),
      role: 'administrateur',
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: false,
    });
    const response = await call(api, 'GET', '/auth/session');
    expectError(response, 401, 'unauthorized');
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('records the session with its browser and address', async () => {
    const { token } = await login(api, admin, { 'user-agent': `Agent ${'x'.repeat(1000)}` });
    const [row] = await api.runtime.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sidOf(token)));
    expect(row?.user_agent?.startsWith('Agent x')).toBe(true);
    expect(row?.user_agent?.length).toBeLessThanOrEqual(256);
    expect(row?.ip).toBe('127.0.0.1');
    expect(row?.revoked_at).toBeNull();
  });
});

describe('POST /auth/logout (extension of SPEC §7)', () => {
  it('ends the session at once: its access token and refresh tokens stop working; others do not', async () => {
    const other = await login(api);
    const session = await login(api);
    const rotated = expectBody(await refresh(session.refreshToken), 200, TokenPair);
    expect((await logout(rotated.refreshToken)).status).toBe(204);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expectError(await sessionOf(rotated.token), 401, 'unauthorized');
    expectError(await sessionOf(session.token), 401, 'unauthorized');
    expectError(
      await call(api, 'POST', '/crud/categories', { token: rotated.token, json: { nom: 'Après' } }),
      401,
    );
    expect((await sessionOf(other.token)).status).toBe(200);
    expectBody(await refresh(other.refreshToken), 200, TokenPair);
  });

  it('answers 204 for an unknown token and validates its body', async () => {
    expect((await logout('inconnu')).status).toBe(204);
    expectError(await call(api, 'POST', '/auth/logout', { json: {} }), 422, 'validation_failed');
  });
});

describe('access tokens of users that no longer exist (issue 18, point 12)', () => {
  it('refuses the token of a deleted account', async () => {
    const gone = { email: 'parti@test.tn', password: 'mot-de-passe-du-parti' };
    await createAdmin(api, gone.email, gone.password);
    const { token } = await login(api, gone);
    expect((await sessionOf(token)).status).toBe(200);
    await api.runtime.database.db.delete(adminUsers).where(eq(adminUsers.email, gone.email));
    expectError(await sessionOf(token), 401, 'unauthorized');
  });

  it('refuses a correctly signed token naming another user id than its session’s', async () => {
    const { token } = await login(api);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email: admin.email,
      sid: sidOf(token),
      typ: 'access',
      iat: now,
      exp: now + 600,
    };
    expectError(await sessionOf(await sign({ ...claims, sub: '999' }, secret, 'HS256')), 401);
  });
});

describe('restarting with ADMIN_PASSWORD (issue 18, point 8)', () => {
  it('keeps the sessions when the password is the same, ends them when it changed', async () => {
    const kept = await login(api);
    api = await restartTestApi(api);
    expect((await sessionOf(kept.token)).status).toBe(200);

    const newPassword = 'un-tout-nouveau-mot-de-passe';
    api = await restartTestApi(api, { ADMIN_PASSWORD: newPassword });
    expectError(await sessionOf(kept.token), 401, 'unauthorized');
    expect((await refresh(kept.refreshToken)).status).toBe(401);
    expect((await call(api, 'POST', '/auth/login', { json: admin })).status).toBe(401);
    await login(api, { email: admin.email, password: newPassword });
  });

  it('never brings back the environment password over one changed in the back-office', async () => {
    const environmentPassword = 'un-tout-nouveau-mot-de-passe';
    const owner = await login(api, { email: admin.email, password: environmentPassword });
    const chosen = 'choisi-dans-le-back-office-2026';
    const changed = await call(api, 'POST', '/auth/password', {
      token: owner.token,
      json: { currentPassword: environmentPassword, newPassword: chosen },
    });
    expect(changed.status).toBe(204);

    api = await restartTestApi(api, { ADMIN_PASSWORD: environmentPassword });
    expect((await sessionOf(owner.token)).status).toBe(200);
    const old = await call(api, 'POST', '/auth/login', {
      json: { email: admin.email, password: environmentPassword },
    });
    expect(old.status).toBe(401);
    await login(api, { email: admin.email, password: chosen });
  });
});
