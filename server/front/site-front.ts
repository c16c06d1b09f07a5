import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { limits } from '#config';
import type { Env } from '#env';
import { RateMeter } from '../http/busy-clock.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { overloadedHtml } from '../http/overloaded.ts';
import { createSiteGate } from '../http/site-gate.ts';
import { listPublicFiles } from '../http/static-files.ts';
import { WorkLane } from '../http/work-lanes.ts';
import { createPageCacheLayer } from '../page-cache/node-layer.ts';
import { createSitePageCache } from '../page-cache/site-page-cache.ts';

export interface SiteFrontOptions {
  env: Env;
  /** The built client's files (dist/client). */
  clientDir: string;
  /** Start's fetch handler: renders an anonymous page for the cache. */
  render: (request: Request) => Response | Promise<Response>;
  /** Everything else the site serves (static files, Start), behind the gate. */
  site: NodeHandler;
  /** Whether a request carries a genuine staff session (its own work lane). */
  isStaff: (request: IncomingMessage) => boolean | Promise<boolean>;
  /** Headers every response of ours carries (security headers of non-HTML responses). */
  baseHeaders: string[];
}

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
  const { renderLanes } = limits;
  // Requests that never enter a lane (cached pages, files): the public lane's budget protects
  // them, so it applies only while they keep coming.
  const everything = new RateMeter();
  const laneWork = new RateMeter();
  const contended = () =>
    everything.perSecond() - laneWork.perSecond() > renderLanes.contendedAbovePerSecond;
  const lanes = {
    public: new WorkLane({ ...renderLanes.public, contended, utilization: eventLoopUtilization() }),
    api: new WorkLane({ ...renderLanes.api, contended, utilization: eventLoopUtilization() }),
    staff: new WorkLane(renderLanes.staff),
  };
  const publicFiles = listPublicFiles(options.clientDir);
  const gate = createSiteGate({
    lanes,
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

  const cacheLayer = createPageCacheLayer({
    cache: createSitePageCache(options.env),
    render: async (key) => {
      laneWork.mark();
      const release = await lanes.public.acquire();
      // The lane is full: a 503 the cache never keeps.
      if (!release) {
        const headers = new Headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Retry-After': String(renderLanes.retryAfterSeconds),
          'Cache-Control': 'no-store',
        });
        return { status: 503, headers, body: Buffer.from(overloadedHtml) };
      }
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
    redirectCacheControl: `public, max-age=${limits.pageCache.sharedMaxAgeSeconds}`,
  });
  return (request, response) => {
    everything.mark();
    cacheLayer(request, response, gated);
  };
}
