import {
  deleteCookie,
  getCookie,
  getRequestHeader,
  getRequestIP,
  setCookie,
  setResponseHeader,
} from '@tanstack/react-start/server';
import * as v from 'valibot';
import { getEnv } from '#env';
import { noteTokensPresented } from '../client/refresh-coordinator.ts';
import {
  createRestClient,
  type RestClient,
  type TokenStore,
  type Tokens,
} from '../client/rest-client.ts';
import { getTransport, type Transport, type Visitor } from '../client/transport.ts';
import { type AddressOf, createAddressResolver } from '../http/client-address.ts';
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
  // Cookies that came out of a refresh end the old refresh token's grace (decision 003).
  const arrival = noteTokensPresented(current);
  return {
    arrival,
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

let addressOf: AddressOf | undefined;

/** The visitor's address: the socket's, or X-Forwarded-For read through TRUST_PROXY's proxies. */
function visitorAddress(): string | undefined {
  try {
    addressOf ??= createAddressResolver(getEnv().TRUST_PROXY);
    return addressOf(getRequestIP(), getRequestHeader('x-forwarded-for'));
  } catch {
    return undefined;
  }
}

/** The browser of this request: its address and User-Agent (a refresh's grace is bound to both). */
function visitor(): Visitor {
  try {
    return {
      address: visitorAddress(),
      userAgent: getRequestHeader('user-agent'),
      // The front gave every request its id (server/log/access-log.ts): the API's lines carry it.
      requestId: getRequestHeader('x-request-id'),
    };
  } catch {
    return {};
  }
}

/**
 * The API is unavailable (its database unreachable: 503): the response of this request says so
 * with Retry-After, and a page that fails with it leaves as 503 rather than 500 (app/start.ts).
 */
function noticingOutages(transport: Transport): Transport {
  return {
    ...transport,
    fetcher: async (request) => {
      const response = await transport.fetcher(request);
      if (response.status === 503) {
        try {
          setResponseHeader('Retry-After', response.headers.get('Retry-After') ?? '5');
        } catch {
          // Outside a request (a script): nothing to tell.
        }
      }
      return response;
    },
  };
}

/** The REST client acting for the signed-in administrator of this request. */
export function sessionClient(store = createCookieTokenStore()): RestClient {
  return createRestClient(noticingOutages(getTransport(visitor())), store);
}

/** The REST client for public reads: never sends a token, so never sees drafts. */
export function publicClient(): RestClient {
  return createRestClient(noticingOutages(getTransport(visitor())), noTokens);
}

const Claims = v.object({ email: v.optional(v.string()) });

/** What the page may know of the session: whether it exists and whose it is (never the tokens). */
export function readSession(): { authenticated: boolean; email: string | null } {
  const { accessToken, refreshToken } = createCookieTokenStore().get();
  return { authenticated: Boolean(accessToken || refreshToken), email: emailOfToken(accessToken) };
}

/** The e-mail claim of a JWT, for display only (the API verifies tokens, not us). */
export function emailOfToken(token: string | undefined): string | null {
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
