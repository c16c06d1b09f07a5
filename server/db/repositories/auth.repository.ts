import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { adminUsers, appSettings } from '../tables.ts';

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

export async function readSetting(db: Database, key: string): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** Returns the stored value, storing `candidate` first when the key is new (first writer wins). */
export async function ensureSetting(db: Database, key: string, candidate: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (!row) throw new Error(`setting ${key} missing after insert`);
  return row.value;
}
