import { randomUUID } from 'node:crypto';
import { loginFailedMessage } from '#domain/login-messages.ts';
import { twoFactorRequiredMessage } from '#domain/two-factor.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type AdminUser,
  findAdminByEmail,
  findAdminById,
} from '#server/db/repositories/auth.repository.ts';
import { recordJournalLine } from '#server/db/repositories/journal.repository.ts';
import {
  insertRefreshToken,
  rotateRefreshToken,
} from '#server/db/repositories/refresh-tokens.repository.ts';
import { revokeSession, sessionEndedBy } from '#server/db/repositories/session-ends.repository.ts';
import {
  createSession,
  liveSessionOfRefreshToken,
} from '#server/db/repositories/sessions.repository.ts';
import { findTwoFactor } from '#server/db/repositories/two-factor.repository.ts';
import { verifyAgainstDummy, verifyPassword } from '#server/security/passwords.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { sessionClosed, sessionsCreatedAfter } from './session-check.ts';
import {
  clientFingerprint,
  createRefreshToken,
  hashRefreshToken,
  signAccessToken,
  successorRefreshToken,
} from './tokens.ts';
import { signChallenge } from './two-factor-challenge.ts';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Who is calling: the client address (TRUST_PROXY or the site's binding) and its User-Agent. */
export interface ClientInfo {
  address: string;
  userAgent: string;
  /** X-Request-Id of the sign-in's request: its journal line carries it. */
  requestId?: string | undefined;
}

/** Concurrent refreshes of one browser within this delay get the same successor (decision 010). */
export const refreshGraceMs = 5_000;

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', loginFailedMessage);
const sessionExpired = () =>
  new ApiError(401, 'invalid_refresh_token', 'Session expirée : veuillez vous reconnecter.');

export function throttled(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(
    429,
    'too_many_attempts',
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

function signFor(deps: ApiDeps, user: { id: number; email: string }, sessionId: string) {
  return signAccessToken(
    { userId: user.id, email: user.email, sessionId },
    deps.config.jwtSecret,
    deps.config.accessTokenTtlSeconds,
  );
}

const refreshExpiry = (deps: ApiDeps, from = Date.now()) =>
  new Date(from + deps.config.refreshTokenTtlSeconds * 1000);

/** A wrong password or code, in the journal: nobody is signed in, the e-mail tried is named. */
export async function recordFailedSignIn(db: Database, email: string, client: ClientInfo) {
  await recordJournalLine(
    db,
    { actorId: null, actorEmail: null, ip: client.address, requestId: client.requestId },
    { action: 'connexion_echouee', entityType: 'session', entityLabel: email },
  );
}

/** A new session for `user` and its journal line, in the caller's transaction. */
export async function writeSession(
  tx: Database,
  deps: ApiDeps,
  user: Pick<AdminUser, 'id' | 'email'>,
  client: ClientInfo,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh = createRefreshToken();
  await createSession(tx, {
    id: sessionId,
    userId: user.id,
    userAgent: client.userAgent.slice(0, 256) || null,
    ip: client.address.slice(0, 64),
  });
  await insertRefreshToken(tx, {
    userId: user.id,
    sessionId,
    tokenHash: refresh.hash,
    expiresAt: refreshExpiry(deps),
  });
  await recordJournalLine(
    tx,
    { actorId: user.id, actorEmail: user.email, ip: client.address, requestId: client.requestId },
    { action: 'connexion', entityType: 'session', entityId: sessionId, entityLabel: user.email },
  );
  return { token: await signFor(deps, user, sessionId), refreshToken: refresh.token };
}

/**
 * SPEC §7 POST /auth/login. Same answer, and similar timing, for an unknown e-mail and a wrong
 * password. Throttled by the rules of login-limiter.ts: never closed to a clean client. An
 * account with two-factor sign-in gets a 401 `two_factor_required` carrying a challenge for
 * POST /auth/login/code instead of tokens (issue 23).
 */
export async function login(
  deps: ApiDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<TokenPair> {
  const gate = await deps.throttles.login.check(email, client.address);
  if (gate.kind === 'refused') throw throttled(gate.waitMs);

  const user = await findAdminByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(password);
  // A deactivated account, or a temporary password past its 72 hours, answers like a wrong
  // password: nothing tells whether the account exists.
  const expired = user?.temporary_password_expires_at
    ? user.must_change_password && user.temporary_password_expires_at.getTime() <= Date.now()
    : false;
  if (!user || !valid || !user.active || expired) {
    await deps.throttles.login.recordFailure(email, client.address);
    await recordFailedSignIn(deps.db, email, client);
    throw gate.kind === 'strict' ? throttled(gate.waitMs) : invalidCredentials();
  }
  if ((await findTwoFactor(deps.db, user.id))?.enabled_at) {
    // The client's slate is wiped only once the code is right too: a right password between
    // wrong codes must not reset their count.
    throw new ApiError(401, 'two_factor_required', twoFactorRequiredMessage, {
      details: { challenge: await signChallenge(deps.config.jwtSecret, user) },
    });
  }
  await deps.throttles.login.recordSuccess(email, client.address);
  return deps.db.transaction((tx) => writeSession(tx, deps, user, client));
}

/**
 * SPEC §7 POST /auth/refresh: rotates the refresh token inside its session. A concurrent repeat
 * by the same browser gets the same successor; any other replay revokes the session.
 */
export async function refresh(
  deps: ApiDeps,
  refreshToken: string,
  client: ClientInfo,
): Promise<TokenPair> {
  const now = new Date();
  const successor = successorRefreshToken(refreshToken, deps.config.jwtSecret);
  const result = await rotateRefreshToken(deps.db, {
    tokenHash: hashRefreshToken(refreshToken),
    successorHash: successor.hash,
    successorExpiresAt: refreshExpiry(deps, now.getTime()),
    fingerprint: clientFingerprint(client.userAgent, client.address),
    graceMs: refreshGraceMs,
    now,
    sessionsCreatedAfter: sessionsCreatedAfter(deps.config, now.getTime()),
  });
  if (result.kind === 'reused') {
    throw new ApiError(
      401,
      'refresh_token_reused',
      'Session révoquée : ce jeton a déjà été utilisé. Veuillez vous reconnecter.',
    );
  }
  if (result.kind === 'invalid') throw await whyRefreshFailed(deps, refreshToken);
  const user = await findAdminById(deps.db, result.userId);
  if (!user?.active) throw sessionClosed();
  return { token: await signFor(deps, user, result.sessionId), refreshToken: successor.token };
}

/** A refresh token that no longer rotates: its session ended, by an administrator or not. */
async function whyRefreshFailed(deps: ApiDeps, refreshToken: string): Promise<ApiError> {
  const closed = await sessionEndedBy(deps.db, {
    refreshTokenHash: hashRefreshToken(refreshToken),
  });
  return closed ? sessionClosed() : sessionExpired();
}

/** Our extension of SPEC §7, POST /auth/logout: the session ends, its access tokens too. */
export async function logout(deps: ApiDeps, refreshToken: string, address: string): Promise<void> {
  const session = await liveSessionOfRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (!session) return;
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId);
    await recordJournalLine(
      tx,
      { actorId: session.userId, actorEmail: session.email, ip: address },
      {
        action: 'deconnexion',
        entityType: 'session',
        entityId: session.sessionId,
        entityLabel: session.email,
      },
    );
  });
}
