import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { SessionEndReason } from '#domain/session-end.ts';
import type { Database } from '../connection.ts';
import { adminUsers, authSessions, refreshTokens } from '../tables.ts';

/**
 * How sessions end (decision 010): sign-outs, password changes, an administrator's "everyone out"
 * or a colleague's deactivation, and, for a device whose session is over, why (issue 36 §6).
 */

/**
 * Ends the sessions `sessions` selects, and their refresh tokens (`tokens`, the same selection):
 * their access tokens fail the next check, their refresh tokens stop rotating. `reason` is what
 * the device is told on its next request (issue 36 §6).
 */
async function revokeWhere(
  db: Database,
  sessions: SQL | undefined,
  tokens: SQL | undefined,
  reason: SessionEndReason | null = null,
) {
  const now = new Date();
  await db
    .update(authSessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(and(sessions, isNull(authSessions.revoked_at)));
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(tokens, isNull(refreshTokens.revoked_at)));
}

/** Ends every session of every account but `keepSessionId` (an administrator's "everyone out"). */
export function revokeAllSessions(db: Database, keepSessionId: string): Promise<void> {
  return revokeWhere(
    db,
    ne(authSessions.id, keepSessionId),
    ne(refreshTokens.family_id, keepSessionId),
    'administrateur',
  );
}

/** Ends one session. */
export function revokeSession(db: Database, sessionId: string): Promise<void> {
  return revokeWhere(db, eq(authSessions.id, sessionId), eq(refreshTokens.family_id, sessionId));
}

/**
 * Ends every session of an account but `exceptSessionId` (the caller's, on a password change);
 * `reason` 'administrateur' when an administrator does it to a colleague's account.
 */
export function revokeUserSessions(
  db: Database,
  userId: number,
  exceptSessionId?: string,
  reason: SessionEndReason | null = null,
): Promise<void> {
  return revokeWhere(
    db,
    and(
      eq(authSessions.user_id, userId),
      exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
    ),
    and(
      eq(refreshTokens.user_id, userId),
      exceptSessionId ? ne(refreshTokens.family_id, exceptSessionId) : undefined,
    ),
    reason,
  );
}

/**
 * Why a session that failed the check is over, when an administrator ended it: its own reason,
 * or its account deactivated. One indexed read, on the failure path only.
 */
export async function sessionEndedBy(
  db: Database,
  where: { sessionId: string } | { refreshTokenHash: string },
): Promise<SessionEndReason | null> {
  const session =
    'sessionId' in where
      ? eq(authSessions.id, where.sessionId)
      : inArray(
          authSessions.id,
          db
            .select({ id: refreshTokens.family_id })
            .from(refreshTokens)
            .where(eq(refreshTokens.token_hash, where.refreshTokenHash)),
        );
  const [row] = await db
    .select({ reason: authSessions.revoked_reason, active: adminUsers.active })
    .from(authSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, authSessions.user_id))
    .where(session)
    .limit(1);
  if (!row) return null;
  return row.reason === 'administrateur' || !row.active ? 'administrateur' : null;
}
