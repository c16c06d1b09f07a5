import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminUsers, journalLines } from '#server/db/tables.ts';
import { call, expectBody, expectError } from './client.ts';
import { admin, adminApiPerFile, login, type TestApi } from './harness.ts';
import { inviteStaff, StaffAccount } from './staff-fixtures.ts';

let api: TestApi;
let token: string;

adminApiPerFile((started) => {
  ({ api, token } = started);
});

const lastJournalLine = async () => {
  const [line] = await api.runtime.database.db
    .select()
    .from(journalLines)
    .orderBy(desc(journalLines.id))
    .limit(1);
  return line;
};
const newCategory = (callerToken: string) =>
  call(api, 'POST', '/crud/categories', { token: callerToken, json: { nom: `C ${Date.now()}` } });
const Session = v.looseObject({ mustChangePassword: v.boolean(), role: v.string() });

describe('an administrator adds a colleague (POST /staff)', () => {
  it('answers the account and a temporary password that must be changed at first sign-in', async () => {
    const created = await inviteStaff(api, token, {
      email: 'Salma@Exemple.tn',
      name: 'Salma Trabelsi',
      role: 'editeur',
    });
    expect(created.account).toMatchObject({
      email: 'salma@exemple.tn',
      role: 'editeur',
      active: true,
      mustChangePassword: true,
      lastSeenAt: null,
    });
    expect(await lastJournalLine()).toMatchObject({
      action: 'creation',
      entity_type: 'compte',
      entity_label: 'salma@exemple.tn',
      actor_email: admin.email,
    });

    const held = await login(api, {
      email: 'salma@exemple.tn',
      password: created.temporaryPassword,
    });
    const session = expectBody(
      await call(api, 'GET', '/auth/session', { token: held.token }),
      200,
      Session,
    );
    expect(session).toEqual({ ...session, mustChangePassword: true, role: 'editeur' });
    expectError(await newCategory(held.token), 403, 'password_change_required');

    const common = await call(api, 'POST', '/auth/password', {
      token: held.token,
      json: { currentPassword: created.temporaryPassword, newPassword: 'qwerty123456' },
    });
    expectError(common, 422, 'validation_failed');
    expect(JSON.stringify(common.body)).toContain('plus utilisés');

    const changed = await call(api, 'POST', '/auth/password', {
      token: held.token,
      json: { currentPassword: created.temporaryPassword, newPassword: 'une phrase à moi seule' },
    });
    expect(changed.status).toBe(204);
    expect(await lastJournalLine()).toMatchObject({ action: 'mot_de_passe_change' });
    const working = expectBody(
      await call(api, 'GET', '/auth/session', { token: held.token }),
      200,
      Session,
    );
    expect(working.mustChangePassword).toBe(false);
    expect((await newCategory(held.token)).status).toBe(201);
  });

  it('refuses a second account with the same e-mail (409) and a bad body (422, 400)', async () => {
    await inviteStaff(api, token, { email: 'double@exemple.tn', name: 'Double', role: 'editeur' });
    const again = await call(api, 'POST', '/staff', {
      token,
      json: { email: 'DOUBLE@exemple.tn', name: 'Encore', role: 'editeur' },
    });
    expectError(again, 409, 'conflict');
    const badRole = { email: 'x@exemple.tn', name: 'X', role: 'superadmin' };
    expectError(
      await call(api, 'POST', '/staff', { token, json: badRole }),
      422,
      'validation_failed',
    );
    const extra = { email: 'y@exemple.tn', name: 'Y', role: 'editeur', password: 'imposé' };
    expectError(await call(api, 'POST', '/staff', { token, json: extra }), 400, 'unknown_field');
  });
});

describe('deactivation, reactivation and password reset (PATCH /staff/{id}, POST …/password)', () => {
  it('deactivating ends the person’s sessions at once and refuses their sign-in', async () => {
    const created = await inviteStaff(api, token, {
      email: 'hedi@exemple.tn',
      name: 'Hédi',
      role: 'editeur',
    });
    const id = created.account.id;
    const session = await login(api, {
      email: 'hedi@exemple.tn',
      password: created.temporaryPassword,
    });
    const off = await call(api, 'PATCH', `/staff/${id}`, { token, json: { active: false } });
    expect(expectBody(off, 200, StaffAccount).active).toBe(false);
    expect(await lastJournalLine()).toMatchObject({
      action: 'compte_desactive',
      entity_id: String(id),
    });
    // The device is told why (issue 36 §6), by the session check and by the refresh alike.
    const closed = expectError(
      await call(api, 'GET', '/auth/session', { token: session.token }),
      401,
      'session_closed',
    );
    expect(closed.message).toBe('Votre session a été fermée par un administrateur.');
    const refresh = await call(api, 'POST', '/auth/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expectError(refresh, 401, 'session_closed');
    const again = await call(api, 'POST', '/auth/login', {
      json: { email: 'hedi@exemple.tn', password: created.temporaryPassword },
    });
    expectError(again, 401, 'invalid_credentials');

    await call(api, 'PATCH', `/staff/${id}`, { token, json: { active: true, name: 'Hédi B.' } });
    expect(await lastJournalLine()).toMatchObject({ action: 'compte_reactive' });
    await login(api, { email: 'hedi@exemple.tn', password: created.temporaryPassword });
  });

  it('a reset gives a new temporary password: the old one fails and sessions end', async () => {
    const created = await inviteStaff(api, token, {
      email: 'ines@exemple.tn',
      name: 'Inès',
      role: 'editeur',
    });
    const session = await login(api, {
      email: 'ines@exemple.tn',
      password: created.temporaryPassword,
    });
    const reset = await call(api, 'POST', `/staff/${created.account.id}/password`, { token });
    const { temporaryPassword } = expectBody(
      reset,
      200,
      v.strictObject({ temporaryPassword: v.string() }),
    );
    expect(temporaryPassword).not.toBe(created.temporaryPassword);
    expectError(
      await call(api, 'GET', '/auth/session', { token: session.token }),
      401,
      'session_closed',
    );
    await expect(
      login(api, { email: 'ines@exemple.tn', password: created.temporaryPassword }),
    ).rejects.toThrow();
    const fresh = await login(api, { email: 'ines@exemple.tn', password: temporaryPassword });
    expectError(await newCategory(fresh.token), 403, 'password_change_required');

    // 72 hours later, unchanged, the temporary password no longer signs in (ASVS 5.0 §6.4.1).
    await api.runtime.database.db
      .update(adminUsers)
      .set({ temporary_password_expires_at: new Date(Date.now() - 1_000) })
      .where(eq(adminUsers.id, created.account.id));
    const late = await call(api, 'POST', '/auth/login', {
      json: { email: 'ines@exemple.tn', password: temporaryPassword },
    });
    expectError(late, 401, 'invalid_credentials');
  });

  it('keeps an active administrator: no self-deactivation, no demoting the last one', async () => {
    const me = expectBody(
      await call(api, 'GET', '/auth/session', { token }),
      200,
      v.looseObject({ userId: v.number() }),
    );
    expectError(
      await call(api, 'PATCH', `/staff/${me.userId}`, { token, json: { active: false } }),
      409,
      'conflict',
    );
    expectError(
      await call(api, 'PATCH', `/staff/${me.userId}`, { token, json: { role: 'editeur' } }),
      409,
      'conflict',
    );
    expectError(
      await call(api, 'PATCH', '/staff/999999', { token, json: { name: 'Personne' } }),
      404,
      'not_found',
    );
    expectError(
      await call(api, 'PATCH', `/staff/${me.userId}`, { token, json: {} }),
      422,
      'validation_failed',
    );
  });

  it('an administrator ends every session of a staff member (DELETE /staff/{id}/sessions)', async () => {
    const created = await inviteStaff(api, token, {
      email: 'omar@exemple.tn',
      name: 'Omar',
      role: 'editeur',
    });
    const one = await login(api, { email: 'omar@exemple.tn', password: created.temporaryPassword });
    await login(api, { email: 'omar@exemple.tn', password: created.temporaryPassword });
    const listed = await call(api, 'GET', `/staff/${created.account.id}/sessions`, { token });
    expect(expectBody(listed, 200, v.object({ rows: v.array(v.unknown()) })).rows).toHaveLength(2);
    expect(
      (await call(api, 'DELETE', `/staff/${created.account.id}/sessions`, { token })).status,
    ).toBe(204);
    expectError(
      await call(api, 'GET', '/auth/session', { token: one.token }),
      401,
      'session_closed',
    );
    expectError(
      await call(api, 'POST', '/auth/refresh', { json: { refreshToken: one.refreshToken } }),
      401,
      'session_closed',
    );
    const after = await call(api, 'GET', `/staff/${created.account.id}/sessions`, { token });
    expect(expectBody(after, 200, v.object({ rows: v.array(v.unknown()) })).rows).toHaveLength(0);
    expect(await lastJournalLine()).toMatchObject({
      action: 'sessions_terminees',
      entity_label: 'omar@exemple.tn',
    });
  });

  it('lists the team for an administrator, with no password hash in sight', async () => {
    const list = await call(api, 'GET', '/staff', { token });
    const { rows } = expectBody(list, 200, v.strictObject({ rows: v.array(StaffAccount) }));
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining([admin.email, 'salma@exemple.tn']),
    );
    expect(list.text).not.toMatch(/argon2|password_hash/);
    const journal = await api.runtime.database.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.action, 'creation'));
    expect(journal.length).toBeGreaterThanOrEqual(5);
  });
});

describe('everyone out (DELETE /staff/sessions, ASVS 5.0 §7.4.5)', () => {
  it('ends every session of the team but the administrator’s own', async () => {
    const created = await inviteStaff(api, token, {
      email: 'tous@exemple.tn',
      name: 'Tous',
      role: 'editeur',
    });
    const theirs = await login(api, {
      email: 'tous@exemple.tn',
      password: created.temporaryPassword,
    });
    const mineElsewhere = await login(api);
    const mine = await login(api);
    expect((await call(api, 'DELETE', '/staff/sessions', { token: mine.token })).status).toBe(204);
    expectError(
      await call(api, 'GET', '/auth/session', { token: theirs.token }),
      401,
      'session_closed',
    );
    expectError(
      await call(api, 'GET', '/auth/session', { token: mineElsewhere.token }),
      401,
      'session_closed',
    );
    expect((await call(api, 'GET', '/auth/session', { token: mine.token })).status).toBe(200);
    expect(await lastJournalLine()).toMatchObject({
      action: 'sessions_terminees',
      entity_label: 'toute l’équipe',
    });
    token = mine.token;
  });
});
