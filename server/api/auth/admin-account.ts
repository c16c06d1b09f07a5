import type { Database } from '#server/db/connection.ts';
import {
  findAdminByEmail,
  readSetting,
  upsertAdmin,
  writeSetting,
} from '#server/db/repositories/auth.repository.ts';
import { replacePassword } from '#server/db/repositories/sessions.repository.ts';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';

export type AdminAccountChange = 'created' | 'password-changed' | 'unchanged';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start, and `npm run admin:create`: creates the administrator, or
 * gives it the new password AND ends its sessions (whoever knew the old password is out). When the
 * stored hash already verifies the password nothing changes, so a plain restart keeps sessions.
 */
export async function ensureAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<AdminAccountChange> {
  const existing = await findAdminByEmail(db, email);
  if (existing && (await verifyPassword(existing.password_hash, password))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  if (!existing) {
    await upsertAdmin(db, email, passwordHash);
    return 'created';
  }
  await replacePassword(db, existing.id, { passwordHash });
  return 'password-changed';
}

/**
 * ADMIN_PASSWORD at start: applied only when it differs from the value applied last time (kept
 * as an argon2 hash in app_settings), never by comparing it with the account's current password,
 * so a password changed in the back-office ("Changer mon mot de passe") survives every restart
 * with the same environment. A new value is applied as `ensureAdminPassword` does.
 */
export async function applyEnvironmentAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<AdminAccountChange> {
  const key = `admin_password_applied:${email}`;
  const applied = await readSetting(db, key);
  const account = await findAdminByEmail(db, email);
  if (account && applied && (await verifyPassword(applied, password))) return 'unchanged';
  const change = await ensureAdminPassword(db, email, password);
  await writeSetting(db, key, await hashPassword(password));
  return change;
}
