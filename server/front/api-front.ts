import type { IncomingMessage } from 'node:http';
import { NodeRequest } from 'srvx/node';
import { log } from '#server/log/logger.ts';
import { proxyToApi } from '../http/api-proxy.ts';
import {
  forbiddenOriginResponse,
  isCrossSiteRequest,
  isStateChanging,
} from '../http/cross-site.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { sendResponse } from '../http/send-response.ts';
import type { InProcessApi } from './in-process-api.ts';

export interface ApiFrontOptions {
  /** The API of this process, or with API_BASE_URL the other server's, passed through. */
  api: InProcessApi | { baseUrl: string };
  /** Whether this instance is stopping (its readiness is then 503 whoever answers the rest). */
  isDraining: () => boolean;
  /** This site's public origins (SITE_URL), for the browser writes it passes on. */
  trustedOrigins: readonly string[];
}

/**
 * A browser's write to `/api` (the statistics beacon) names this site as its origin, which the
 * other server does not know: the site refuses one from another site itself, as its own API
 * would, and passes the rest on as it passes its server functions' calls, without the browser's
 * origin headers (the visitor's address still goes in X-Forwarded-For).
 */
function vouchedFor(request: Request, trustedOrigins: readonly string[]): Request | Response {
  if (!isStateChanging(request.method)) return request;
  if (isCrossSiteRequest(request, trustedOrigins)) return forbiddenOriginResponse();
  if (!request.headers.has('origin') && !request.headers.has('sec-fetch-site')) return request;
  const headers = new Headers(request.headers);
  for (const name of ['origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'])
    headers.delete(name);
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  };
  return new Request(request.url, init);
}

const draining = () =>
  Response.json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });

/**
 * `/api/*`: answered by the API of this process directly (the page router in front of it added
 * nothing but time), or with API_BASE_URL passed through to the other server, so a site using
 * another server's API never opens a dataset of its own. JSON answers leave in one write.
 */
export function createApiFront({ api, isDraining, trustedOrigins }: ApiFrontOptions): NodeHandler {
  const answer = async (request: Request, req: IncomingMessage): Promise<Response> => {
    if ('fetch' in api) return api.fetch(request);
    if (isDraining() && new URL(request.url).pathname === '/api/health/ready') return draining();
    const passed = vouchedFor(request, trustedOrigins);
    if (passed instanceof Response) return passed;
    return proxyToApi(passed, api.baseUrl, req.socket.remoteAddress);
  };
  return (req, res) => {
    const request = new NodeRequest({ req, res });
    answer(request, req)
      .then((response) => sendResponse(request, res, response))
      .catch((error: unknown) => {
        if (!req.destroyed)
          log().error(
            { event: 'request.failed', requestId: req.headers['x-request-id'], err: error },
            'API request failed',
          );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  };
}
