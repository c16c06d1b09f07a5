import type { StatsBeaconEvent } from '#domain/stats-events.ts';
import { outsideReferrerHost, utmValue } from '#domain/stats-sources.ts';
import type { StatsEventRow } from '#server/db/repositories/stats-ingest.repository.ts';
import type { UserAgentClass } from './user-agent-class.ts';

/** What the server knows of a beacon besides its events. */
export interface BeaconContext {
  /** When the server received it: the events' time (the browser's clock is not trusted). */
  at: Date;
  visitor: bigint;
  userAgent: UserAgentClass;
  /** The site's own hosts (SITE_URL's and the request's Host): a referrer there is not kept. */
  ownHosts: readonly string[];
}

/**
 * The rows a checked beacon becomes: the referrer reduced to an outside host, UTM values
 * normalised, the device and browser from the User-Agent; fields another kind does not use stay
 * empty (the schema refused them already).
 */
export function eventRows(
  events: readonly StatsBeaconEvent[],
  context: BeaconContext,
): StatsEventRow[] {
  return events.map((event) => ({
    at: context.at,
    kind: event.kind,
    visitor: context.visitor,
    path: event.path,
    route: event.route,
    title: event.title ?? null,
    referrer: outsideReferrerHost(event.referrer, context.ownHosts),
    utmSource: utmValue(event.utmSource),
    utmMedium: utmValue(event.utmMedium),
    utmCampaign: utmValue(event.utmCampaign),
    device: context.userAgent.device,
    browser: context.userAgent.browser,
    notFound: event.notFound ?? false,
    productId: event.productId ?? null,
    button: event.button ?? null,
    term: event.term ?? null,
    filters: event.filters ?? null,
    results: event.results ?? null,
  }));
}
