import * as v from 'valibot';
import { LoginResponseSchema } from '#domain/entities.schema.ts';
import { type StaffProfile, StaffRoleSchema } from '#domain/staff.ts';
import type { RestClient } from './rest-client.ts';

/** SPEC §7 POST /auth/login. */
export async function login(client: RestClient, credentials: { email: string; password: string }) {
  const body = await client.request(LoginResponseSchema, 'POST', '/auth/login', {
    json: credentials,
  });
  return { accessToken: body.token, refreshToken: body.refreshToken };
}

/**
 * Ends the session server-side (our API's extension of SPEC §7: revokes the refresh token's
 * family). A server without it answers 404/405: the cookies are cleared anyway.
 */
export async function revokeSession(client: RestClient, refreshToken: string): Promise<void> {
  await client.request(v.undefined(), 'POST', '/auth/logout', { json: { refreshToken } });
}

/** The signed-in person as the API knows them now (issue 23); a SPEC §7-only server has none. */
const SessionSchema = v.object({
  email: v.string(),
  name: v.optional(v.string(), ''),
  role: v.optional(StaffRoleSchema, 'administrateur'),
  mustChangePassword: v.optional(v.boolean(), false),
  // A server without two-factor sign-in gets no nudge to turn it on.
  twoFactorEnabled: v.optional(v.boolean(), true),
  twoFactorEnrolmentRequired: v.optional(v.boolean(), false),
});

/**
 * Whether the session is live (our API's extension of SPEC §7, 401 when not), refreshing an
 * expired access token first. A server implementing only SPEC §7 answers 404.
 */
export async function getSession(client: RestClient): Promise<StaffProfile> {
  return client.request(SessionSchema, 'GET', '/auth/session', { auth: true });
}

/**
 * "Changer mon mot de passe" (our API's extension of SPEC §7): 204 when the current password is
 * right; the account's other sessions end, this one stays. 422 `validation_failed` names the
 * field at fault (`currentPassword` | `newPassword`), 429 is the throttle, 401 the session's end.
 */
export async function changePassword(
  client: RestClient,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  await client.request(v.undefined(), 'POST', '/auth/password', { json: passwords, auth: true });
}
