import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '#server/db/tables.ts';
import { call, expectBody, expectError } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import { createStaffAccount } from './staff-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const SessionView = v.strictObject({
  id: v.pipe(v.string(), v.uuid()),
  current: v.boolean(),
  browser: v.string(),
  ip: v.nullable(v.string()),
  place: v.null(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  lastSeenAt: v.pipe(v.string(), v.isoTimestamp()),
});
const Sessions = v.strictObject({ rows: v.array(SessionView) });
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const mySessions = async (token: string) =>
  expectBody(await call(api, 'GET', '/auth/sessions', { token }), 200, Sessions).rows;
const isLive = async (token: string) =>
  (await call(api, 'GET', '/auth/session', { token })).status === 200;

describe('Mes sessions (GET/DELETE /auth/sessions; ASVS 5.0 §7.4.3, §7.5.2)', () => {
  it('lists each live session with its browser, marks the current one, ends one at once', async () => {
    const me = await createStaffAccount(api, {
      email: 'rim@exemple.tn',
      password: 'rim-mot-de-passe-long',
      role: 'editeur',
    });
    const credentials = { email: me.email, password: me.password };
    const onPhone = await login(api, credentials, { 'user-agent': phone });
    const onDesktop = await login(api, credentials, { 'user-agent': desktop });
    const rows = await mySessions(onDesktop.token);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.browser).sort()).toEqual([
      'Chrome 131 · Android',
      'Firefox 133 · Windows',
    ]);
    const current = rows.find((row) => row.current);
    expect(current?.browser).toBe('Firefox 133 · Windows');
    const other = rows.find((row) => !row.current);
    const ended = await call(api, 'DELETE', `/auth/sessions/${other?.id}`, {
      token: onDesktop.token,
    });
    expect(ended.status).toBe(204);
    expect(await isLive(onPhone.token)).toBe(false);
    expect(await isLive(onDesktop.token)).toBe(true);
    expect(await mySessions(onDesktop.token)).toHaveLength(1);
  });

  it('"Déconnecter toutes les autres sessions" keeps only the caller’s', async () => {
    const me = await createStaffAccount(api, {
      email: 'sami@exemple.tn',
      password: 'sami-mot-de-passe-long',
      role: 'administrateur',
    });
    const credentials = { email: me.email, password: me.password };
    const others = [await login(api, credentials), await login(api, credentials)];
    const kept = await login(api, credentials);
    expect((await call(api, 'DELETE', '/auth/sessions', { token: kept.token })).status).toBe(204);
    for (const session of others) expect(await isLive(session.token)).toBe(false);
    expect(await isLive(kept.token)).toBe(true);
    const refreshed = await call(api, 'POST', '/auth/refresh', {
      json: { refreshToken: others[0]?.refreshToken },
    });
    // Ended by their own person, not by an administrator (issue 36 §6): no "fermée par…".
    expectError(refreshed, 401, 'invalid_refresh_token');
    expectError(
      await call(api, 'GET', '/auth/session', { token: others[1]?.token }),
      401,
      'unauthorized',
    );
  });

  it('nobody ends another account’s session (404), and a malformed id is a 400', async () => {
    const a = await createStaffAccount(api, {
      email: 'a@exemple.tn',
      password: 'a-mot-de-passe-long',
      role: 'editeur',
    });
    const b = await createStaffAccount(api, {
      email: 'b@exemple.tn',
      password: 'b-mot-de-passe-long',
      role: 'editeur',
    });
    const sessionA = await login(api, { email: a.email, password: a.password });
    const sessionB = await login(api, { email: b.email, password: b.password });
    const [rowB] = await mySessions(sessionB.token);
    expectError(
      await call(api, 'DELETE', `/auth/sessions/${rowB?.id}`, { token: sessionA.token }),
      404,
      'not_found',
    );
    expect(await isLive(sessionB.token)).toBe(true);
    expectError(
      await call(api, 'DELETE', '/auth/sessions/pas-un-uuid', { token: sessionA.token }),
      400,
      'invalid_id',
    );
  });
});

describe('the absolute session lifetime (SESSION_MAX_AGE, ASVS 5.0 §7.3.2)', () => {
  it('ends a session older than it, however active: access and refresh both refused', async () => {
    const me = await createStaffAccount(api, {
      email: 'vieux@exemple.tn',
      password: 'vieux-mot-de-passe-long',
      role: 'editeur',
    });
    const session = await login(api, { email: me.email, password: me.password });
    expect(await isLive(session.token)).toBe(true);
    const [row] = await mySessions(session.token);
    // 31 days ago: past the default 30-day absolute lifetime.
    const created = new Date(Date.now() - 31 * 86_400_000);
    await api.runtime.database.db
      .update(authSessions)
      .set({ created_at: created })
      .where(eq(authSessions.id, row?.id ?? ''));
    expect(await isLive(session.token)).toBe(false);
    const refreshed = await call(api, 'POST', '/auth/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expectError(refreshed, 401, 'invalid_refresh_token');
  });
});
