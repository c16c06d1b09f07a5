import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import * as v from 'valibot';
import type { StaffRole } from '#domain/staff.ts';
import { ApiError } from '../plumbing/errors.ts';

const AccessPayload = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d+$/)),
  email: v.string(),
  /** The session (auth_sessions.id) checked on every request: revoking it ends the token at once. */
  sid: v.pipe(v.string(), v.uuid()),
  typ: v.literal('access'),
  exp: v.number(),
});

export interface AccessClaims {
  userId: number;
  email: string;
  sessionId: string;
}

/** A signed-in staff member as every request sees them: the role is read live, never from the token. */
export interface StaffClaims extends AccessClaims {
  name: string;
  role: StaffRole;
  /** Signed in with a temporary password: only the password change is open until it is changed. */
  mustChangePassword: boolean;
  /** The account signs in with a second factor (issue 23). */
  twoFactorEnabled: boolean;
  /** The site requires a second factor and this account has none yet: only enrolment is open. */
  twoFactorEnrolmentRequired: boolean;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign(
    {
      sub: String(claims.userId),
      email: claims.email,
      sid: claims.sessionId,
      typ: 'access',
      iat,
      exp: iat + ttlSeconds,
    },
    secret,
    'HS256',
  );
}

/** Verifies signature, algorithm and expiry; any failure is a 401. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  let payload: unknown;
  try {
    payload = await verify(token, secret, 'HS256');
  } catch (error) {
    if (error instanceof JwtTokenExpired) {
      throw new ApiError(401, 'token_expired', 'Session expirée : veuillez vous reconnecter.');
    }
    throw new ApiError(401, 'unauthorized', 'Jeton d’accès invalide.');
  }
  const parsed = v.safeParse(AccessPayload, payload);
  if (!parsed.success) throw new ApiError(401, 'unauthorized', 'Jeton d’accès invalide.');
  const { sub, email, sid } = parsed.output;
  return { userId: Number(sub), email, sessionId: sid };
}

const JwtHeader = v.object({ alg: v.literal('HS256') });

/** A JSON part of a token (base64url), or undefined when it is not JSON. */
function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether a token carries our signature and expired less than `graceSeconds` ago (no database
 * read): the site's front puts genuine staff in their own work lane, a forged cookie with the
 * anonymous visitors (docs/decisions/011). It says nothing of whether the session is still live.
 * Checked synchronously with node:crypto's HMAC (a few microseconds): it runs on every request
 * carrying a session cookie, forged ones included (issue 34), and WebCrypto's verify imports the
 * key and goes through the thread pool each time.
 */
export function isSignedByUs(
  token: string,
  secret: string,
  /** How long after its expiry a token still counts: the session's refresh lifetime. */
  graceSeconds: number,
  now = Date.now(),
): boolean {
  const parts = token.split('.');
  const [header = '', payload = '', signature = ''] = parts;
  if (parts.length !== 3 || token.length > maxTokenLength) return false;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (!v.is(JwtHeader, decodePart(header))) return false;
  const claims = decodePart(payload);
  return v.is(AccessPayload, claims) && claims.exp + graceSeconds > now / 1000;
}

/** Far above any token we sign (≈ 300 characters): a longer one is not ours, unread. */
const maxTokenLength = 2_048;

/** An opaque refresh token; only its SHA-256 is stored. */
export function createRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that follows `token` in its session: derived, not random, so a concurrent
 * refresh with the same token can be answered the same successor (only hashes are stored).
 * Without the secret nobody can compute it from the old token.
 */
export function successorRefreshToken(
  token: string,
  secret: string,
): { token: string; hash: string } {
  const successor = createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');
  return { token: successor, hash: hashRefreshToken(successor) };
}

/** Who used a refresh token: User-Agent and client address, hashed (nothing readable kept). */
export function clientFingerprint(userAgent: string, address: string): string {
  return createHash('sha256').update(`${userAgent}\n${address}`).digest('hex');
}
