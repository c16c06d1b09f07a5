import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSignedByUs, signAccessToken } from '#server/api/auth/tokens.ts';
import { createStaffCheck } from '#server/http/staff-session.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = { userId: 1, email: 'admin@test.tn', sessionId: crypto.randomUUID() };
const withCookie = (cookie: string | undefined) => ({ headers: { cookie } }) as IncomingMessage;

describe('staff lane check', () => {
  it('accepts our signature until the refresh lifetime after expiry, and nothing else', async () => {
    const fresh = await signAccessToken(claims, secret, 900);
    const expired = await signAccessToken(claims, secret, 60, Date.now() - 3_600_000);
    const foreign = await signAccessToken(claims, 'another-secret-that-is-long-enough-too', 900);
    const day = 86_400;
    expect(await isSignedByUs(fresh, secret, day)).toBe(true);
    expect(await isSignedByUs(expired, secret, day)).toBe(true);
    // Past the refresh lifetime, no session can be behind it any more.
    expect(await isSignedByUs(expired, secret, 60)).toBe(false);
    expect(await isSignedByUs(foreign, secret, day)).toBe(false);
    expect(await isSignedByUs('x', secret, day)).toBe(false);
  });

  it('answers at once, and refuses a tampered payload, another algorithm or a signature cut short', async () => {
    const day = 86_400;
    const token = await signAccessToken(claims, secret, 900);
    expect(isSignedByUs(token, secret, day)).toBe(true);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = (head: string, body: string) =>
      `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
    const claimsOf = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = part({ ...claimsOf, sub: '2' });
    expect(isSignedByUs(`${header}.${tampered}.${signature}`, secret, day)).toBe(false);
    // Our key, but a header naming another algorithm: not a token we issued.
    expect(isSignedByUs(signed(part({ alg: 'HS512', typ: 'JWT' }), payload), secret, day)).toBe(
      false,
    );
    expect(isSignedByUs(signed(header, part({ ...claimsOf, typ: 'refresh' })), secret, day)).toBe(
      false,
    );
    expect(isSignedByUs(`${header}.${payload}.${signature.slice(0, 20)}`, secret, day)).toBe(false);
    expect(isSignedByUs(`${header}.${payload}.${signature}.x`, secret, day)).toBe(false);
  });

  it('reads the access cookie among others, and never asks without a way to verify', async () => {
    const token = await signAccessToken(claims, secret, 900);
    const check = createStaffCheck((value) => isSignedByUs(value, secret, 86_400));
    expect(await check(withCookie(`consent=1; mc_access=${token}; mc_refresh=r`))).toBe(true);
    expect(await check(withCookie('mc_access=x; mc_refresh=y'))).toBe(false);
    const apiClient = { headers: { authorization: `Bearer ${token}` } } as IncomingMessage;
    expect(await check(apiClient)).toBe(true);
    expect(await check(withCookie('other_mc_access=1'))).toBe(false);
    expect(await check(withCookie(undefined))).toBe(false);
    expect(await createStaffCheck(undefined)(withCookie(`mc_access=${token}`))).toBe(false);
  });
});
