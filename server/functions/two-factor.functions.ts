import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { isHttpError } from '../client/http-error.ts';
import { getSecuritySettings, putSecuritySettings } from '../client/settings.client.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  setupTwoFactor,
} from '../client/two-factor.client.ts';
import { type SaveResult, toSaveFailure } from './article-form.server.ts';
import { rethrowForRoute, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/**
 * "Double authentification" (issue 23, decision 019). A wrong code is 422 `invalid_code` with
 * `fields.code` (never 401, which would end the session): it comes back as a value the form shows.
 */
async function act<T>(run: () => Promise<T>): Promise<SaveResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isHttpError(error, 401)) rethrowForRoute(error);
    return toSaveFailure(error);
  }
}

/** A 6-digit code (spaces typed by habit are removed by the form before it gets here). */
const CodeSchema = v.pipe(v.string(), v.trim(), v.maxLength(64));

export const getTwoFactorState = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => getTwoFactorStatus(sessionClient())),
);

export const startTwoFactorSetup = createServerFn({ method: 'POST' }).handler(() =>
  act(() => setupTwoFactor(sessionClient())),
);

export const confirmTwoFactorSetup = createServerFn({ method: 'POST' })
  .validator(v.object({ code: CodeSchema }))
  .handler(({ data }) => act(() => confirmTwoFactor(sessionClient(), data.code)));

export const turnOffTwoFactor = createServerFn({ method: 'POST' })
  .validator(
    v.union([
      v.object({ code: CodeSchema }),
      v.object({ password: v.pipe(v.string(), v.maxLength(1024)) }),
    ]),
  )
  .handler(({ data }) => act(() => disableTwoFactor(sessionClient(), data)));

export const renewTwoFactorRecoveryCodes = createServerFn({ method: 'POST' })
  .validator(v.object({ code: CodeSchema }))
  .handler(({ data }) => act(() => renewRecoveryCodes(sessionClient(), data.code)));

/** Administrators only: the page does not ask for an éditeur (the API would answer 403). */
export const getSecuritySetting = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => getSecuritySettings(sessionClient())),
);

export const setSecuritySetting = createServerFn({ method: 'POST' })
  .validator(v.object({ requireTwoFactor: v.boolean() }))
  .handler(({ data }) => act(() => putSecuritySettings(sessionClient(), data)));
