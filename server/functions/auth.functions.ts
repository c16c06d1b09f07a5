import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { login, revokeSession } from '../client/auth.client.ts';
import { isHttpError } from '../client/http-error.ts';
import {
  createCookieTokenStore,
  publicClient,
  readSession,
  sessionClient,
} from './session.server.ts';

export type LoginResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid_credentials' | 'throttled' | 'unavailable'; message: string };

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
      if (isHttpError(error, 401) || isHttpError(error, 422) || isHttpError(error, 400)) {
        return {
          ok: false,
          reason: 'invalid_credentials',
          message: 'Email ou mot de passe incorrect.',
        };
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
      console.error('[auth] login failed:', error);
      return {
        ok: false,
        reason: 'unavailable',
        message: 'Connexion impossible pour le moment. Veuillez réessayer dans un instant.',
      };
    }
  });

/** Déconnexion: the API revokes the refresh token (when it can), the cookies are cleared. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const store = createCookieTokenStore();
  const { refreshToken } = store.get();
  if (refreshToken) {
    await revokeSession(sessionClient(store), refreshToken).catch((error: unknown) => {
      // A server without the logout extension (404/405) still gets its cookies cleared.
      if (!isHttpError(error)) console.error('[auth] logout failed:', error);
    });
  }
  store.clear();
  return { ok: true as const };
});
