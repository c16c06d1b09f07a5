import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { log } from '#server/log/logger.ts';
import { metricsRegistry } from './registry.ts';

/** `/metrics`, with or without a query: asked of every request, so without splitting its URL. */
const isMetricsPath = (url = '') => url === '/metrics' || url.startsWith('/metrics?');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasToken(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(token));
}

async function sendMetrics(response: ServerResponse): Promise<void> {
  const registry = metricsRegistry();
  const body = await registry.metrics();
  response.writeHead(200, {
    'content-type': registry.contentType,
    'cache-control': 'no-store',
  });
  response.end(body);
}

function refuse(response: ServerResponse): void {
  const body = JSON.stringify({
    error: 'unauthorized',
    message: 'Jeton des métriques absent ou invalide (Authorization: Bearer METRICS_TOKEN).',
  });
  response.writeHead(401, {
    'content-type': 'application/json',
    'www-authenticate': 'Bearer realm="metrics"',
    'cache-control': 'no-store',
  });
  response.end(body);
}

const failed = (response: ServerResponse) => (error: unknown) => {
  log().error({ event: 'metrics.failed', err: error }, 'could not collect the metrics');
  if (!response.headersSent) response.writeHead(500);
  response.end();
};

/**
 * GET /metrics on the site's port, behind `METRICS_TOKEN` (without one the path is the site's, a
 * 404): answers and returns true for that path, false for any other.
 */
export function createMetricsRoute(token: string | undefined) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (token === undefined || !isMetricsPath(request.url)) return false;
    if (!hasToken(request, token)) refuse(response);
    else sendMetrics(response).catch(failed(response));
    return true;
  };
}

/** `METRICS_PORT`: a server of its own that answers GET /metrics only, for a private network. */
export function createMetricsServer(): Server {
  return createServer((request, response) => {
    if (!isMetricsPath(request.url)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('GET /metrics\n');
      return;
    }
    sendMetrics(response).catch(failed(response));
  });
}
