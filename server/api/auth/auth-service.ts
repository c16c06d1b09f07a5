import { randomUUID } from 'node:crypto';
import {
  consumeRefreshToken,
  findAdminByEmail,
  findAdminById,
  insertRefreshToken,
  revokeFamilyOf,
} from '../../db/repositories/auth.repository.ts';
import type { ApiDeps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createRefreshToken, hashRefreshToken, signAccessToken } from './tokens.ts';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'Email ou mot de passe incorrect.');

function throttled(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(
    429,
    'too_many_attempts',
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

async function issueTokens(
  deps: ApiDeps,
  user: { id: number; email: string },
  familyId: string,
): Promise<TokenPair> {
  const refresh = createRefreshToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  const token = await signAccessToken(
    { userId: user.id, email: user.email },
    deps.config.jwtSecret,
    deps.config.accessTokenTtlSeconds,
  );
  return { token, refreshToken: refresh.token };
}

/** SPEC §7 POST /auth/login. Same answer, and similar timing, for an unknown e-mail and a wrong password. */
export async function login(
  deps: ApiDeps,
  email: string,
  password: string,
  address: string,
): Promise<TokenPair> {
  const accountKey = `account:${email}`;
  const addressKey = `address:${address}`;
  const wait = Math.max(
    deps.throttles.account.retryAfter(accountKey),
    deps.throttles.address.retryAfter(addressKey),
  );
  if (wait > 0) throw throttled(wait);

  const user = await findAdminByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    deps.throttles.account.recordFailure(accountKey);
    deps.throttles.address.recordFailure(addressKey);
    throw invalidCredentials();
  }
  deps.throttles.account.recordSuccess(accountKey);
  return issueTokens(deps, user, randomUUID());
}

/** SPEC §7 POST /auth/refresh: rotates the refresh token; a replayed one revokes its family. */
export async function refresh(deps: ApiDeps, refreshToken: string): Promise<TokenPair> {
  const result = await consumeRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (result.kind === 'reused') {
    throw new ApiError(
      401,
      'refresh_token_reused',
      'Session révoquée : ce jeton a déjà été utilisé. Veuillez vous reconnecter.',
    );
  }
  if (result.kind === 'invalid') {
    throw new ApiError(
      401,
      'invalid_refresh_token',
      'Session expirée : veuillez vous reconnecter.',
    );
  }
  const user = await findAdminById(deps.db, result.userId);
  if (!user)
    throw new ApiError(
      401,
      'invalid_refresh_token',
      'Session expirée : veuillez vous reconnecter.',
    );
  return issueTokens(deps, user, result.familyId);
}

/** Our extension of SPEC §7, POST /auth/logout: the session's refresh tokens stop working. */
export async function logout(deps: ApiDeps, refreshToken: string): Promise<void> {
  await revokeFamilyOf(deps.db, hashRefreshToken(refreshToken));
}
