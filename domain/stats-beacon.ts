/**
 * The browser beacon's rules (issue 38, docs/decisions/035), pure so they are tested without a
 * browser: which pages are counted, a route's public pattern, the landing URL's UTM, the event a
 * tapped link stands for, a search term's normal form. Tiny and free of valibot: the beacon that
 * imports it is in every public page's first JavaScript (decision 034).
 */
import {
  statsBeaconLimits as limits,
  type StatsBeaconEvent,
  type WhatsappButton,
  whatsappButtons,
} from './stats-events.ts';

/** The root route's `<meta name="stats">`: `off` when the site runs with STATS=off. */
export const statsMetaName = 'stats';

/** Where a visitor is and what their browser says of tracking. */
export interface BeaconContext {
  path: string;
  /** `navigator.globalPrivacyControl`. */
  gpc: unknown;
  /** `navigator.doNotTrack`. */
  dnt: unknown;
  /** STATS=off, as the page says it (the root route's `stats` meta). */
  off: boolean;
}

/** The back-office and its sign-in page: staff, never counted. */
export const isStaffPath = (path: string) => /^\/(dashboard|login)(\/|$)/.test(path);

/** Nothing is sent with Global Privacy Control or Do Not Track, for staff pages, or when off. */
export const mayCount = (context: BeaconContext) =>
  !context.off && context.gpc !== true && context.dnt !== '1' && !isStaffPath(context.path);

/**
 * A route's id as a public URL pattern: `/produits_/$slug` → `/produits/$slug`; pathless layouts
 * (`/_admin`), groups and the root (`__root__`) go; `rss[.]xml` → `rss.xml`.
 */
export function routePattern(routeId: string): string {
  const segments = routeId
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/_$/, '').replace(/\[(.)\]/g, '$1'));
  return `/${segments.join('/')}`;
}

/** The route of a page no route answered (« page introuvable »): any path. */
export const notFoundRoute = '/$';

const clip = (text: string, max: number) => text.slice(0, max);

/** `utm_source`, `utm_medium`, `utm_campaign` of a landing URL's query, when present. */
export function landingUtm(query: string) {
  const params = new URLSearchParams(query);
  const utm: Pick<StatsBeaconEvent, 'utmSource' | 'utmMedium' | 'utmCampaign'> = {};
  const read = (name: string) => clip(params.get(name)?.trim() ?? '', limits.maxUtm) || undefined;
  const source = read('utm_source');
  const medium = read('utm_medium');
  const campaign = read('utm_campaign');
  if (source) utm.utmSource = source;
  if (medium) utm.utmMedium = medium;
  if (campaign) utm.utmCampaign = campaign;
  return utm;
}

/** What a page view says: its path, route, title, and on the first view the referrer and UTM. */
export interface ViewFacts {
  path: string;
  route: string;
  title: string;
  notFound: boolean;
  /** First view only: `document.referrer` and `location.search`. */
  landing?: { referrer: string; query: string };
}

/** A `view` event within the API's bounds. */
export function viewEvent(facts: ViewFacts): StatsBeaconEvent {
  const event: StatsBeaconEvent = {
    kind: 'view',
    path: clip(facts.path, limits.maxPath),
    route: clip(facts.route, limits.maxRoute),
    title: clip(facts.title, limits.maxTitle),
  };
  if (facts.notFound) event.notFound = true;
  if (facts.landing) {
    const referrer = facts.landing.referrer;
    if (referrer) event.referrer = clip(referrer, limits.maxReferrer);
    Object.assign(event, landingUtm(facts.landing.query));
  }
  return event;
}

/** The `data-` attributes a link (or an ancestor) carries for the beacon. */
export interface LinkMarks {
  /** `data-stats-product`: the product the link is about. */
  product?: string | undefined;
  /** `data-stats-button`: which WhatsApp link (commande, devis, conseiller). */
  button?: string | undefined;
}

export const catalogueFilePath = '/catalogue.pdf';

const productOf = (mark: string | undefined) => {
  const id = Number(mark);
  return Number.isSafeInteger(id) && id > 0 ? { productId: id } : {};
};

const isButton = (value: string | undefined): value is WhatsappButton =>
  whatsappButtons.some((button) => button === value);

type LinkEvent = Omit<StatsBeaconEvent, 'path' | 'route'>;

/**
 * The conversion a tapped link stands for, from its resolved `href` and marks: a WhatsApp chat,
 * a phone call, the catalogue's PDF; `null` for any other link.
 */
export function linkEvent(href: string, origin: string, marks: LinkMarks): LinkEvent | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'tel:') return { kind: 'phone', ...productOf(marks.product) };
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') {
    const event: LinkEvent = { kind: 'whatsapp', ...productOf(marks.product) };
    if (isButton(marks.button)) event.button = marks.button;
    return event;
  }
  if (url.origin === origin && url.pathname === catalogueFilePath) return { kind: 'pdf' };
  return null;
}

/** A search term as counted: lower-cased, trimmed, inner spaces collapsed, within bounds. */
export const normaliseTerm = (term: string) =>
  clip(term.toLowerCase().trim().replace(/\s+/g, ' '), limits.maxTerm);

/** The catalogue's other filters as `name=value&…` (only those set), within bounds. */
export function searchFilters(filters: Record<string, string | undefined>): string {
  const parts = Object.entries(filters)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${value}`);
  return clip(parts.join('&'), limits.maxFilters);
}
