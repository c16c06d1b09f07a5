import type { IncomingMessage } from 'node:http';
import { NodeRequest } from 'srvx/node';
import { log } from '#server/log/logger.ts';
import { proxyToApi } from '../http/api-proxy.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { sendResponse } from '../http/send-response.ts';
import type { InProcessApi } from './in-process-api.ts';

export interface ApiFrontOptions {
  /** The API of this process, or with API_BASE_URL the other server's, passed through. */
  api: InProcessApi | { baseUrl: string };
  /** Whether this instance is stopping (its readiness is then 503 whoever answers the rest). */
  isDraining: () => boolean;
}

const draining = () =>
  Response.json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });

/**
 * `/api/*`: answered by the API of this process directly (the page router in front of it added
 * nothing but time), or with API_BASE_URL passed through to the other server, so a site using
 * another server's API never opens a dataset of its own. JSON answers leave in one write.
 */
export function createApiFront({ api, isDraining }: ApiFrontOptions): NodeHandler {
  const answer = async (request: Request, req: IncomingMessage): Promise<Response> => {
    if ('fetch' in api) return api.fetch(request);
    if (isDraining() && new URL(request.url).pathname === '/api/health/ready') return draining();
    return proxyToApi(request, api.baseUrl, req.socket.remoteAddress);
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
