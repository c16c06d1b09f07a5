import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type StaffRole, temporaryPasswordLifetimeMs } from '#domain/staff.ts';
import type { Database } from '../connection.ts';
import { adminUsers, appSettings, authSessions, refreshTokens, staffTwoFactor } from '../tables.ts';
import { revokeUserSessions } from './session-ends.repository.ts';
import { requireTwoFactorKey } from './two-factor.repository.ts';

/** What the per-request session check needs (docs/decisions/010). */
export interface ActiveSession {
  email: string;
  name: string;
  role: StaffRole;
  /** A temporary password set by an administrator: only the password change is open. */
  mustChangePassword: boolean;
  lastSeenAt: Date;
  /** The account signs in with a second factor (issue 23). */
  twoFactorEnabled: boolean;
  /** The site requires a second factor of every staff account (read live, same query). */
  twoFactorRequired: boolean;
}

export async function createSession(
  db: Database,
  values: { id: string; userId: number; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(authSessions).values({
    id: values.id,
    user_id: values.userId,
    user_agent: values.userAgent,
    ip: values.ip,
  });
}

/**
 * The session of an access token, when it is still live (not revoked, younger than its absolute
 * lifetime: sessions created before `createdAfter` have ended) and its user still exists and is
 * active: one lookup by primary key joined to admin_users by primary key (measured:
 * bench/results/session-check-latest.md), plus two more primary-key probes in the same
 * statement: the account's two-factor row and the site's "two-factor required" setting.
 */
export async function findActiveSession(
  db: Database,
  sessionId: string,
  userId: number,
  createdAfter: Date,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      mustChangePassword: adminUsers.must_change_password,
      lastSeenAt: authSessions.last_seen_at,
      twoFactorEnabled: sql<boolean>`${staffTwoFactor.enabled_at} IS NOT NULL`,
      twoFactorRequired: sql<boolean>`EXISTS (SELECT 1 FROM ${appSettings} WHERE ${appSettings.key} = ${requireTwoFactorKey} AND ${appSettings.value} = 'true')`,
    })
    .from(authSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, authSessions.user_id))
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.user_id, authSessions.user_id))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        gt(authSessions.created_at, createdAfter),
        // A deactivated account's sessions were ended; this is the second lock on the door.
        eq(adminUsers.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(authSessions).set({ last_seen_at: at }).where(eq(authSessions.id, sessionId));
}

export interface PasswordReplacement {
  passwordHash: string;
  /** The session kept (the caller's own change); every other one ends. None: all end. */
  keepSessionId?: string | undefined;
  /** True for a temporary password set by an administrator: changed at the next sign-in. */
  temporary?: boolean;
  /** Written in the same transaction (the journal line). */
  alsoInTransaction?: (tx: Database) => Promise<void>;
}

/** Replaces the password hash and ends the account's other sessions, together. */
export async function replacePassword(
  db: Database,
  userId: number,
  replacement: PasswordReplacement,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({
        password_hash: replacement.passwordHash,
        must_change_password: replacement.temporary ?? false,
        temporary_password_expires_at: replacement.temporary ? temporaryPasswordExpiry() : null,
        modifie_le: new Date(),
      })
      .where(eq(adminUsers.id, userId));
    // A temporary password is an administrator's reset: the devices are told who ended them.
    await revokeUserSessions(
      tx,
      userId,
      replacement.keepSessionId,
      replacement.temporary ? 'administrateur' : null,
    );
    await replacement.alsoInTransaction?.(tx);
  });
}

/** The live session a refresh token belongs to and its account (logout's journal line). */
export async function liveSessionOfRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ sessionId: string; userId: number; email: string } | null> {
  const [row] = await db
    .select({
      sessionId: refreshTokens.family_id,
      userId: adminUsers.id,
      email: adminUsers.email,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.family_id))
    .innerJoin(adminUsers, eq(adminUsers.id, refreshTokens.user_id))
    .where(and(eq(refreshTokens.token_hash, tokenHash), isNull(authSessions.revoked_at)))
    .limit(1);
  return row ?? null;
}

/** True when the session exists and is the account's own (a staff member ends only their own). */
export async function isSessionOf(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/** When a temporary password set now stops signing in. */
export const temporaryPasswordExpiry = (now = Date.now()) =>
  new Date(now + temporaryPasswordLifetimeMs);
