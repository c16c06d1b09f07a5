import { deleteCookie, getCookie, getRequestIP, setCookie } from '@tanstack/react-start/server';
import * as v from 'valibot';
import { getEnv } from '../../app.config.ts';
import {
  createRestClient,
  type RestClient,
  type TokenStore,
  type Tokens,
} from '../client/rest-client.ts';
import { getTransport } from '../client/transport.ts';
import { sessionCookies } from '../http/session-cookies.ts';

/** httpOnly cookies: the tokens never reach JavaScript in the browser (docs/decisions/003). */
const accessCookie = sessionCookies.access;
const refreshCookie = sessionCookies.refresh;

function cookieOptions() {
  const env = getEnv();
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: env.REFRESH_TOKEN_TTL,
  };
}

/**
 * The request's tokens, with writes kept in memory too: after a refresh, the retried call in the
 * same request must use the new token, which the request's own cookies do not have yet.
 */
export function createCookieTokenStore(): TokenStore {
  let current: Tokens = {
    accessToken: getCookie(accessCookie),
    refreshToken: getCookie(refreshCookie),
  };
  return {
    get: () => current,
    set: (tokens) => {
      current = tokens;
      setCookie(accessCookie, tokens.accessToken, cookieOptions());
      setCookie(refreshCookie, tokens.refreshToken, cookieOptions());
    },
    clear: () => {
      current = {};
      deleteCookie(accessCookie, { path: '/' });
      deleteCookie(refreshCookie, { path: '/' });
    },
  };
}

const noTokens: TokenStore = { get: () => ({}), set: () => undefined, clear: () => undefined };

function visitorAddress(): string | undefined {
  try {
    return getRequestIP({ xForwardedFor: getEnv().TRUST_PROXY });
  } catch {
    return undefined;
  }
}

/** The REST client acting for the signed-in administrator of this request. */
export function sessionClient(store = createCookieTokenStore()): RestClient {
  return createRestClient(getTransport(visitorAddress()), store);
}

/** The REST client for public reads: never sends a token, so never sees drafts. */
export function publicClient(): RestClient {
  return createRestClient(getTransport(visitorAddress()), noTokens);
}

const Claims = v.object({ email: v.optional(v.string()) });

/** What the page may know of the session: whether it exists and whose it is (never the tokens). */
export function readSession(): { authenticated: boolean; email: string | null } {
  const { accessToken, refreshToken } = createCookieTokenStore().get();
  return { authenticated: Boolean(accessToken || refreshToken), email: emailOf(accessToken) };
}

/** The e-mail claim of a JWT, for display only (the API verifies tokens, not us). */
function emailOf(token: string | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = v.safeParse(
      Claims,
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? (claims.output.email ?? null) : null;
  } catch {
    return null;
  }
}
