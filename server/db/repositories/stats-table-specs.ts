/**
 * What each table of the statistics screen reads (issue 38): its stats_daily dimension, how its
 * rows group, and the SQL of each sort key (`statsTableSorts`).
 */
import type { StatsTableName } from '#domain/stats-report.ts';
import type { StatsDim } from './stats-day-rows.ts';

export interface TableSpec {
  dim: StatsDim;
  /** Narrows the dimension's rows (the articles among pages). */
  where?: string;
  /** Rows group by key, and by detail too (a not-found path per referrer). */
  byDetail?: boolean;
  /** Groups kept (the terms that found nothing). */
  having?: string;
  /** The latest non-null label (a page's title) or result count (a term's) is looked up. */
  latest?: 'label' | 'results';
  /** SQL of each sort key over the grouped sums. */
  sorts: Record<string, string>;
}

const pages: TableSpec = {
  dim: 'page',
  latest: 'label',
  sorts: { views: 'views', visitors: 'visitors' },
};

export const articleRoute = '/articles/$slug';

export const tableSpecs: Record<StatsTableName, TableSpec> = {
  pages,
  articles: { ...pages, where: `detail = '${articleRoute}'` },
  entrees: { dim: 'entry', sorts: { visits: 'visits', bounces: 'bounces' } },
  provenances: { dim: 'referrer', sorts: { visits: 'visits', visitors: 'visitors' } },
  campagnes: { dim: 'campaign', sorts: { visits: 'visits' } },
  appareils: { dim: 'device', sorts: { visitors: 'visitors' } },
  navigateurs: { dim: 'browser', sorts: { visitors: 'visitors' } },
  produits: {
    dim: 'product',
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
    sorts: { searches: 'searches', emptySearches: 'empty_searches', results: 'results' },
  },
  'recherches-sans-resultat': {
    dim: 'search',
    having: 'sum(empty_searches) > 0',
    sorts: { searches: 'empty_searches', lastSeen: 'last_seen' },
  },
  'pages-introuvables': { dim: 'not_found', byDetail: true, sorts: { views: 'views' } },
};
