/**
 * The statistics beacon (issue 38, docs/decisions/035): page views, the conversions a tapped link
 * stands for, and what pages report (`countStats`), sent with `navigator.sendBeacon` to the site's
 * own API. No cookie, no storage, no third party; nothing at all with Global Privacy Control or
 * Do Not Track, on staff pages, or when the site runs with STATS=off. Links are never held back:
 * the beacon only listens. In every public page's first JavaScript, so it stays tiny.
 */
import {
  linkEvent,
  mayCount,
  notFoundRoute,
  routePattern,
  statsMetaName,
  viewEvent,
} from '#domain/stats-beacon.ts';
import { type StatsBeaconEvent, statsBeaconLimits, statsBeaconPath } from '#domain/stats-events.ts';

/** What the beacon reads of TanStack Router (app/components/stats-beacon.tsx passes it). */
export interface BeaconRouter {
  state: {
    location: { pathname: string };
    matches: readonly { routeId: string; status: string; _notFound?: boolean | undefined }[];
  };
  subscribe: (eventType: 'onResolved', listener: () => void) => () => void;
}

/** An event; `countStats` adds the current page's path and route unless it says its own. */
export type PageEvent = Omit<StatsBeaconEvent, 'path' | 'route'> &
  Partial<Pick<StatsBeaconEvent, 'path' | 'route'>>;

/** The path whose route pattern is known (the last page resolved), and that pattern. */
let resolved: { path?: string; route: string } = { route: '' };
/**
 * What a page counted before its route was known: a page's effects run before the router says it
 * is resolved (and, on the first page, before the beacon starts), so a product page's opening
 * comes before its view. Sent, in order, with the view.
 */
let waiting: StatsBeaconEvent[] = [];

/**
 * The landing address's query, read when this module loads: before hydration, when the router
 * writes the address anew without the parameters no route reads (`utm_*`).
 */
const landingQuery = typeof location === 'undefined' ? '' : location.search;

function allowed(path: string): boolean {
  return mayCount({
    path,
    gpc: Reflect.get(navigator, 'globalPrivacyControl'),
    dnt: navigator.doNotTrack,
    off: document.querySelector(`meta[name="${statsMetaName}"]`)?.getAttribute('content') === 'off',
  });
}

function send(event: StatsBeaconEvent): void {
  if (!allowed(event.path) || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ events: [event] })], { type: 'application/json' });
  try {
    navigator.sendBeacon(statsBeaconPath, body);
  } catch {
    // A browser that refuses the beacon loses one count, never the page.
  }
}

/** Counts what happened on this page (a popup opened, a search, a contact request sent). */
export function countStats(event: PageEvent): void {
  const where = event.path ?? location.pathname;
  const known = event.route ?? (where === resolved.path ? resolved.route : undefined);
  const path = where.slice(0, statsBeaconLimits.maxPath);
  if (known === undefined) waiting.push({ ...event, path, route: '' });
  else send({ ...event, path, route: known });
}

/** A click on a WhatsApp, phone or catalogue-PDF link: counted, and the link goes on as it is. */
function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const tapped = linkEvent(link.href, location.origin, {
    product: link.closest('[data-stats-product]')?.getAttribute('data-stats-product') ?? undefined,
    button: link.dataset.statsButton,
  });
  if (tapped) countStats(tapped);
}

/**
 * Counts the first page (served by the server or its page cache) and each client navigation to
 * another path once resolved (a search or a popup changes only the query: not a new view), and
 * listens for link taps. Returns what stops it.
 */
export function installStatsBeacon(router: BeaconRouter): () => void {
  let lastPath: string | undefined;
  const view = (landing?: { referrer: string; query: string }) => {
    const { location: at, matches } = router.state;
    const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
    const route = notFound ? notFoundRoute : routePattern(matches.at(-1)?.routeId ?? '');
    resolved = { path: at.pathname, route };
    if (at.pathname !== lastPath) {
      lastPath = at.pathname;
      const facts = { path: at.pathname, route, title: document.title, notFound };
      send(viewEvent(landing ? { ...facts, landing } : facts));
    }
    const counted = waiting;
    waiting = [];
    for (const event of counted) send({ ...event, route });
  };
  view({ referrer: document.referrer, query: landingQuery });
  const stop = router.subscribe('onResolved', () => view());
  document.addEventListener('click', onClick, true);
  return () => {
    stop();
    document.removeEventListener('click', onClick, true);
  };
}
