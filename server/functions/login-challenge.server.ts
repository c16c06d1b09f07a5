import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server';
import { twoFactorChallengeSeconds } from '#domain/two-factor.ts';
import { getEnv } from '#env';

/**
 * Between the right password and the code (issue 23), the API's challenge waits in an httpOnly
 * cookie scoped to the sign-in's server functions, like the session tokens (decision 003): the
 * browser's JavaScript never holds it, and it lives no longer than the API lets it.
 */
const challengeCookie = 'mc_2fa_challenge';
const path = '/_serverFn';

export function keepLoginChallenge(challenge: string): void {
  setCookie(challengeCookie, challenge, {
    httpOnly: true,
    sameSite: 'strict',
    secure: getEnv().SITE_URL.startsWith('https://'),
    path,
    maxAge: twoFactorChallengeSeconds,
  });
}

export const readLoginChallenge = (): string | undefined => getCookie(challengeCookie);

export function dropLoginChallenge(): void {
  deleteCookie(challengeCookie, { path });
}
