import { getEnv } from '../../app.config.ts';

export type Fetcher = (request: Request) => Promise<Response>;

export interface Transport {
  /** Base of every path of SPEC §7, without a trailing slash (…/api). */
  baseUrl: string;
  fetcher: Fetcher;
  /** True when calls go straight to the API's fetch handler in this process. */
  inProcess: boolean;
}

/**
 * API_BASE_URL set: plain HTTP to that server. Unset: the in-process API's fetch handler, with no
 * socket hop — the same client code either way.
 */
export function getTransport(clientAddress?: string): Transport {
  const env = getEnv();
  if (env.API_BASE_URL) {
    return {
      baseUrl: env.API_BASE_URL,
      inProcess: false,
      fetcher: (request) => {
        // The API's per-address limits (login, contact form) see the visitor, not this server,
        // when it trusts us as its proxy (TRUST_PROXY on the API).
        if (clientAddress) request.headers.set('x-forwarded-for', clientAddress);
        return fetch(request);
      },
    };
  }
  return {
    baseUrl: `${env.SITE_URL}/api`,
    inProcess: true,
    fetcher: async (request) => {
      const { handleApiRequest } = await import('../api/handler.ts');
      return handleApiRequest(request, { clientAddress });
    },
  };
}

/** Where image files are fetched (SPEC §3 "{host}/images/"): the in-process API serves /api. */
export function getImagesBase(): string {
  const env = getEnv();
  return env.API_BASE_URL ? `${env.API_BASE_URL}/images` : '/api/images';
}
