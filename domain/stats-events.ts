/**
 * The vocabulary of first-party statistics (issue 38, docs/decisions/035): what a beacon or the
 * server records, shared by the browser's beacon, the API that ingests it and the rollups. Pure
 * and tiny: the public pages' beacon imports it (no valibot here; the API's schema is in
 * `stats-events.schema.ts`).
 */

/** What happened. `view`: a page seen; the rest are conversions and intents. */
export const statsEventKinds = [
  'view',
  'open',
  'whatsapp',
  'phone',
  'pdf',
  'contact',
  'search',
] as const;
export type StatsEventKind = (typeof statsEventKinds)[number];

/** Which WhatsApp link was tapped (SPEC §1: order, quote, the expert chat). */
export const whatsappButtons = ['commande', 'devis', 'conseiller'] as const;
export type WhatsappButton = (typeof whatsappButtons)[number];

/** Device classes, as the dashboard names them. */
export const deviceClasses = ['mobile', 'tablette', 'ordinateur'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * One event as the browser sends it (JSON). `path` is the real path (no query string except the
 * catalogue's own parameters, which the beacon strips), `route` its route pattern
 * (`/produits/$slug`). Fields a kind does not use are absent.
 */
export interface StatsBeaconEvent {
  kind: StatsEventKind;
  path: string;
  route: string;
  /** view: the document title. */
  title?: string;
  /** view: the referrer (full URL; the server keeps its host only, and only when it is outside). */
  referrer?: string;
  /** view: UTM parameters of the landing URL. */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** view: the page answered « page introuvable » (404). */
  notFound?: boolean;
  /** open, whatsapp, phone: the product concerned, when there is one. */
  productId?: number;
  /** whatsapp: which link. */
  button?: WhatsappButton;
  /** search: the normalised term, the filters as `name=value&…`, and how many results. */
  term?: string;
  filters?: string;
  results?: number;
}

/** A beacon's body: one or a few events. */
export interface StatsBeacon {
  events: StatsBeaconEvent[];
}

/** Where the beacon posts (the API of SPEC §7 plus issue 38; public, per-address limited). */
export const statsBeaconPath = '/api/stats/events';

/** Bounds of what the API accepts from a beacon. */
export const statsBeaconLimits = {
  maxBodyBytes: 4096,
  maxEvents: 10,
  maxPath: 300,
  maxRoute: 100,
  maxTitle: 200,
  maxReferrer: 500,
  maxUtm: 100,
  maxTerm: 100,
  maxFilters: 200,
  maxResults: 10_000_000,
} as const;

/** A visit ends after this much idle time (issue 38). */
export const visitIdleMs = 30 * 60_000;
/** « Visiteurs en ce moment »: seen in the last this many minutes. */
export const realtimeMinutes = 5;
/** The statistics' days are Tunis days. */
export const statsTimeZone = 'Africa/Tunis';
