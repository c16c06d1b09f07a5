import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { getSecuritySettings, putSecuritySettings } from '../client/settings.client.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  setupTwoFactor,
} from '../client/two-factor.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** A 6-digit code (spaces typed by habit are removed by the form before it gets here). */
const CodeSchema = v.pipe(v.string(), v.trim(), v.maxLength(64));

export const getTwoFactorState = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => getTwoFactorStatus(sessionClient())),
);

export const startTwoFactorSetup = createServerFn({ method: 'POST' }).handler(() =>
  actOrSignIn(() => setupTwoFactor(sessionClient())),
);

export const confirmTwoFactorSetup = createServerFn({ method: 'POST' })
  .validator(v.object({ code: CodeSchema }))
  .handler(({ data }) => actOrSignIn(() => confirmTwoFactor(sessionClient(), data.code)));

export const turnOffTwoFactor = createServerFn({ method: 'POST' })
  .validator(
    v.union([
      v.object({ code: CodeSchema }),
      v.object({ password: v.pipe(v.string(), v.maxLength(1024)) }),
    ]),
  )
  .handler(({ data }) => actOrSignIn(() => disableTwoFactor(sessionClient(), data)));

export const renewTwoFactorRecoveryCodes = createServerFn({ method: 'POST' })
  .validator(v.object({ code: CodeSchema }))
  .handler(({ data }) => actOrSignIn(() => renewRecoveryCodes(sessionClient(), data.code)));

/** Administrators only: the page does not ask for an éditeur (the API would answer 403). */
export const getSecuritySetting = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => getSecuritySettings(sessionClient())),
);

export const setSecuritySetting = createServerFn({ method: 'POST' })
  .validator(v.object({ requireTwoFactor: v.boolean() }))
  .handler(({ data }) => actOrSignIn(() => putSecuritySettings(sessionClient(), data)));
