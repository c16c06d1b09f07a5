import { describe, expect, it } from 'vitest';
import {
  createRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from '#server/security/recovery-codes.ts';
import { createSecretBox } from '#server/security/secret-box.ts';
import {
  createTotpSecret,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from '#server/security/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const secret = createTotpSecret();
/** 10:00:10 on a fixed day: well inside its 30 s step. */
const now = Date.UTC(2026, 10, 26, 10, 0, 10);
const step = 30_000;
const check = (code: string, at = now, lastUsedStep: number | null = null) =>
  verifyTotp({ secret, code, now: at, lastUsedStep });

describe('TOTP (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('computes the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the current step and one step either side, with the step it matched', () => {
    const current = totpStep(now);
    expect(check(totpCode(secret, now))).toEqual({ ok: true, step: current });
    expect(check(totpCode(secret, now - step))).toEqual({ ok: true, step: current - 1 });
    expect(check(totpCode(secret, now + step))).toEqual({ ok: true, step: current + 1 });
  });

  it('refuses codes two steps away, malformed codes and another secret’s code', () => {
    expect(check(totpCode(secret, now - 2 * step))).toEqual({ ok: false, reason: 'invalid' });
    expect(check(totpCode(secret, now + 2 * step))).toEqual({ ok: false, reason: 'invalid' });
    expect(check('12345')).toEqual({ ok: false, reason: 'invalid' });
    expect(check('abcdef')).toEqual({ ok: false, reason: 'invalid' });
    expect(check(totpCode(createTotpSecret(), now)).ok).toBe(false);
  });

  it('accepts a code once: the same step or an earlier one is a replay (ASVS 5.0 §6.5.1)', () => {
    const first = check(totpCode(secret, now));
    if (!first.ok) throw new Error('the first use must pass');
    expect(check(totpCode(secret, now), now, first.step)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(check(totpCode(secret, now - step), now, first.step)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // The next step's code still passes, and later on the clock (drift ahead of the server).
    expect(check(totpCode(secret, now + step), now, first.step)).toEqual({
      ok: true,
      step: first.step + 1,
    });
    expect(check(totpCode(secret, now + step), now + step, first.step).ok).toBe(true);
  });

  it('tolerates spaces around the code', () => {
    expect(check(` ${totpCode(secret, now)} `).ok).toBe(true);
  });

  it('writes the otpauth:// URI apps read (issuer, account, SHA1, 6 digits, 30 s)', () => {
    const uri = new URL(totpUri(secret, 'MédiConfort Tunisie', 'admin@demo.tn'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/MédiConfort Tunisie:admin@demo.tn');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'MédiConfort Tunisie',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('sealed TOTP secrets (AES-256-GCM, key from JWT_SECRET by HKDF)', () => {
  const box = createSecretBox('a-jwt-secret-of-the-server-a-jwt-secret', 'totp-secret');

  it('opens what it sealed for the same row only', () => {
    const sealed = box.seal(secret, '7');
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed, '7')).toBe(secret);
    expect(box.open(sealed, '8')).toBeNull();
    expect(box.seal(secret, '7')).not.toBe(sealed);
  });

  it('refuses another key, another purpose and an altered box', () => {
    const sealed = box.seal(secret, '7');
    expect(
      createSecretBox('another-secret-another-secret-another', 'totp-secret').open(sealed, '7'),
    ).toBeNull();
    expect(
      createSecretBox('a-jwt-secret-of-the-server-a-jwt-secret', 'other').open(sealed, '7'),
    ).toBeNull();
    // The last character but one, changed for sure (1 run in 64 it was already the replacement).
    const altered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(box.open(altered, '7')).toBeNull();
    expect(box.open('not a box', '7')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct codes of four groups of six, 120 bits each', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{6}(-[0-9a-hjkmnp-tv-z]{6}){3}$/);
  });

  it('reads a code as typed (case, spaces, dashes) and stores only its hash', () => {
    const [code = ''] = createRecoveryCodes(1);
    const normalized = normalizeRecoveryCode(code);
    expect(normalized).toBe(code.replaceAll('-', ''));
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replaceAll('-', ' ')} `)).toBe(normalized);
    expect(hashRecoveryCode(normalized ?? '')).toMatch(/^[0-9a-f]{64}$/);
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode(`${code}x`)).toBeNull();
    expect(normalizeRecoveryCode('iiiiii-iiiiii-iiiiii-iiiiii')).toBeNull();
  });
});
