import { sessionClosedCode, sessionClosedMessage } from '#domain/session-end.ts';
import { sessionEndedBy } from '#server/db/repositories/session-ends.repository.ts';
import { findActiveSession, touchSession } from '#server/db/repositories/sessions.repository.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { type StaffClaims, verifyAccessToken } from './tokens.ts';

/** last_seen_at is written at most this often per session, so the check stays a read. */
const touchEveryMs = 60_000;

/**
 * A Bearer token is valid when its signature and expiry are, AND its session is live and its user
 * still exists (docs/decisions/010): logout, reuse detection and password changes end it at once.
 */
export async function authenticate(
  deps: {
    db: ApiDeps['db'];
    config: Pick<ApiDeps['config'], 'jwtSecret' | 'sessionMaxAgeSeconds'>;
  },
  token: string,
): Promise<StaffClaims> {
  const claims = await verifyAccessToken(token, deps.config.jwtSecret);
  const session = await findActiveSession(
    deps.db,
    claims.sessionId,
    claims.userId,
    sessionsCreatedAfter(deps.config),
  );
  if (!session) {
    const closed = await sessionEndedBy(deps.db, { sessionId: claims.sessionId });
    throw closed
      ? sessionClosed()
      : new ApiError(401, 'unauthorized', 'Session terminée : veuillez vous reconnecter.', {
          headers: { 'WWW-Authenticate': 'Bearer' },
        });
  }
  const now = new Date();
  if (now.getTime() - session.lastSeenAt.getTime() >= touchEveryMs) {
    await touchSession(deps.db, claims.sessionId, now);
  }
  return {
    ...claims,
    email: session.email,
    name: session.name,
    role: session.role,
    mustChangePassword: session.mustChangePassword,
    twoFactorEnabled: session.twoFactorEnabled,
    twoFactorEnrolmentRequired: session.twoFactorRequired && !session.twoFactorEnabled,
  };
}

/** The absolute session lifetime as an instant: sessions created before it have ended. */
export function sessionsCreatedAfter(
  config: Pick<ApiDeps['config'], 'sessionMaxAgeSeconds'>,
  now = Date.now(),
): Date {
  return new Date(now - config.sessionMaxAgeSeconds * 1000);
}

/** 401 for a session an administrator ended (issue 36 §6): the device says why. */
export function sessionClosed(): ApiError {
  return new ApiError(401, sessionClosedCode, sessionClosedMessage, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}
