import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { authSessions, refreshTokens } from '../tables.ts';
import { revokeSession } from './session-ends.repository.ts';

export async function insertRefreshToken(
  db: Database,
  values: { userId: number; sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    user_id: values.userId,
    family_id: values.sessionId,
    token_hash: values.tokenHash,
    expires_at: values.expiresAt,
  });
}

export interface Rotation {
  tokenHash: string;
  /** SHA-256 of the successor the presented token always rotates to (HMAC-derived). */
  successorHash: string;
  successorExpiresAt: Date;
  /** Hashed User-Agent and address of the caller. */
  fingerprint: string;
  /** How long after the first use the same caller may present the token again. */
  graceMs: number;
  now: Date;
  /** The absolute session lifetime: sessions created before this instant have ended. */
  sessionsCreatedAfter: Date;
}

export type RotationResult =
  /** First use: the successor was stored. `grace`: a concurrent repeat, answered the same successor. */
  | { kind: 'rotated' | 'grace'; userId: number; sessionId: string }
  /** A replay outside the grace: the session was revoked. */
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

async function isLive(db: Database, sessionId: string, createdAfter: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revoked_at),
        gt(authSessions.created_at, createdAfter),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Consumes a refresh token and stores its successor in ONE transaction, so a concurrent call with
 * the same token, blocked on the row until this commits, finds the successor already there. That
 * call gets the grace only from the same caller, within `graceMs` of the first use, while the
 * successor is unused (docs/decisions/010); any other replay is theft: the session is revoked.
 */
export function rotateRefreshToken(db: Database, rotation: Rotation): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [consumed] = await tx
      .update(refreshTokens)
      .set({ used_at: rotation.now, used_by: rotation.fingerprint })
      .where(
        and(
          eq(refreshTokens.token_hash, rotation.tokenHash),
          isNull(refreshTokens.used_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.user_id, sessionId: refreshTokens.family_id });
    if (consumed) {
      if (!(await isLive(tx, consumed.sessionId, rotation.sessionsCreatedAfter)))
        return { kind: 'invalid' };
      await insertRefreshToken(tx, {
        userId: consumed.userId,
        sessionId: consumed.sessionId,
        tokenHash: rotation.successorHash,
        expiresAt: rotation.successorExpiresAt,
      });
      return { kind: 'rotated', ...consumed };
    }

    const [known] = await tx
      .select({
        userId: refreshTokens.user_id,
        sessionId: refreshTokens.family_id,
        usedAt: refreshTokens.used_at,
        usedBy: refreshTokens.used_by,
        revokedAt: refreshTokens.revoked_at,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, rotation.tokenHash))
      .limit(1);
    if (!known || known.revokedAt || !known.usedAt) return { kind: 'invalid' };
    if (!(await isLive(tx, known.sessionId, rotation.sessionsCreatedAfter)))
      return { kind: 'invalid' };

    // Negative when this call started first and waited on the row lock: concurrent, so in grace.
    const sinceUse = rotation.now.getTime() - known.usedAt.getTime();
    if (known.usedBy === rotation.fingerprint && sinceUse <= rotation.graceMs) {
      const [successor] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.token_hash, rotation.successorHash),
            isNull(refreshTokens.used_at),
            isNull(refreshTokens.revoked_at),
          ),
        )
        .limit(1);
      if (successor) return { kind: 'grace', userId: known.userId, sessionId: known.sessionId };
    }
    await revokeSession(tx, known.sessionId);
    return { kind: 'reused', sessionId: known.sessionId };
  });
}
