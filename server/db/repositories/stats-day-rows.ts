/**
 * The rows of `stats_daily` (dimension, Tunis day, key, detail, label, counters), computed from
 * raw events in one set-based statement: the rollup inserts them, a report reads them live for
 * the days not rolled up yet (stats-live-days.ts). The dimensions are those of stats.tables.ts;
 * a `page` row's detail is its route, for the articles' table. Page views answered « page
 * introuvable » count under `not_found`, not `page`; a visit's referrer and campaign are those of
 * its first page view.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type CounterColumn,
  counterColumns,
  counterList,
  distinctVisitors,
  kindCount,
  totalEventCounters,
  visitCounters,
} from './stats-counters.ts';
import { type InstantRange, visitsCte } from './stats-visits.ts';

export const statsDims = [
  'total',
  'page',
  'entry',
  'exit',
  'referrer',
  'campaign',
  'device',
  'browser',
  'product',
  'search',
  'not_found',
  'button',
] as const;
export type StatsDim = (typeof statsDims)[number];

interface DimSelect {
  from: string;
  where?: string;
  key: string;
  /** Grouped by with the key (a not-found path's referrer). */
  detail?: string;
  /** Or an aggregate over the key's rows (a page's route). */
  detailOfKey?: string;
  label?: string;
  counters: Partial<Record<CounterColumn, string>>;
}

const latest = (column: string, where = `${column} is not null`) =>
  `(array_agg(${column} order by at desc, path desc) filter (where ${where}))[1]`;

const campaignKey =
  "coalesce(utm_source, '') || '|' || coalesce(utm_medium, '') || '|' || coalesce(utm_campaign, '')";

const dimSelects: Record<Exclude<StatsDim, 'total'>, DimSelect> = {
  // Pages answered « page introuvable » are counted under not_found, not here.
  page: {
    from: 'ev',
    where: "kind = 'view' and not not_found",
    key: 'path',
    // The route (`/articles/$slug`…): the articles table is the pages of the article route.
    detailOfKey: 'max(route)',
    label: latest('title'),
    counters: { views: 'count(*)', visitors: distinctVisitors },
  },
  entry: {
    from: 'visits',
    where: 'entry is not null',
    key: 'entry',
    counters: { ...visitCounters, visitors: distinctVisitors },
  },
  exit: {
    from: 'visits',
    where: 'exit is not null',
    key: 'exit',
    counters: { visits: 'count(*)' },
  },
  referrer: {
    from: 'visits',
    where: 'referrer is not null',
    key: 'referrer',
    counters: { ...visitCounters, visitors: distinctVisitors },
  },
  campaign: {
    from: 'visits',
    where: 'coalesce(utm_source, utm_medium, utm_campaign) is not null',
    key: campaignKey,
    counters: { ...visitCounters, visitors: distinctVisitors },
  },
  device: {
    from: 'ev',
    where: "kind = 'view' and device is not null",
    key: 'device',
    counters: { views: 'count(*)', visitors: distinctVisitors },
  },
  browser: {
    from: 'ev',
    where: "kind = 'view' and browser is not null",
    key: 'browser',
    counters: { views: 'count(*)', visitors: distinctVisitors },
  },
  product: {
    from: 'ev',
    where: "product_id is not null and kind in ('open', 'whatsapp', 'phone')",
    key: 'product_id::text',
    counters: {
      visitors: distinctVisitors,
      opens: kindCount('open'),
      whatsapp: kindCount('whatsapp'),
      phone: kindCount('phone'),
    },
  },
  // `results`: the result count of the day's latest search of the term.
  search: {
    from: 'ev',
    where: "kind = 'search' and term is not null",
    key: 'term',
    counters: {
      visitors: distinctVisitors,
      searches: 'count(*)',
      empty_searches: 'count(*) filter (where results = 0)',
      results: `coalesce(${latest('results')}, 0)`,
    },
  },
  not_found: {
    from: 'ev',
    where: "kind = 'view' and not_found",
    key: 'path',
    detail: "coalesce(referrer, '')",
    counters: { views: 'count(*)', visitors: distinctVisitors },
  },
  button: {
    from: 'ev',
    where: "kind = 'whatsapp' and button is not null",
    key: 'button',
    counters: { whatsapp: 'count(*)', visitors: distinctVisitors },
  },
};

function dimSelect(dim: Exclude<StatsDim, 'total'>): SQL {
  const spec = dimSelects[dim];
  const groupBy = ['day', spec.key, ...(spec.detail ? [spec.detail] : [])];
  return sql.raw(
    `select '${dim}'::text as dim, day, ${spec.key} as key,
      ${spec.detail ?? spec.detailOfKey ?? "''"} as detail,
      ${spec.label ?? 'null::text'} as label, ${counterList(spec.counters)}
    from ${spec.from} ${spec.where ? `where ${spec.where}` : ''} group by ${groupBy.join(', ')}`,
  );
}

/** A day's total: event counters joined to visit counters (a day with events has visits). */
const totalSelect = (): SQL =>
  sql.raw(`select 'total'::text as dim, e.day, ''::text as key, ''::text as detail, null::text as label,
      ${counterColumns.map((column) => `coalesce(${column in visitCounters ? 'v' : 'e'}.${column}, 0) as ${column}`).join(', ')}
    from (select day, ${Object.entries(totalEventCounters)
      .map(([column, expression]) => `${expression} as ${column}`)
      .join(', ')} from ev group by day) e
    left join (select day, ${Object.entries(visitCounters)
      .map(([column, expression]) => `${expression} as ${column}`)
      .join(', ')} from visits group by day) v on v.day = e.day`);

/**
 * `with …, day_rows as (…)`: the stats_daily rows of `dims` for the events of `ranges` (whole
 * Tunis days), columns in the table's order. The caller selects from `day_rows`.
 */
export function dayRowsCte(ranges: readonly InstantRange[], dims: readonly StatsDim[]): SQL {
  const selects = dims.map((dim) => (dim === 'total' ? totalSelect() : dimSelect(dim)));
  return sql`with ${visitsCte(ranges)}, day_rows as (${sql.join(selects, sql` union all `)})`;
}
