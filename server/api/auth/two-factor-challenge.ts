import { createHmac, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import { codeStepExpiredMessage, twoFactorChallengeSeconds } from '#domain/two-factor.ts';
import { ApiError } from '../plumbing/errors.ts';

/**
 * The proof that a password was just right for an account with two-factor sign-in (issue 23):
 * signed (HS256, a key of its own derived from JWT_SECRET), valid 5 minutes, naming the account
 * and a digest of the password hash it was checked against, so a password change voids it. It
 * opens one session: its issue time (ms) is spent when it signs in (`spendChallenge`). It is no
 * access token (`typ` differs, and so does the key).
 */
const ChallengePayload = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d+$/)),
  typ: v.literal('two_factor_challenge'),
  /** HMAC of the password hash checked: binds the challenge to that verification. */
  pwd: v.string(),
  jti: v.string(),
  /** When it was issued, in ms (iat is in seconds: two challenges may share one). */
  ims: v.pipe(v.number(), v.integer()),
  exp: v.number(),
});

const challengeKey = (secret: string) =>
  createHmac('sha256', secret).update('two-factor-challenge-key').digest('base64url');

const passwordBinding = (secret: string, passwordHash: string) =>
  createHmac('sha256', challengeKey(secret)).update(passwordHash).digest('base64url');

export const invalidChallenge = () =>
  new ApiError(401, 'invalid_challenge', codeStepExpiredMessage);

export function signChallenge(
  secret: string,
  user: { id: number; password_hash: string },
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign(
    {
      sub: String(user.id),
      typ: 'two_factor_challenge',
      pwd: passwordBinding(secret, user.password_hash),
      jti: randomUUID(),
      ims: now,
      iat,
      exp: iat + twoFactorChallengeSeconds,
    },
    challengeKey(secret),
    'HS256',
  );
}

/** The account a challenge names, with the binding to check against its current password hash. */
export async function readChallenge(
  secret: string,
  challenge: string,
): Promise<{ userId: number; issuedAtMs: number; matchesPassword(passwordHash: string): boolean }> {
  let payload: unknown;
  try {
    payload = await verify(challenge, challengeKey(secret), 'HS256');
  } catch {
    throw invalidChallenge();
  }
  const parsed = v.safeParse(ChallengePayload, payload);
  if (!parsed.success) throw invalidChallenge();
  const { sub, pwd, ims } = parsed.output;
  return {
    userId: Number(sub),
    issuedAtMs: ims,
    matchesPassword: (passwordHash) => passwordBinding(secret, passwordHash) === pwd,
  };
}
