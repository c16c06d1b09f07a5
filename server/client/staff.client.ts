import * as v from 'valibot';
import { StaffRoleSchema } from '#domain/staff.ts';
import type { RestClient } from './rest-client.ts';

/** Our API's extensions of SPEC §7 for staff accounts and sessions (issue 23). */
export const StaffAccountSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  active: v.boolean(),
  mustChangePassword: v.boolean(),
  createdAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  twoFactorEnabled: v.optional(v.boolean(), false),
});
export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>;

export const SessionViewSchema = v.object({
  id: v.string(),
  current: v.boolean(),
  browser: v.string(),
  ip: v.nullable(v.string()),
  place: v.nullable(v.string()),
  createdAt: v.string(),
  lastSeenAt: v.string(),
});
export type SessionView = v.InferOutput<typeof SessionViewSchema>;

const TemporaryPasswordSchema = v.object({ temporaryPassword: v.string() });

export const listStaff = (client: RestClient) =>
  client.request(v.object({ rows: v.array(StaffAccountSchema) }), 'GET', '/staff', { auth: true });

export const createStaff = (
  client: RestClient,
  input: { email: string; name: string; role: StaffAccount['role'] },
) =>
  client.request(
    v.object({ account: StaffAccountSchema, temporaryPassword: v.string() }),
    'POST',
    '/staff',
    { json: input, auth: true },
  );

export const updateStaff = (
  client: RestClient,
  id: number,
  patch: Partial<Pick<StaffAccount, 'name' | 'role' | 'active'>>,
) => client.request(StaffAccountSchema, 'PATCH', `/staff/${id}`, { json: patch, auth: true });

export const resetStaffPassword = (client: RestClient, id: number) =>
  client.request(TemporaryPasswordSchema, 'POST', `/staff/${id}/password`, { auth: true });

export const endStaffSessions = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/staff/${id}/sessions`, { auth: true });

export const listMySessions = (client: RestClient) =>
  client.request(v.object({ rows: v.array(SessionViewSchema) }), 'GET', '/auth/sessions', {
    auth: true,
  });

export const endMySession = (client: RestClient, sessionId: string) =>
  client.request(v.undefined(), 'DELETE', `/auth/sessions/${encodeURIComponent(sessionId)}`, {
    auth: true,
  });

export const endMyOtherSessions = (client: RestClient) =>
  client.request(v.undefined(), 'DELETE', '/auth/sessions', { auth: true });

/** Every session of the team but the caller's (administrators). */
export const endEveryonesSessions = (client: RestClient) =>
  client.request(v.undefined(), 'DELETE', '/staff/sessions', { auth: true });

/** Removes a colleague's second factor (a lost phone) and ends their sessions (administrators). */
export const resetStaffTwoFactor = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/staff/${id}/two-factor`, { auth: true });
