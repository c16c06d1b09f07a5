import { getEnv } from '#env';

export type Fetcher = (request: Request) => Promise<Response>;

/** The browser a call is made for (server/functions/session.server.ts). */
export interface Visitor {
  /** Its address: the socket's, or X-Forwarded-For read through TRUST_PROXY's proxies. */
  address?: string | undefined;
  userAgent?: string | undefined;
  /** The id of the request the call is made for (X-Request-Id): the API's log and journal. */
  requestId?: string | undefined;
}

export interface Transport {
  /** Base of every path of SPEC §7, without a trailing slash (…/api). */
  baseUrl: string;
  fetcher: Fetcher;
  /** True when calls go straight to the API's fetch handler in this process (which announces its own writes). */
  inProcess: boolean;
  /** Who the calls are made for; absent for the server's own calls. */
  visitor?: Visitor | undefined;
}

/**
 * API_BASE_URL set: plain HTTP to that server. Unset: the in-process API's fetch handler, with no
 * socket hop — the same client code either way.
 */
export function getTransport(visitor: Visitor = {}): Transport {
  const env = getEnv();
  const { address, userAgent, requestId } = visitor;
  // The API binds a refresh token's short grace to the browser (User-Agent and address).
  const forwardVisitor = (request: Request) => {
    if (userAgent) request.headers.set('user-agent', userAgent);
    if (requestId) request.headers.set('x-request-id', requestId);
  };
  if (env.API_BASE_URL) {
    return {
      baseUrl: env.API_BASE_URL,
      inProcess: false,
      visitor,
      fetcher: (request) => {
        // The API's per-address limits (login, contact form) see the visitor, not this server,
        // when it trusts us as its proxy (TRUST_PROXY on the API).
        if (address) request.headers.set('x-forwarded-for', address);
        forwardVisitor(request);
        return fetch(request);
      },
    };
  }
  return {
    baseUrl: `${env.SITE_URL}/api`,
    inProcess: true,
    visitor,
    fetcher: async (request) => {
      forwardVisitor(request);
      const { handleApiRequest } = await import('../api/handler.ts');
      return handleApiRequest(request, { clientAddress: address });
    },
  };
}

/** Where image files are fetched (SPEC §3 "{host}/images/"): the in-process API serves /api. */
export function getImagesBase(): string {
  const env = getEnv();
  return env.API_BASE_URL ? `${env.API_BASE_URL}/images` : '/api/images';
}
