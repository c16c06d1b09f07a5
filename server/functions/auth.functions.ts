import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { loginFailedMessage, loginUnavailableMessage } from '#domain/login-messages.ts';
import { PasswordChangeSchema } from '#domain/password-policy.ts';
import { log } from '#server/log/logger.ts';
import { changePassword, login, revokeSession } from '../client/auth.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { twoFactorChallengeOf } from '../client/two-factor.client.ts';
import { keepLoginChallenge } from './login-challenge.server.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import {
  createCookieTokenStore,
  publicClient,
  readSession,
  sessionClient,
} from './session.server.ts';

export type LoginResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid_credentials' | 'throttled' | 'unavailable'; message: string }
  /** Issue 23: the password was right and a code is wanted; the challenge waits in a cookie. */
  | { ok: false; twoFactor: true; challenge: 'cookie' };

const LoginInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});

/** SPEC §2 /login: the session exists or not; the tokens stay in httpOnly cookies. */
export const getSession = createServerFn({ method: 'GET' }).handler(() => readSession());

export const signIn = createServerFn({ method: 'POST' })
  .validator(LoginInput)
  .handler(async ({ data }): Promise<LoginResult> => {
    try {
      const tokens = await login(publicClient(), data);
      createCookieTokenStore().set(tokens);
      return { ok: true, email: data.email.toLowerCase() };
    } catch (error) {
      const challenge = twoFactorChallengeOf(error);
      if (challenge) {
        keepLoginChallenge(challenge);
        return { ok: false, twoFactor: true, challenge: 'cookie' };
      }
      if (isHttpError(error, 401) || isHttpError(error, 422) || isHttpError(error, 400)) {
        return { ok: false, reason: 'invalid_credentials', message: loginFailedMessage };
      }
      if (isHttpError(error, 429)) {
        return {
          ok: false,
          reason: 'throttled',
          message:
            error.apiMessage ??
            'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
        };
      }
      log().error({ event: 'auth.login-failed', err: error }, 'sign-in failed');
      return { ok: false, reason: 'unavailable', message: loginUnavailableMessage };
    }
  });

/** Déconnexion: the API revokes the refresh token (when it can), the cookies are cleared. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const store = createCookieTokenStore();
  const { refreshToken } = store.get();
  if (refreshToken) {
    await revokeSession(sessionClient(store), refreshToken).catch((error: unknown) => {
      // A server without the logout extension (404/405) still gets its cookies cleared.
      if (!isHttpError(error))
        log().error({ event: 'auth.logout-failed', err: error }, 'sign-out failed');
    });
  }
  store.clear();
  return { ok: true as const };
});

type PasswordField = 'currentPassword' | 'newPassword';
export type PasswordChangeResult =
  | { ok: true }
  | { ok: false; message: string | null; fields: Partial<Record<PasswordField, string>> };

const passwordFieldsOf = (fields: Partial<Record<string, string | readonly string[]>>) => {
  const first = (value: string | readonly string[] | undefined) =>
    typeof value === 'string' ? value : value?.[0];
  const picked: Partial<Record<PasswordField, string>> = {};
  for (const field of ['currentPassword', 'newPassword'] as const) {
    const message = first(fields[field]);
    if (message) picked[field] = message;
  }
  return picked;
};

/**
 * "Changer mon mot de passe" (issue 18 point 8): the API checks the current password, applies the
 * rule of app/lib/password-policy.ts and ends the account's other sessions; this one stays.
 */
export const changeMyPassword = createServerFn({ method: 'POST' })
  .validator(v.object({ currentPassword: v.string(), newPassword: v.string() }))
  .handler(async ({ data }): Promise<PasswordChangeResult> => {
    const checked = v.safeParse(PasswordChangeSchema, data);
    if (!checked.success) {
      return {
        ok: false,
        message: null,
        fields: passwordFieldsOf(v.flatten(checked.issues).nested ?? {}),
      };
    }
    try {
      await changePassword(sessionClient(), checked.output);
      return { ok: true };
    } catch (error) {
      // The session is over (its cookies already cleared): /login.
      if (isHttpError(error, 401)) rethrowForRoute(error);
      if (isHttpError(error, 422)) {
        const fields = passwordFieldsOf(error.fields);
        const named = Object.keys(fields).length > 0;
        return { ok: false, message: named ? null : (error.apiMessage ?? null), fields };
      }
      if (isHttpError(error, 429)) {
        const wait = 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';
        return { ok: false, message: error.apiMessage ?? wait, fields: {} };
      }
      log().error({ event: 'auth.password-change-failed', err: error }, 'password change failed');
      return {
        ok: false,
        message:
          'Impossible de changer le mot de passe pour le moment. Veuillez réessayer dans un instant.',
        fields: {},
      };
    }
  });
