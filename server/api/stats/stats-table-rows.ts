/** The rows of each statistics table as the API answers them (domain/stats-report.ts). */
import type { StatsRowsByTable, StatsTableName } from '#domain/stats-report.ts';
import type { StatsTableRow } from '#server/db/repositories/stats-tables.repository.ts';

const text = (value: string | number | null) => (value === null ? '' : String(value));
const count = (value: string | number | null) => (typeof value === 'number' ? value : 0);

/** A campaign's key is `source|medium|campaign` (a `|` in the campaign's own name stays in it). */
function campaign(key: string) {
  const [source = '', medium = '', ...rest] = key.split('|');
  return { source, medium, campaign: rest.join('|') };
}

type Mappers = { [T in StatsTableName]: (row: StatsTableRow) => StatsRowsByTable[T] };

const page = (row: StatsTableRow) => ({
  path: row.key,
  title: text(row.latest),
  views: row.views,
  visitors: row.visitors,
});

const mappers: Mappers = {
  pages: page,
  articles: page,
  entrees: (row) => ({ path: row.key, visits: row.visits, bounces: row.bounces }),
  provenances: (row) => ({ host: row.key, visits: row.visits, visitors: row.visitors }),
  campagnes: (row) => ({ ...campaign(row.key), visits: row.visits }),
  appareils: (row) => ({ name: row.key, visitors: row.visitors }),
  navigateurs: (row) => ({ name: row.key, visitors: row.visitors }),
  produits: (row) => ({
    productId: Number(row.key),
    title: row.title,
    opens: row.opens,
    whatsapp: row.whatsapp,
    phone: row.phone,
    conversionRate: row.opens > 0 ? row.whatsapp / row.opens : null,
  }),
  recherches: (row) => ({
    term: row.key,
    searches: row.searches,
    emptySearches: row.empty_searches,
    results: count(row.latest),
  }),
  'recherches-sans-resultat': (row) => ({
    term: row.key,
    searches: row.empty_searches,
    lastSeen: row.last_seen ?? '',
  }),
  'pages-introuvables': (row) => ({ path: row.key, referrer: row.detail, views: row.views }),
};

export function toTableRows<T extends StatsTableName>(
  table: T,
  rows: readonly StatsTableRow[],
): StatsRowsByTable[T][] {
  const map: (row: StatsTableRow) => StatsRowsByTable[T] = mappers[table];
  return rows.map(map);
}
