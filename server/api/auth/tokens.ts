import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import * as v from 'valibot';
import { ApiError } from '../errors.ts';

const AccessPayload = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d+$/)),
  email: v.string(),
  typ: v.literal('access'),
  exp: v.number(),
});

export interface AccessClaims {
  userId: number;
  email: string;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign(
    { sub: String(claims.userId), email: claims.email, typ: 'access', iat, exp: iat + ttlSeconds },
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
  return { userId: Number(parsed.output.sub), email: parsed.output.email };
}

/** An opaque refresh token; only its SHA-256 is stored. */
export function createRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
