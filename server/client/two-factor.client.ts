import * as v from 'valibot';
import { LoginResponseSchema } from '#domain/entities.schema.ts';
import { isHttpError } from './http-error.ts';
import type { RestClient } from './rest-client.ts';

/**
 * Two-factor sign-in (our API's extension of SPEC §7, issue 23). A wrong code answers 401
 * `invalid_code` at sign-in, 422 `invalid_code` (field `code`) once signed in; 429 is the login
 * throttle, which counts wrong codes like wrong passwords.
 */

const ChallengeErrorBody = v.object({
  error: v.object({ code: v.literal('two_factor_required'), challenge: v.string() }),
});

/**
 * The challenge of a sign-in that wants a code: POST /auth/login answered 401
 * `two_factor_required` (the `HttpError` `login()` threw). Null for any other failure.
 */
export function twoFactorChallengeOf(error: unknown): string | null {
  if (!isHttpError(error, 401) || error.code !== 'two_factor_required') return null;
  try {
    const parsed = v.safeParse(ChallengeErrorBody, JSON.parse(error.body));
    return parsed.success ? parsed.output.error.challenge : null;
  } catch {
    return null;
  }
}

/**
 * POST /auth/login/code: the code (6 digits, or a recovery code) for a challenge. 401
 * `invalid_code` for a wrong or spent code, 401 `invalid_challenge` once the challenge expired.
 */
export async function loginWithCode(client: RestClient, body: { challenge: string; code: string }) {
  const tokens = await client.request(LoginResponseSchema, 'POST', '/auth/login/code', {
    json: body,
  });
  return { accessToken: tokens.token, refreshToken: tokens.refreshToken };
}

export const TwoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = v.object({
  /** Base32, for typing into the app by hand. */
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]+=*$/)),
  uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  /** An SVG document, rendered by the API itself. */
  qrSvg: v.pipe(v.string(), v.startsWith('<svg')),
});
export type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = v.object({
  recoveryCodes: v.pipe(v.array(v.string()), v.length(10)),
});

/** GET /auth/two-factor: whether the account has it, whether the site requires it. */
export const getTwoFactorStatus = (client: RestClient) =>
  client.request(TwoFactorStatusSchema, 'GET', '/auth/two-factor', { auth: true });

/** POST /auth/two-factor/setup: a new secret, pending until confirmed (409 when already on). */
export const setupTwoFactor = (client: RestClient) =>
  client.request(TwoFactorSetupSchema, 'POST', '/auth/two-factor/setup', { auth: true });

/** POST /auth/two-factor/confirm: the app's first code turns it on; the 10 codes are shown once. */
export const confirmTwoFactor = async (client: RestClient, code: string) =>
  (
    await client.request(RecoveryCodesSchema, 'POST', '/auth/two-factor/confirm', {
      json: { code },
      auth: true,
    })
  ).recoveryCodes;

/** POST /auth/two-factor/disable with a code or the password; 403 while the site requires it. */
export const disableTwoFactor = (
  client: RestClient,
  proof: { code: string } | { password: string },
) => client.request(v.undefined(), 'POST', '/auth/two-factor/disable', { json: proof, auth: true });

/** POST /auth/two-factor/recovery-codes: 10 new codes for a right code; the old ones stop working. */
export const renewRecoveryCodes = async (client: RestClient, code: string) =>
  (
    await client.request(RecoveryCodesSchema, 'POST', '/auth/two-factor/recovery-codes', {
      json: { code },
      auth: true,
    })
  ).recoveryCodes;
