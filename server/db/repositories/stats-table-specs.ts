/**
 * What each table of the statistics screen reads (issue 38): its stats_daily dimension, how its
 * rows group, and the SQL of each sort key (`statsTableSorts`).
 */
import type { StatsTableName } from '#domain/stats-report.ts';
import type { CounterColumn } from './stats-counters.ts';
import type { StatsDim } from './stats-day-rows.ts';

export interface TableSpec {
  dim: StatsDim;
  /** Narrows the dimension's rows (the articles among pages). */
  where?: string;
  /** Rows group by key, and by detail too (a not-found path per referrer). */
  byDetail?: boolean;
  /** The latest non-null label (a page's title) or result count (a term's) is looked up. */
  latest?: 'label' | 'results';
  /** The counters the table shows or sorts by (the others are not read). */
  sums: readonly CounterColumn[];
  /** SQL of each sort key over the grouped sums. */
  sorts: Record<string, string>;
}

const pages: TableSpec = {
  dim: 'page',
  latest: 'label',
  sums: ['views', 'visitors'],
  sorts: { views: 'views', visitors: 'visitors' },
};

export const articleRoute = '/articles/$slug';

export const tableSpecs: Record<StatsTableName, TableSpec> = {
  pages,
  articles: { ...pages, where: `detail = '${articleRoute}'` },
  entrees: {
    dim: 'entry',
    sums: ['visits', 'bounces'],
    sorts: { visits: 'visits', bounces: 'bounces' },
  },
  provenances: {
    dim: 'referrer',
    sums: ['visits', 'visitors'],
    sorts: { visits: 'visits', visitors: 'visitors' },
  },
  campagnes: { dim: 'campaign', sums: ['visits'], sorts: { visits: 'visits' } },
  appareils: { dim: 'device', sums: ['visitors'], sorts: { visitors: 'visitors' } },
  navigateurs: { dim: 'browser', sums: ['visitors'], sorts: { visitors: 'visitors' } },
  produits: {
    dim: 'product',
    sums: ['opens', 'whatsapp', 'phone'],
    sorts: {
      whatsapp: 'whatsapp',
      opens: 'opens',
      phone: 'phone',
      conversionRate: 'case when opens > 0 then whatsapp::float8 / opens end',
    },
  },
  recherches: {
    dim: 'search',
    latest: 'results',
    sums: ['searches', 'empty_searches'],
    sorts: { searches: 'searches', emptySearches: 'empty_searches', results: 'results' },
  },
  'recherches-sans-resultat': {
    dim: 'search',
    where: 'empty_searches > 0',
    sums: ['empty_searches'],
    sorts: { searches: 'empty_searches', lastSeen: 'last_seen' },
  },
  'pages-introuvables': {
    dim: 'not_found',
    byDetail: true,
    sums: ['views'],
    sorts: { views: 'views' },
  },
};
