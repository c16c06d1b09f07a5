/**
 * What the statistics API answers the back-office (issue 38): GET /api/stats/overview,
 * /api/stats/tables/{table}, /api/stats/live and /api/stats/summary. Periods are inclusive Tunis
 * days (`YYYY-MM-DD`). Pure types and names, shared by the API, the REST client and the screen.
 */

/** An inclusive range of Tunis days. */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The period choices of the screen (`dates`: custom days). */
export const statsPeriodChoices = [
  'aujourdhui',
  '7-jours',
  '30-jours',
  '12-mois',
  'dates',
] as const;
export type StatsPeriodChoice = (typeof statsPeriodChoices)[number];

/** The longest period a query may cover, in days (bounded cost). */
export const statsMaxPeriodDays = 731;

export interface StatsTotals {
  visitors: number;
  views: number;
  visits: number;
  /** Visits of one page view. */
  bounces: number;
  /** Sum of visit durations, seconds. */
  durationSeconds: number;
  opens: number;
  whatsapp: number;
  phone: number;
  pdf: number;
  contact: number;
  searches: number;
  emptySearches: number;
}

/** The chart's step: hours for one day, days up to 92 days, weeks (from Monday) beyond. */
export type StatsGranularity = 'heure' | 'jour' | 'semaine';

export interface StatsPoint {
  /** Start of the step: `YYYY-MM-DDTHH:00` (Tunis) for hours, `YYYY-MM-DD` otherwise. */
  start: string;
  visitors: number;
  views: number;
  whatsapp: number;
  phone: number;
  pdf: number;
  contact: number;
}

export interface StatsOverview {
  period: StatsPeriod;
  /** The period of the same length just before, for the change. */
  previous: StatsPeriod;
  totals: StatsTotals;
  previousTotals: StatsTotals;
  granularity: StatsGranularity;
  series: StatsPoint[];
  /** Events dropped because an instance's buffer was full, over the period. */
  dropped: number;
  /** Whether statistics are collected (STATS is not `off`). */
  collecting: boolean;
}

/** The tables of the screen, each exported as CSV too. */
export const statsTableNames = [
  'pages',
  'articles',
  'entrees',
  'provenances',
  'campagnes',
  'appareils',
  'navigateurs',
  'produits',
  'recherches',
  'recherches-sans-resultat',
  'pages-introuvables',
] as const;
export type StatsTableName = (typeof statsTableNames)[number];

export interface StatsRowsByTable {
  pages: { path: string; title: string; views: number; visitors: number };
  articles: { path: string; title: string; views: number; visitors: number };
  entrees: { path: string; visits: number; bounces: number };
  provenances: { host: string; visits: number; visitors: number };
  campagnes: { source: string; medium: string; campaign: string; visits: number };
  appareils: { name: string; visitors: number };
  navigateurs: { name: string; visitors: number };
  /** `productId` may name a product deleted since (title then null). */
  produits: {
    productId: number;
    title: string | null;
    opens: number;
    whatsapp: number;
    phone: number;
    /** WhatsApp taps / opens, 0..1 (null without an open). */
    conversionRate: number | null;
  };
  /** `results`: the result count of the term's latest search. */
  recherches: { term: string; searches: number; emptySearches: number; results: number };
  'recherches-sans-resultat': { term: string; searches: number; lastSeen: string };
  'pages-introuvables': { path: string; referrer: string; views: number };
}

/** The sort keys each table accepts (`tri`), the first being the default (descending). */
export const statsTableSorts: {
  readonly [T in StatsTableName]: readonly (keyof StatsRowsByTable[T] & string)[];
} = {
  pages: ['views', 'visitors'],
  articles: ['views', 'visitors'],
  entrees: ['visits', 'bounces'],
  provenances: ['visits', 'visitors'],
  campagnes: ['visits'],
  appareils: ['visitors'],
  navigateurs: ['visitors'],
  produits: ['whatsapp', 'opens', 'phone', 'conversionRate'],
  recherches: ['searches', 'emptySearches', 'results'],
  'recherches-sans-resultat': ['searches', 'lastSeen'],
  'pages-introuvables': ['views'],
};

export interface StatsTable<T extends StatsTableName = StatsTableName> {
  table: T;
  period: StatsPeriod;
  rows: StatsRowsByTable[T][];
  /** Rows of the whole period (the list shows the first `limit`). */
  total: number;
}

/** Rows a table answer holds at most (`limit`; the CSV export asks for the most). */
export const statsTableMaxRows = 10_000;
export const statsTableDefaultRows = 20;

/** The dashboard home's three figures: the last 7 days, today included. */
export interface StatsSummary {
  period: StatsPeriod;
  visitors: number;
  whatsapp: number;
  emptySearches: number;
}

/** « Visiteurs en ce moment »: distinct visitors of the last `realtimeMinutes`. */
export interface StatsLive {
  visitors: number;
}
