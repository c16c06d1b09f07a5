import { randomBytes } from 'node:crypto';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/tables.ts';
import {
  Category,
  call,
  expectBody,
  expectError,
  forgedToken,
  TokenPair,
  unique,
} from './client.ts';
import { admin, apiPerFile, login, type TestApi } from './harness.ts';

// A known secret, so tests can sign tokens the server would otherwise accept.
const secret = randomBytes(32).toString('hex');
let api: TestApi;
apiPerFile(
  (started) => {
    api = started;
  },
  { JWT_SECRET: secret },
);

const refresh = (refreshToken: string) =>
  call(api, 'POST', '/auth/refresh', { json: { refreshToken } });

const Claims = v.looseObject({ sub: v.string(), sid: v.string(), typ: v.string() });
/** The payload of a JWT, parsed (the signature is the server's business). */
const claimsOf = (token: string) =>
  v.parse(Claims, JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')));

/** A write only an administrator may do: proves a token is accepted. */
const canWrite = (token: string) =>
  call(api, 'POST', '/crud/categories', { token, json: { nom: `Auth ${unique()}` } });

describe('POST /auth/login', () => {
  it('answers a token pair for the right credentials, and the token allows writes', async () => {
    const response = await call(api, 'POST', '/auth/login', { json: admin });
    const pair = expectBody(response, 200, TokenPair);
    expect(pair.token.split('.')).toHaveLength(3);
    expect(pair.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(pair.refreshToken).not.toBe(pair.token);
    expectBody(await canWrite(pair.token), 201, Category);
  });

  it('accepts the e-mail whatever its case and surrounding spaces', async () => {
    const response = await call(api, 'POST', '/auth/login', {
      json: { email: `  ${admin.email.toUpperCase()} `, password: admin.password },
    });
    expectBody(response, 200, TokenPair);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await call(api, 'POST', '/auth/login', {
      json: { email: admin.email, password: 'not-the-password' },
    });
    const unknownEmail = await call(api, 'POST', '/auth/login', {
      json: { email: 'nobody@test.tn', password: admin.password },
    });
    const error = expectError(wrongPassword, 401, 'invalid_credentials');
    expect(error.message).toBe('Email ou mot de passe incorrect.');
    expectError(unknownEmail, 401, 'invalid_credentials');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses incomplete or unexpected bodies without signing in', async () => {
    expectError(
      await call(api, 'POST', '/auth/login', { json: { email: admin.email } }),
      422,
      'validation_failed',
    );
    expectError(
      await call(api, 'POST', '/auth/login', { json: { ...admin, role: 'superadmin' } }),
      400,
      'unknown_field',
    );
    expectError(
      await call(api, 'POST', '/auth/login', { json: { email: admin.email, password: 42 } }),
      422,
      'validation_failed',
    );
  });

  it('stores the password hashed with argon2id at the OWASP cost, never in clear', async () => {
    const users = await api.runtime.database.db.select().from(adminUsers);
    const user = users.find((row) => row.email === admin.email);
    expect(user).toBeDefined();
    expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(user?.password_hash).toContain('m=19456,t=2');
    expect(user?.password_hash).not.toContain(admin.password);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: answers a new access token and a new refresh token', async () => {
    const first = await login(api);
    const rotated = expectBody(await refresh(first.refreshToken), 200, TokenPair);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expectBody(await canWrite(rotated.token), 201, Category);
    // The rotated token rotates again.
    const again = expectBody(await refresh(rotated.refreshToken), 200, TokenPair);
    expect(again.refreshToken).not.toBe(rotated.refreshToken);
  });

  it('refuses an unknown refresh token', async () => {
    expectError(
      await refresh('definitely-not-a-real-refresh-token-000000000'),
      401,
      'invalid_refresh_token',
    );
  });

  it('refuses an access token used as a refresh token', async () => {
    const { token } = await login(api);
    expect((await refresh(token)).status).toBe(401);
  });

  it('validates its body', async () => {
    expectError(await call(api, 'POST', '/auth/refresh', { json: {} }), 422, 'validation_failed');
    expectError(
      await call(api, 'POST', '/auth/refresh', { json: { refreshToken: 'x', token: 'y' } }),
      400,
      'unknown_field',
    );
  });
});

describe('access tokens', () => {
  it('refuses a token signed with another secret', async () => {
    const response = await canWrite(await forgedToken());
    expectError(response, 401, 'unauthorized');
  });

  it('refuses a token whose payload was tampered with', async () => {
    const { token } = await login(api);
    const [header, , signature] = token.split('.');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: expect.any(String), typ: 'access' });
    const tampered = Buffer.from(
      JSON.stringify({ ...claims, sub: '999', exp: 4_102_444_800 }),
    ).toString('base64url');
    expectError(await canWrite(`${header}.${tampered}.${signature}`), 401, 'unauthorized');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', email: admin.email, typ: 'access', exp: now + 600 })}.`;
    expect((await canWrite(token)).status).toBe(401);
  });

  it('refuses tokens signed with the server secret but not valid access tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { sid } = claimsOf((await login(api)).token);
    const claims = { sub: '1', email: admin.email, sid, typ: 'access', iat: now, exp: now + 600 };
    // Control: the same claims, correctly signed, are accepted.
    expectBody(await canWrite(await sign(claims, secret, 'HS256')), 201, Category);
    for (const token of [
      await sign({ ...claims, typ: 'refresh' }, secret, 'HS256'),
      await sign({ sub: '1', email: admin.email, exp: now + 600 }, secret, 'HS256'),
      await sign({ ...claims, sub: 'admin' }, secret, 'HS256'),
      await sign({ ...claims, sid: undefined }, secret, 'HS256'),
      await sign({ ...claims, sid: 'not-a-uuid' }, secret, 'HS256'),
      await sign(claims, secret, 'HS512'),
    ]) {
      expectError(await canWrite(token), 401, 'unauthorized');
    }
    const expired = await sign({ ...claims, iat: now - 120, exp: now - 60 }, secret, 'HS256');
    expectError(await canWrite(expired), 401, 'token_expired');
  });

  it('refuses other authorization schemes and malformed headers, even on reads', async () => {
    const basic = `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}`;
    expectError(
      await call(api, 'POST', '/crud/categories', {
        headers: { authorization: basic },
        json: { nom: 'Basic' },
      }),
      401,
    );
    expectError(
      await call(api, 'GET', '/crud/products', { headers: { authorization: basic } }),
      401,
    );
    expectError(
      await call(api, 'GET', '/crud/products', { headers: { authorization: 'Bearer' } }),
      401,
    );
    expectError(
      await call(api, 'GET', '/crud/products', { headers: { authorization: 'Bearer a.b.c' } }),
      401,
    );
  });

  it('asks for a Bearer token when none is sent to a protected route', async () => {
    const response = await call(api, 'POST', '/crud/categories', { json: { nom: 'Anonyme' } });
    expectError(response, 401, 'unauthorized');
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });
});
