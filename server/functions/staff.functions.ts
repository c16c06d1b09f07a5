import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { IdSchema } from '#domain/id.schema.ts';
import { type StaffProfile, StaffRoleSchema } from '#domain/staff.ts';
import { getSession } from '../client/auth.client.ts';
import { isHttpError } from '../client/http-error.ts';
import {
  createStaff,
  endEveryonesSessions,
  endMyOtherSessions,
  endMySession,
  endStaffSessions,
  listMySessions,
  listStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  updateStaff,
} from '../client/staff.client.ts';
import { actOrSignIn, rethrowForRoute, withRouteErrors } from './route-errors.server.ts';
import { readSession, sessionClient } from './session.server.ts';

/**
 * Who is signed in, as the API knows them now: role (read live on every request, so a change
 * takes effect at once) and whether a temporary password must be changed first. An API
 * implementing only SPEC §7 has no /auth/session: its single account is an administrator.
 */
export const getStaffProfile = createServerFn({ method: 'GET' }).handler(
  async (): Promise<StaffProfile> => {
    try {
      return await getSession(sessionClient());
    } catch (error) {
      if (isHttpError(error, 404) || isHttpError(error, 405)) {
        const email = readSession().email ?? '';
        return {
          email,
          name: '',
          role: 'administrateur',
          mustChangePassword: false,
          twoFactorEnrolmentRequired: false,
          twoFactorEnabled: true,
        };
      }
      rethrowForRoute(error);
    }
  },
);

export const listTeam = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(async () => (await listStaff(sessionClient())).rows),
);

export const addTeamMember = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      email: v.pipe(v.string(), v.maxLength(254)),
      name: v.pipe(v.string(), v.maxLength(120)),
      role: StaffRoleSchema,
    }),
  )
  .handler(({ data }) => actOrSignIn(() => createStaff(sessionClient(), data)));

export const updateTeamMember = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      id: IdSchema,
      patch: v.object({
        name: v.optional(v.pipe(v.string(), v.maxLength(120))),
        role: v.optional(StaffRoleSchema),
        active: v.optional(v.boolean()),
      }),
    }),
  )
  .handler(({ data }) => actOrSignIn(() => updateStaff(sessionClient(), data.id, data.patch)));

export const resetTeamMemberPassword = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) => actOrSignIn(() => resetStaffPassword(sessionClient(), data.id)));

export const resetTeamMemberTwoFactor = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) => actOrSignIn(() => resetStaffTwoFactor(sessionClient(), data.id)));

export const endTeamMemberSessions = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) => actOrSignIn(() => endStaffSessions(sessionClient(), data.id)));

export const endWholeTeamSessions = createServerFn({ method: 'POST' }).handler(() =>
  actOrSignIn(() => endEveryonesSessions(sessionClient())),
);

export const listOwnSessions = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(async () => (await listMySessions(sessionClient())).rows),
);

export const endOwnSession = createServerFn({ method: 'POST' })
  .validator(v.object({ sessionId: v.pipe(v.string(), v.uuid()) }))
  .handler(({ data }) => actOrSignIn(() => endMySession(sessionClient(), data.sessionId)));

export const endOwnOtherSessions = createServerFn({ method: 'POST' }).handler(() =>
  actOrSignIn(() => endMyOtherSessions(sessionClient())),
);
