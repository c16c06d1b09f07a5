import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalAction } from '#domain/staff.ts';
import { signChallenge } from '#server/api/auth/two-factor-challenge.ts';
import { adminUsers, journalLines } from '#server/db/tables.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { call, expectBody, expectError, TokenPair, unique } from './client.ts';
import { restartTestApi, startTestApi, type TestApi } from './harness.ts';
import { createStaffAccount } from './staff-fixtures.ts';

// Two-factor sign-in (issue 23). One proxy hop is trusted so each test signs in from its own
// address (the right-most X-Forwarded-For entry): the throttle of one test never meets another's.
const secret = randomBytes(32).toString('hex');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ JWT_SECRET: secret, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await api?.close();
});

const password = 'un-mot-de-passe-solide';
const Setup = v.strictObject({ secret: v.string(), uri: v.string(), qrSvg: v.string() });
const RecoveryCodes = v.strictObject({ recoveryCodes: v.array(v.string()) });
const Status = v.strictObject({
  enabled: v.boolean(),
  required: v.boolean(),
  recoveryCodesLeft: v.number(),
});
const ChallengeBody = v.object({
  error: v.object({
    code: v.literal('two_factor_required'),
    message: v.string(),
    challenge: v.string(),
  }),
});

let addressCount = 0;
/** A staff member of their own, signing in from an address of their own. */
async function newStaff(role: 'administrateur' | 'editeur' = 'editeur') {
  addressCount += 1;
  const email = `${unique()}@test.tn`;
  await createStaffAccount(api, { email, password, role });
  return { email, headers: { 'x-forwarded-for': `198.51.100.${addressCount}` } };
}
type Staff = Awaited<ReturnType<typeof newStaff>>;

const signIn = (staff: Staff, withPassword = password) =>
  call(api, 'POST', '/auth/login', {
    json: { email: staff.email, password: withPassword },
    headers: staff.headers,
  });
const sendCode = (staff: Staff, challenge: string, code: string) =>
  call(api, 'POST', '/auth/login/code', { json: { challenge, code }, headers: staff.headers });
const as = (staff: Staff, token: string, method: string, path: string, json?: unknown) =>
  call(api, method, path, { token, json, headers: staff.headers });

async function tokensOf(staff: Staff) {
  return expectBody(
    await signIn(staff),
    200,
    v.strictObject({ token: v.string(), refreshToken: v.string() }),
  );
}

async function challengeOf(staff: Staff): Promise<string> {
  const response = await signIn(staff);
  expectError(response, 401, 'two_factor_required');
  const body = v.parse(ChallengeBody, response.body);
  expect(body.error.message).toBe('Saisissez le code de votre application d’authentification.');
  return body.error.challenge;
}

/**
 * The code the app shows `steps` periods from now. Waits out the last 2 s of a period first, so
 * the server checks it in the period it was computed for.
 */
async function codeAt(base32: string, steps = 0): Promise<string> {
  const left = TOTP.remaining({ period: 30, timestamp: Date.now() });
  if (left < 2_000) await sleep(left + 50);
  return TOTP.generate({
    secret: Secret.fromBase32(base32),
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Sets up two-factor sign-in with the previous period's code; the current one stays unused. */
async function enrol(staff: Staff, token: string) {
  const setup = expectBody(await as(staff, token, 'POST', '/auth/two-factor/setup'), 200, Setup);
  const confirmed = await as(staff, token, 'POST', '/auth/two-factor/confirm', {
    code: await codeAt(setup.secret, -1),
  });
  return { ...setup, ...expectBody(confirmed, 200, RecoveryCodes) };
}

async function journal(email: string, action: JournalAction) {
  return api.runtime.database.db
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.entity_label, email), eq(journalLines.action, action)));
}

describe('enrolment (POST /auth/two-factor/setup, /confirm)', () => {
  it('keeps SPEC §7 for an account without 2FA, then enrols with a code from the shared secret', async () => {
    const staff = await newStaff();
    const { token } = await tokensOf(staff);
    expect(expectBody(await as(staff, token, 'GET', '/auth/two-factor'), 200, Status)).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const setup = expectBody(await as(staff, token, 'POST', '/auth/two-factor/setup'), 200, Setup);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('MédiConfort Tunisie');
    expect(decodeURIComponent(uri.pathname)).toBe(`/MédiConfort Tunisie:${staff.email}`);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await as(staff, token, 'POST', '/auth/two-factor/confirm', { code: '000000' });
    expect(expectError(wrong, 422, 'invalid_code').fields).toHaveProperty('code');

    const confirmed = expectBody(
      await as(staff, token, 'POST', '/auth/two-factor/confirm', {
        code: await codeAt(setup.secret),
      }),
      200,
      RecoveryCodes,
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect(expectBody(await as(staff, token, 'GET', '/auth/two-factor'), 200, Status)).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const session = expectBody(
      await as(staff, token, 'GET', '/auth/session'),
      200,
      v.object({ twoFactorEnabled: v.boolean(), twoFactorEnrolmentRequired: v.boolean() }),
    );
    expect(session).toEqual({ twoFactorEnabled: true, twoFactorEnrolmentRequired: false });
    expect(await journal(staff.email, 'double_facteur_active')).toHaveLength(1);
    // A second enrolment while one is active is refused (disable first).
    expectError(await as(staff, token, 'POST', '/auth/two-factor/setup'), 409, 'conflict');
  });

  it('refuses the enrolment routes without a session', async () => {
    expectError(await call(api, 'GET', '/auth/two-factor'), 401, 'unauthorized');
    expectError(await call(api, 'POST', '/auth/two-factor/setup'), 401, 'unauthorized');
  });
});

describe('sign-in with a code (POST /auth/login/code)', () => {
  it('asks for a code after the right password, accepts it once, and refuses a replay', async () => {
    const staff = await newStaff();
    const enrolled = await enrol(staff, (await tokensOf(staff)).token);

    const code = await codeAt(enrolled.secret);
    const challenge = await challengeOf(staff);
    const pair = expectBody(await sendCode(staff, challenge, code), 200, TokenPair);
    expect((await as(staff, pair.token, 'GET', '/auth/session')).status).toBe(200);
    expect(await journal(staff.email, 'connexion')).toHaveLength(2);
    // The challenge opened its session: with a fresh code it opens no other.
    const again = await sendCode(staff, challenge, await codeAt(enrolled.secret, 1));
    expectError(again, 401, 'invalid_challenge');

    const replay = await sendCode(staff, await challengeOf(staff), code);
    expect(expectError(replay, 401, 'invalid_code').message).toMatch(/^Code incorrect/);
    // An earlier period's code is spent too (the step already used is later).
    expectError(
      await sendCode(staff, await challengeOf(staff), await codeAt(enrolled.secret, -1)),
      401,
      'invalid_code',
    );
    expect(await journal(staff.email, 'connexion_echouee')).toHaveLength(2);
  });

  it('accepts each recovery code once, however typed; renewed codes void the old ones', async () => {
    const staff = await newStaff();
    const { token } = await tokensOf(staff);
    const enrolled = await enrol(staff, token);
    const [first = '', second = ''] = enrolled.recoveryCodes;

    const typed = ` ${first.toUpperCase().replaceAll('-', ' ')} `;
    expectBody(await sendCode(staff, await challengeOf(staff), typed), 200, TokenPair);
    expectError(await sendCode(staff, await challengeOf(staff), first), 401, 'invalid_code');
    expect(
      expectBody(await as(staff, token, 'GET', '/auth/two-factor'), 200, Status).recoveryCodesLeft,
    ).toBe(9);

    const renewed = expectBody(
      await as(staff, token, 'POST', '/auth/two-factor/recovery-codes', {
        code: await codeAt(enrolled.secret),
      }),
      200,
      RecoveryCodes,
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expectError(await sendCode(staff, await challengeOf(staff), second), 401, 'invalid_code');
    expectBody(
      await sendCode(staff, await challengeOf(staff), renewed.recoveryCodes[0] ?? ''),
      200,
      TokenPair,
    );
  });

  it('refuses a forged, an expired and a stale challenge (401 invalid_challenge)', async () => {
    const staff = await newStaff();
    const enrolled = await enrol(staff, (await tokensOf(staff)).token);
    const [user] = await api.runtime.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, staff.email));
    if (!user) throw new Error('no user');
    const code = await codeAt(enrolled.secret);

    const forged = await signChallenge('not-the-server-secret-not-the-server-secret', user);
    expectError(await sendCode(staff, forged, code), 401, 'invalid_challenge');
    const expired = await signChallenge(secret, user, Date.now() - 6 * 60_000);
    expectError(await sendCode(staff, expired, code), 401, 'invalid_challenge');
    const { token: accessToken } = await tokensOf(await newStaff());
    expectError(await sendCode(staff, accessToken, code), 401, 'invalid_challenge');

    // A password changed since the challenge was issued voids it.
    const challenge = await challengeOf(staff);
    await api.runtime.database.db
      .update(adminUsers)
      .set({ password_hash: await hashPassword('un-autre-mot-de-passe') })
      .where(eq(adminUsers.id, user.id));
    expectError(await sendCode(staff, challenge, code), 401, 'invalid_challenge');
  });

  it('throttles wrong codes like wrong passwords, a right password in between resetting nothing', async () => {
    const staff = await newStaff();
    const enrolled = await enrol(staff, (await tokensOf(staff)).token);
    const challenge = await challengeOf(staff);
    for (let failure = 1; failure <= 3; failure += 1) {
      expectError(await sendCode(staff, challenge, `00000${failure}`), 401, 'invalid_code');
    }
    const again = await challengeOf(staff);
    for (let failure = 4; failure <= 5; failure += 1) {
      expectError(await sendCode(staff, again, `00000${failure}`), 401, 'invalid_code');
    }
    const locked = await sendCode(staff, again, await codeAt(enrolled.secret));
    expectError(locked, 429, 'too_many_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(await signIn(staff), 429, 'too_many_attempts');
    expect(await journal(staff.email, 'connexion_echouee')).toHaveLength(5);
  });
});

describe('disabling (POST /auth/two-factor/disable)', () => {
  it('needs the password or a code; afterwards the password alone signs in again', async () => {
    const staff = await newStaff();
    const { token } = await tokensOf(staff);
    await enrol(staff, token);
    const wrong = await as(staff, token, 'POST', '/auth/two-factor/disable', { password: 'non' });
    expect(expectError(wrong, 422, 'validation_failed').fields).toHaveProperty('password');
    expect((await as(staff, token, 'POST', '/auth/two-factor/disable', { password })).status).toBe(
      204,
    );
    expect(expectBody(await as(staff, token, 'GET', '/auth/two-factor'), 200, Status)).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    await tokensOf(staff);
    expect(await journal(staff.email, 'double_facteur_desactive')).toHaveLength(1);
  });
});

describe('a JWT_SECRET rotated under enrolled accounts (decision 019)', () => {
  it('leaves the recovery codes working and lets the account enrol again', async () => {
    let own = await startTestApi({ TRUST_PROXY: '1' });
    try {
      const email = `${unique()}@test.tn`;
      await createStaffAccount(own, { email, password, role: 'editeur' });
      const post = (path: string, json: unknown, token?: string) =>
        call(own, 'POST', path, { json, token });
      const first = expectBody(await post('/auth/login', { email, password }), 200, TokenPair);
      const setup = expectBody(await post('/auth/two-factor/setup', {}, first.token), 200, Setup);
      const confirm = await post(
        '/auth/two-factor/confirm',
        { code: await codeAt(setup.secret, -1) },
        first.token,
      );
      const { recoveryCodes } = expectBody(confirm, 200, RecoveryCodes);

      own = await restartTestApi(own, { JWT_SECRET: randomBytes(32).toString('hex') });
      const challengeNow = async () =>
        v.parse(ChallengeBody, (await post('/auth/login', { email, password })).body).error
          .challenge;
      // The sealed secret no longer opens: no TOTP code can be right, a recovery code still is.
      const totp = await post('/auth/login/code', {
        challenge: await challengeNow(),
        code: await codeAt(setup.secret),
      });
      expectError(totp, 401, 'invalid_code');
      const rescued = await post('/auth/login/code', {
        challenge: await challengeNow(),
        code: recoveryCodes[0],
      });
      const { token } = expectBody(rescued, 200, TokenPair);
      const again = expectBody(await post('/auth/two-factor/setup', {}, token), 200, Setup);
      const reconfirmed = await post(
        '/auth/two-factor/confirm',
        { code: await codeAt(again.secret) },
        token,
      );
      expectBody(reconfirmed, 200, RecoveryCodes);
      const code = await codeAt(again.secret, 1);
      expectBody(
        await post('/auth/login/code', { challenge: await challengeNow(), code }),
        200,
        TokenPair,
      );
    } finally {
      await own.close();
    }
  });
});

describe('sign-in journal', () => {
  it('writes connexion_echouee for a wrong password and deconnexion on logout', async () => {
    const staff = await newStaff();
    expectError(await signIn(staff, 'pas-le-bon'), 401, 'invalid_credentials');
    const [failed] = await journal(staff.email, 'connexion_echouee');
    expect(failed).toMatchObject({
      actor_id: null,
      entity_type: 'session',
      ip: `198.51.100.${addressCount}`,
    });
    const pair = await tokensOf(staff);
    const logout = await call(api, 'POST', '/auth/logout', {
      json: { refreshToken: pair.refreshToken },
    });
    expect(logout.status).toBe(204);
    expect(await journal(staff.email, 'deconnexion')).toHaveLength(1);
    // Logging out of an ended session writes nothing more.
    await call(api, 'POST', '/auth/logout', { json: { refreshToken: pair.refreshToken } });
    expect(await journal(staff.email, 'deconnexion')).toHaveLength(1);
  });
});

// Last: the setting is site-wide, every account of the file is under it while it is on.
describe('two-factor required for every staff account (GET/PUT /settings/security)', () => {
  it('is for administrators only', async () => {
    const editor = await newStaff('editeur');
    const { token } = await tokensOf(editor);
    expectError(await as(editor, token, 'GET', '/settings/security'), 403, 'forbidden');
    const put = await as(editor, token, 'PUT', '/settings/security', { requireTwoFactor: true });
    expectError(put, 403, 'forbidden');
    expectError(await call(api, 'GET', '/settings/security'), 401, 'unauthorized');
  });

  it('holds every other account at enrolment (403) until it sets up its second factor', async () => {
    const owner = await newStaff('administrateur');
    const ownerTokens = await tokensOf(owner);
    const Settings = v.strictObject({ requireTwoFactor: v.boolean() });
    const put = (requireTwoFactor: boolean) =>
      as(owner, ownerTokens.token, 'PUT', '/settings/security', { requireTwoFactor });
    // Not before the administrator has it: they would be shut out at once.
    expectError(await put(true), 409, 'conflict');
    await enrol(owner, ownerTokens.token);
    expect(expectBody(await put(true), 200, Settings)).toEqual({ requireTwoFactor: true });
    try {
      expect(
        expectBody(await as(owner, ownerTokens.token, 'GET', '/settings/security'), 200, Settings),
      ).toEqual({ requireTwoFactor: true });
      const [line] = await api.runtime.database.db
        .select()
        .from(journalLines)
        .where(
          and(
            eq(journalLines.entity_type, 'parametres'),
            eq(journalLines.actor_email, owner.email),
          ),
        );
      expect(line?.changes).toEqual([
        { field: 'requireTwoFactor', before: 'false', after: 'true' },
      ]);

      const editor = await newStaff('editeur');
      const pair = await tokensOf(editor);
      const session = expectBody(
        await as(editor, pair.token, 'GET', '/auth/session'),
        200,
        v.object({ twoFactorEnabled: v.boolean(), twoFactorEnrolmentRequired: v.boolean() }),
      );
      expect(session).toEqual({ twoFactorEnabled: false, twoFactorEnrolmentRequired: true });
      const write = await as(editor, pair.token, 'POST', '/crud/categories', {
        nom: `Cat ${unique()}`,
      });
      const refused = expectError(write, 403, 'two_factor_enrolment_required');
      expect(refused.message).toBe(
        'La double authentification est obligatoire : configurez-la pour continuer.',
      );
      expectError(await as(editor, pair.token, 'GET', '/crud/categories'), 403);
      expect(
        expectBody(await as(editor, pair.token, 'GET', '/auth/two-factor'), 200, Status).required,
      ).toBe(true);
      const refreshed = await call(api, 'POST', '/auth/refresh', {
        json: { refreshToken: pair.refreshToken },
        headers: editor.headers,
      });
      const renewed = expectBody(refreshed, 200, TokenPair);

      const enrolled = await enrol(editor, renewed.token);
      const created = await as(editor, renewed.token, 'POST', '/crud/categories', {
        nom: `Cat ${unique()}`,
      });
      expect(created.status, created.text).toBe(201);
      // While required, it cannot be turned off, even with a right code.
      const disable = await as(editor, renewed.token, 'POST', '/auth/two-factor/disable', {
        code: enrolled.recoveryCodes[0],
      });
      expectError(disable, 403, 'forbidden');
    } finally {
      expect(expectBody(await put(false), 200, Settings)).toEqual({ requireTwoFactor: false });
    }
  });
});

describe('an administrator resets a colleague’s second factor (DELETE /staff/{id}/two-factor)', () => {
  it('removes the factor and the recovery codes, ends the sessions, journals it; the password alone signs in', async () => {
    const staff = await newStaff();
    const { token } = await tokensOf(staff);
    const { recoveryCodes } = await enrol(staff, token);
    const [account] = await api.runtime.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, staff.email));
    const admin = await newStaff('administrateur');
    const adminToken = (await tokensOf(admin)).token;
    const listed = await as(admin, adminToken, 'GET', '/staff');
    expect(JSON.stringify(listed.body)).toContain(`"email":"${staff.email}"`);

    const reset = await as(admin, adminToken, 'DELETE', `/staff/${account?.id}/two-factor`);
    expect(reset.status).toBe(204);
    expectError(await as(staff, token, 'GET', '/auth/session'), 401, 'session_closed');
    const again = await tokensOf(staff);
    expect(
      expectBody(await as(staff, again.token, 'GET', '/auth/two-factor'), 200, Status),
    ).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(await journal(staff.email, 'double_facteur_desactive')).toHaveLength(1);
    // Nothing left to reset, and never one's own.
    expectError(
      await as(admin, adminToken, 'DELETE', `/staff/${account?.id}/two-factor`),
      409,
      'conflict',
    );
    const me = expectBody(
      await as(admin, adminToken, 'GET', '/auth/session'),
      200,
      v.looseObject({ userId: v.number() }),
    );
    expectError(
      await as(admin, adminToken, 'DELETE', `/staff/${me.userId}/two-factor`),
      409,
      'conflict',
    );
  });
});
