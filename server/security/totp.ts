import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as every authenticator app reads it (RFC 6238 defaults): HMAC-SHA-1, 6 digits, 30 s steps.
 * A code is accepted for its own step and one step either side (clock drift), and only once: the
 * caller stores the step returned and passes it back as `lastUsedStep` (ASVS 5.0 §6.5.1).
 */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/** A new random secret (160 bits, RFC 4226 §4), base32 as apps take it for manual entry. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries (Key URI format of Google Authenticator). */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: totpParameters.algorithm,
    digits: totpParameters.digits,
    period: totpParameters.period,
  }).toString();
}

/** The time-step a moment (ms since the epoch) falls in. */
export const totpStep = (now: number): number =>
  TOTP.counter({ period: totpParameters.period, timestamp: now });

/** The code of `secret` at a moment: what the app shows (tests compute codes with it). */
export function totpCode(secret: string, now: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: totpParameters.algorithm,
    digits: totpParameters.digits,
    period: totpParameters.period,
    timestamp: now,
  });
}

export type TotpCheck =
  | { ok: true; step: number }
  /** `replayed`: right for a step already used (or an earlier one); refused like a wrong code. */
  | { ok: false; reason: 'invalid' | 'replayed' };

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether `code` is the code of `secret` at `now` (±1 step) for a step after `lastUsedStep`. */
export function verifyTotp(input: {
  secret: string;
  code: string;
  now: number;
  lastUsedStep: number | null;
}): TotpCheck {
  const code = input.code.trim();
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'invalid' };
  const current = totpStep(input.now);
  let matched: number | null = null;
  // Every step of the window is computed (no early exit), latest first: timing says nothing.
  for (let delta = totpParameters.window; delta >= -totpParameters.window; delta -= 1) {
    const step = current + delta;
    const expected = totpCode(input.secret, step * totpParameters.period * 1000);
    if (sameCode(expected, code) && matched === null) matched = step;
  }
  if (matched === null) return { ok: false, reason: 'invalid' };
  if (input.lastUsedStep !== null && matched <= input.lastUsedStep) {
    return { ok: false, reason: 'replayed' };
  }
  return { ok: true, step: matched };
}
