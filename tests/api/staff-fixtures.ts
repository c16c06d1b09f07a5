import * as v from 'valibot';
import type { StaffRole } from '#domain/staff.ts';
import { adminUsers } from '#server/db/tables.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { call, expectBody } from './client.ts';
import { createCategory } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

export interface StaffUser {
  id: number;
  email: string;
  password: string;
}

/** A staff account written straight to the database (already past its first password change). */
export async function createStaffAccount(
  api: TestApi,
  user: { email: string; password: string; role: StaffRole },
): Promise<StaffUser> {
  const [row] = await api.runtime.database.db
    .insert(adminUsers)
    .values({
      email: user.email,
      name: user.email.split('@')[0] ?? '',
      role: user.role,
      password_hash: await hashPassword(user.password),
    })
    .returning({ id: adminUsers.id });
  if (!row) throw new Error('createStaffAccount: no row');
  return { id: row.id, email: user.email, password: user.password };
}

/** A staff account, signed in: its id and token pair. */
export async function createStaffUser(
  api: TestApi,
  user: { email: string; password: string; role: StaffRole },
): Promise<{ id: number; token: string; refreshToken: string }> {
  const { id } = await createStaffAccount(api, user);
  return { id, ...(await login(api, { email: user.email, password: user.password })) };
}

/** A signed-in éditeur (its token), for the role tests. */
export async function signedInEditor(api: TestApi, email: string) {
  const password = 'editeur-mot-de-passe-long';
  return { email, password, ...(await createStaffUser(api, { email, password, role: 'editeur' })) };
}

export const StaffAccount = v.strictObject({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(['administrateur', 'editeur']),
  active: v.boolean(),
  mustChangePassword: v.boolean(),
  createdAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  twoFactorEnabled: v.boolean(),
});

export const CreatedStaff = v.strictObject({
  account: StaffAccount,
  temporaryPassword: v.pipe(v.string(), v.regex(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)),
});

/** An administrator creates a colleague's account through the API. */
export async function inviteStaff(
  api: TestApi,
  token: string,
  body: { email: string; name: string; role: StaffRole },
) {
  return expectBody(await call(api, 'POST', '/staff', { token, json: body }), 201, CreatedStaff);
}

/**
 * One API per test file with what the content tests start from: the administrator's token, a
 * signed-in éditeur and a category (its id as the forms send it).
 */
export async function startContentApi(editorEmail: string, shelfName: string) {
  const api = await startTestApi();
  const token = (await login(api)).token;
  const editor = await signedInEditor(api, editorEmail);
  const shelf = String((await createCategory(api, token, { nom: shelfName })).id);
  return { api, token, editor, shelf };
}
