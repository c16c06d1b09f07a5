import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { loginUnavailableMessage } from '#domain/login-messages.ts';
import {
  type CodeOutcome,
  codeStepExpiredMessage,
  invalidCodeMessage,
} from '#domain/two-factor.ts';
import { log } from '#server/log/logger.ts';
import { isHttpError } from '../client/http-error.ts';
import { loginWithCode } from '../client/two-factor.client.ts';
import {
  dropLoginChallenge,
  keepLoginChallenge,
  readLoginChallenge,
} from './login-challenge.server.ts';
import { createCookieTokenStore, emailOfToken, publicClient } from './session.server.ts';

const CodeInput = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)) });

/**
 * The code step of sign-in (issue 23): the code typed, with the challenge of the right password
 * (an httpOnly cookie, login-challenge.server.ts), for the session's tokens. A wrong code keeps
 * the challenge for another try; an expired or spent one sends back to the password.
 */
export const verifyLoginCode = createServerFn({ method: 'POST' })
  .validator(CodeInput)
  .handler(async ({ data }): Promise<CodeOutcome> => {
    const challenge = readLoginChallenge();
    if (!challenge) return { ok: false, message: codeStepExpiredMessage, expired: true };
    try {
      const tokens = await loginWithCode(publicClient(), { challenge, code: data.code });
      dropLoginChallenge();
      createCookieTokenStore().set(tokens);
      return { ok: true, email: emailOfToken(tokens.accessToken) ?? '' };
    } catch (error) {
      if (isHttpError(error, 401) && error.code === 'invalid_code') {
        keepLoginChallenge(challenge);
        return { ok: false, message: invalidCodeMessage };
      }
      if (isHttpError(error, 401) || isHttpError(error, 400) || isHttpError(error, 422)) {
        dropLoginChallenge();
        return { ok: false, message: codeStepExpiredMessage, expired: true };
      }
      if (isHttpError(error, 429)) {
        return {
          ok: false,
          message: error.apiMessage ?? 'Trop de tentatives. Réessayez dans quelques minutes.',
        };
      }
      log().error({ event: 'auth.code-failed', err: error }, 'sign-in code step failed');
      return { ok: false, message: loginUnavailableMessage };
    }
  });
