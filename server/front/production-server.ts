import { createServer, type Server } from 'node:http';
import { serverLimits } from '#config';
import type { Env } from '#env';
import { createRequestAddress } from '../http/client-address.ts';
import { closeServer } from '../http/graceful-stop.ts';
import { securityHeadersFor } from '../http/security-headers.ts';
import { securityOptions, trustedOrigins } from '../http/security-options.ts';
import { createStaffCheck, staffUserOf } from '../http/staff-session.ts';
import { listPublicFiles } from '../http/static-files.ts';
import { createMetricsRoute } from '../metrics/metrics-endpoint.ts';
import { pageCacheOutcome } from '../page-cache/node-layer.ts';
import { createApiFront } from './api-front.ts';
import { createBeaconFront, isBeaconRequest } from './beacon-front.ts';
import type { InProcessApi } from './in-process-api.ts';
import { createRequestLog } from './request-log.ts';
import { createSiteFront } from './site-front.ts';
import { createSiteHandler, type FetchHandler } from './site-handler.ts';

export interface ProductionServerOptions {
  env: Env;
  /** The built client's files (dist/client). */
  clientDir: string;
  /** The server bundle's fetch handler (TanStack Start). */
  render: FetchHandler;
  /** The API of this process, or with API_BASE_URL the other server's (passed through). */
  api: InProcessApi | { baseUrl: string };
}

export interface ProductionServer {
  server: Server;
  /** SIGTERM: not ready, no new connections, the requests under way finish, the database closes. */
  stop(): Promise<void>;
}

/**
 * The request path of production (docs/architecture.md, server/front): the page cache, the gate,
 * then `/api/*` to the API and everything else to the site.
 */
export function createProductionServer(options: ProductionServerOptions): ProductionServer {
  const { env, api } = options;
  const inProcess = 'fetch' in api ? api : undefined;
  const security = securityOptions(env);
  let draining = false;
  const apiFront = createApiFront({
    api,
    isDraining: () => draining,
    trustedOrigins: trustedOrigins(env),
  });
  const site = createSiteHandler({
    clientDir: options.clientDir,
    render: options.render,
    security,
  });
  // The build's public files, listed once: the gate and the route labels both ask.
  const publicFiles = listPublicFiles(options.clientDir);
  const baseHeaders = [...securityHeadersFor(new Headers(), security)].flat();
  const front = createSiteFront({
    env,
    publicFiles,
    render: options.render,
    site: (req, res) => (req.url?.startsWith('/api/') ? apiFront : site)(req, res),
    isStaff: createStaffCheck(inProcess && ((token) => inProcess.isSignedByUs(token))),
    baseHeaders,
  });
  // Statistics beacons (issue 38): answered before the page cache and the work lanes.
  const beacons = inProcess?.stats
    ? createBeaconFront({
        collect: inProcess.stats.collect,
        addressOf: createRequestAddress(env.TRUST_PROXY),
        trustedOrigins: trustedOrigins(env),
        baseHeaders,
        bodyDeadlineMs: serverLimits.renderLanes.bodyDeadlineMs,
      })
    : undefined;
  const metricsRoute = createMetricsRoute(env.METRICS_TOKEN);
  const logged = createRequestLog(env, {
    apiRoutes: inProcess?.routes,
    isPublicFile: (pathname) => publicFiles.has(pathname),
    cacheOf: pageCacheOutcome,
    staffOf: staffUserOf,
  });
  const server = createServer((request, response) => {
    if (metricsRoute(request, response)) return;
    logged(request, response);
    if (beacons && isBeaconRequest(request)) beacons(request, response);
    else front(request, response);
  });
  // Idle keep-alive connections stay open a minute (Node's default is 5 s): clients and reverse
  // proxies reusing a connection the server is closing at that very moment get ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return {
    server,
    stop: async () => {
      draining = true;
      inProcess?.beginDrain();
      await closeServer(server);
      await inProcess?.close();
    },
  };
}
