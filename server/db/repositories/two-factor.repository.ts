import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { appSettings, staffRecoveryCodes, staffTwoFactor } from '../tables.ts';

/**
 * Two-factor state per account and the site-wide "required" setting (issue 23). Secrets arrive
 * and leave sealed (server/security/secret-box.ts): this file never sees one in clear.
 */
export type TwoFactorRow = typeof staffTwoFactor.$inferSelect;

/** app_settings key of "two-factor sign-in is required for every staff account" ('true'|'false'). */
export const requireTwoFactorKey = 'security.require_two_factor';

export async function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await db
    .select()
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.user_id, userId))
    .limit(1);
  return row ?? null;
}

/** Starts (or restarts) an enrolment: the sealed secret waits for its first code. */
export async function savePendingSecret(db: Database, userId: number, sealed: string) {
  const now = new Date();
  await db
    .insert(staffTwoFactor)
    .values({ user_id: userId, pending_secret: sealed, pending_at: now, modifie_le: now })
    .onConflictDoUpdate({
      target: staffTwoFactor.user_id,
      set: { pending_secret: sealed, pending_at: now, modifie_le: now },
    });
}

/** The pending secret becomes the account's, its first code's step spent. */
export async function enableTwoFactor(
  tx: Database,
  userId: number,
  sealed: string,
  step: number,
): Promise<void> {
  const now = new Date();
  await tx
    .update(staffTwoFactor)
    .set({
      secret: sealed,
      enabled_at: now,
      pending_secret: null,
      pending_at: null,
      last_used_step: step,
      modifie_le: now,
    })
    .where(eq(staffTwoFactor.user_id, userId));
}

export async function disableTwoFactor(tx: Database, userId: number): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
  await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.user_id, userId));
}

/**
 * Spends a time-step: true only when it is later than the last one spent. One conditional
 * UPDATE, so two requests with the same code cannot both pass (the row lock orders them).
 */
export async function claimTotpStep(tx: Database, userId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffTwoFactor)
    .set({ last_used_step: step })
    .where(
      and(
        eq(staffTwoFactor.user_id, userId),
        or(isNull(staffTwoFactor.last_used_step), lt(staffTwoFactor.last_used_step, step)),
      ),
    )
    .returning({ userId: staffTwoFactor.user_id });
  return rows.length === 1;
}

/**
 * Spends a sign-in challenge issued at `issuedAtMs`: true only when no challenge issued at or
 * after it has signed in yet (one conditional UPDATE, like the time-steps).
 */
export async function spendChallenge(
  tx: Database,
  userId: number,
  issuedAtMs: number,
): Promise<boolean> {
  const rows = await tx
    .update(staffTwoFactor)
    .set({ challenge_floor: issuedAtMs })
    .where(
      and(
        eq(staffTwoFactor.user_id, userId),
        or(isNull(staffTwoFactor.challenge_floor), lt(staffTwoFactor.challenge_floor, issuedAtMs)),
      ),
    )
    .returning({ userId: staffTwoFactor.user_id });
  return rows.length === 1;
}

/** Spends a recovery code: true the first time only. */
export async function spendRecoveryCode(
  tx: Database,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.user_id, userId),
        eq(staffRecoveryCodes.code_hash, codeHash),
        isNull(staffRecoveryCodes.used_at),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/** The account's codes become `codeHashes`: the old ones, used or not, are void. */
export async function replaceRecoveryCodes(
  tx: Database,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.user_id, userId), isNull(staffRecoveryCodes.used_at)));
  return row?.left ?? 0;
}

export async function readRequireTwoFactor(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, requireTwoFactorKey))
    .limit(1);
  return row?.value === 'true';
}

export async function writeRequireTwoFactor(tx: Database, required: boolean): Promise<void> {
  const value = String(required);
  await tx
    .insert(appSettings)
    .values({ key: requireTwoFactorKey, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
