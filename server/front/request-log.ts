import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Env } from '#env';
import { createProxyTrust, createRequestAddress } from '../http/client-address.ts';
import { createAccessLog } from '../log/access-log.ts';
import { createRequestTiming } from '../metrics/request-timing.ts';
import { type ApiRoute, createRouteTemplates } from '../metrics/route-template.ts';

export interface RequestLogOptions {
  /** The API's routes when it runs in this process (else its paths are `/api/*`). */
  apiRoutes: readonly ApiRoute[] | undefined;
  isPublicFile?: (pathname: string) => boolean;
  cacheOf?: (response: ServerResponse) => string | undefined;
  staffOf?: (request: IncomingMessage) => string | undefined;
}

/**
 * Each request's id and access line (server/log), and its time in GET /metrics: what the site's
 * front and `npm run api` put before every request they serve.
 */
export function createRequestLog(env: Env, options: RequestLogOptions) {
  const isTrustedProxy = createProxyTrust(env.TRUST_PROXY);
  return createAccessLog({
    routeOf: createRouteTemplates({
      apiRoutes: options.apiRoutes,
      isPublicFile: options.isPublicFile ?? (() => false),
    }),
    addressOf: createRequestAddress(env.TRUST_PROXY),
    fromTrustedProxy: (request) => isTrustedProxy(request.socket.remoteAddress),
    cacheOf: options.cacheOf ?? (() => undefined),
    staffOf: options.staffOf ?? (() => undefined),
    done: createRequestTiming(),
  });
}
