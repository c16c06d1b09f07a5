import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { adminUsers, appSettings, refreshTokens } from '../schema.ts';

export type AdminUser = typeof adminUsers.$inferSelect;

export async function findAdminByEmail(db: Database, email: string): Promise<AdminUser | null> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return user ?? null;
}

export async function findAdminById(db: Database, id: number): Promise<AdminUser | null> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return user ?? null;
}

/** Creates the admin, or replaces its password when the e-mail exists. */
export async function upsertAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<AdminUser> {
  const [user] = await db
    .insert(adminUsers)
    .values({ email, password_hash: passwordHash })
    .onConflictDoUpdate({
      target: adminUsers.email,
      set: { password_hash: passwordHash, modifie_le: new Date() },
    })
    .returning();
  if (!user) throw new Error('upsertAdmin returned no row');
  return user;
}

export async function insertRefreshToken(
  db: Database,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    user_id: values.userId,
    family_id: values.familyId,
    token_hash: values.tokenHash,
    expires_at: values.expiresAt,
  });
}

export type ConsumeResult =
  | { kind: 'ok'; userId: number; familyId: string }
  | { kind: 'reused'; familyId: string }
  | { kind: 'invalid' };

/**
 * Marks a refresh token used, atomically: of two concurrent calls with the same token only one
 * succeeds. A token already used (or revoked) is a replay: its whole family is revoked.
 */
export async function consumeRefreshToken(db: Database, tokenHash: string): Promise<ConsumeResult> {
  const [consumed] = await db
    .update(refreshTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        isNull(refreshTokens.used_at),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.user_id, familyId: refreshTokens.family_id });
  if (consumed) return { kind: 'ok', ...consumed };

  const [known] = await db
    .select({
      familyId: refreshTokens.family_id,
      usedAt: refreshTokens.used_at,
      revokedAt: refreshTokens.revoked_at,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  if (known && (known.usedAt || known.revokedAt)) {
    await revokeFamily(db, known.familyId);
    return { kind: 'reused', familyId: known.familyId };
  }
  return { kind: 'invalid' };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Returns the stored value, storing `candidate` first when the key is new (first writer wins). */
export async function ensureSetting(db: Database, key: string, candidate: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (!row) throw new Error(`setting ${key} missing after insert`);
  return row.value;
}

/** Revokes every token of the family the given token belongs to (logout). */
export async function revokeFamilyOf(db: Database, tokenHash: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}
