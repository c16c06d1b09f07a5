import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { serverLimits } from '#config';
import type { Env } from '#env';
import { log } from '#server/log/logger.ts';
import { RateMeter } from '../http/busy-clock.ts';
import { createRequestAddress } from '../http/client-address.ts';
import { heldTrue, LoopLoad } from '../http/loop-load.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { overloadedHtml, tooManyHtml } from '../http/overloaded.ts';
import { RefusalHold } from '../http/refusal-hold.ts';
import { RefusalLog } from '../http/refusal-log.ts';
import { createSiteGate } from '../http/site-gate.ts';
import { type Refusal, WorkLane } from '../http/work-lanes.ts';
import { provideMetrics } from '../metrics/metrics.ts';
import { createPageCacheLayer } from '../page-cache/node-layer.ts';
import { createSitePageCache } from '../page-cache/site-page-cache.ts';

export interface SiteFrontOptions {
  env: Env;
  /** The paths of the built client's public files (dist/client, `listPublicFiles`). */
  publicFiles: ReadonlySet<string>;
  /** Start's fetch handler: renders an anonymous page for the cache. */
  render: (request: Request) => Response | Promise<Response>;
  /** Everything else the site serves (static files, Start), behind the gate. */
  site: NodeHandler;
  /** Whether a request carries a genuine staff session (its own work lane). */
  isStaff: (request: IncomingMessage) => boolean | Promise<boolean>;
  /** Headers every response of ours carries (security headers of non-HTML responses). */
  baseHeaders: string[];
}

/** The refusal pages, encoded once: a flood is refused thousands of times a second. */
const tooManyBody = Buffer.from(tooManyHtml);
const overloadedBody = Buffer.from(overloadedHtml);

/** Event-loop utilization since the previous call: the share of time the process was working. */
function eventLoopUtilization(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, previous);
    previous = current;
    return utilization;
  };
}

/**
 * What a request meets first (docs/decisions/009 and 011): the page cache, then the gate (bounds,
 * work lanes, 503), then the site. A page missing from the cache is rendered in the public lane
 * like any other anonymous request.
 */
export function createSiteFront(options: SiteFrontOptions): NodeHandler {
  const { renderLanes } = serverLimits;
  // Requests that never enter a lane (cached pages, files): the public lane's budget protects
  // them, so it applies only while they keep coming.
  const everything = new RateMeter();
  const laneWork = new RateMeter();
  // Contended: others (cached pages, files) are asking while the process is saturated and the
  // anonymous lanes are what saturates it. Judged by the loop's load, not by how many cached pages
  // get answered: renders that starve the loop also starve that count (issue 34: 8,285 → 44 req/s
  // under a 50-connection flood, the lane judging itself uncontended).
  const loop = new LoopLoad();
  const contended = heldTrue(
    () =>
      everything.perSecond() - laneWork.perSecond() > renderLanes.contendedAbovePerSecond &&
      loop.utilization() >= renderLanes.contendedAboveUtilization &&
      Math.max(lanes.public.busyShare(), lanes.api.busyShare()) >=
        renderLanes.contendedAboveLaneShare,
    renderLanes.contendedHoldMs,
  );
  const lanes = {
    public: new WorkLane({ ...renderLanes.public, contended, utilization: eventLoopUtilization() }),
    api: new WorkLane({ ...renderLanes.api, contended, utilization: eventLoopUtilization() }),
    staff: new WorkLane(renderLanes.staff),
  };
  provideMetrics({
    lanes: () => ({
      public: lanes.public.stats(),
      api: lanes.api.stats(),
      staff: lanes.staff.stats(),
    }),
  });
  const addressOf = createRequestAddress(options.env.TRUST_PROXY);
  const refusals = new RefusalLog({
    ...renderLanes.refusalLog,
    write: (line) => log().warn({ event: 'gate.refusals' }, line),
  });
  const refusalHold = new RefusalHold(renderLanes.refusalHold);
  const onRefused = (address: string, reason: Refusal, request: IncomingMessage) => {
    refusals.record(address, reason);
    // Only the client's own connection is held: a proxy's carries other visitors' requests too
    // (HAProxy reuses its connections), and the proxy is where to slow such a client.
    const own = request.socket.remoteAddress === address;
    if (reason !== 'left' && own && refusalHold.overAllowance(address)) {
      if (refusalHold.hold(request.socket)) refusals.recordHold(address);
    }
  };
  const { publicFiles } = options;
  const gate = createSiteGate({
    lanes,
    addressOf,
    onRefused,
    isStaff: options.isStaff,
    isStaticFile: (pathname) =>
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/api/images/') ||
      publicFiles.has(pathname),
    onLaneWork: () => laneWork.mark(),
    retryAfterSeconds: renderLanes.retryAfterSeconds,
    bodyDeadlineMs: renderLanes.bodyDeadlineMs,
    baseHeaders: options.baseHeaders,
  });
  const gated: NodeHandler = (request, response) => gate(request, response, options.site);
  if (options.env.PAGE_CACHE !== 'on') {
    return (request, response) => {
      everything.mark();
      gated(request, response);
    };
  }

  // A flooding address's next page, refused before the cache's fill, its promises and copies.
  const tooManyHeaders = [
    ...options.baseHeaders,
    'content-type',
    'text/html; charset=utf-8',
    'retry-after',
    String(renderLanes.retryAfterSeconds),
    'cache-control',
    'no-store',
    'content-length',
    String(tooManyBody.length),
  ];
  const cacheLayer = createPageCacheLayer({
    cache: createSitePageCache(options.env),
    render: async (key, request) => {
      laneWork.mark();
      const address = addressOf(request);
      const admission = await lanes.public.acquire({ address });
      // The lane is full (503) or this address holds its share (429): never kept by the cache.
      if ('refused' in admission) {
        onRefused(address, admission.refused, request);
        const share = admission.refused === 'share';
        const headers = new Headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Retry-After': String(renderLanes.retryAfterSeconds),
          'Cache-Control': 'no-store',
        });
        return { status: share ? 429 : 503, headers, body: share ? tooManyBody : overloadedBody };
      }
      const { release } = admission;
      try {
        const response = await options.render(new Request(`${options.env.SITE_URL}${key}`));
        return {
          status: response.status,
          headers: response.headers,
          body: Buffer.from(await response.arrayBuffer()),
        };
      } finally {
        release();
      }
    },
    baseHeaders: options.baseHeaders,
    redirectCacheControl: `public, max-age=${serverLimits.pageCache.sharedMaxAgeSeconds}`,
    refuseAtOnce: (request, response) => {
      const address = addressOf(request);
      if (!lanes.public.refuseOverShare(address)) return false;
      // Lane work refused, not another visitor's page: it must not make the lane feel contended.
      laneWork.mark();
      onRefused(address, 'share', request);
      response.writeHead(429, tooManyHeaders).end(tooManyBody);
      return true;
    },
  });
  return (request, response) => {
    everything.mark();
    cacheLayer(request, response, gated);
  };
}
