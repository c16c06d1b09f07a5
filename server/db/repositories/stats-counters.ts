/**
 * The counters of a stats_daily / stats_hourly row, and the SQL that counts them from raw events
 * (`ev`) and visits (`visits`) for a day's or an hour's total (stats-visits.ts).
 */
/** In the tables' column order. */
export const counterColumns = [
  'views',
  'visitors',
  'visits',
  'bounces',
  'duration_s',
  'opens',
  'whatsapp',
  'phone',
  'pdf',
  'contact',
  'searches',
  'empty_searches',
  'results',
] as const;
export type CounterColumn = (typeof counterColumns)[number];

/** A select list of every counter, those not given being 0. */
export const counterList = (given: Partial<Record<CounterColumn, string>>): string =>
  counterColumns.map((column) => `${given[column] ?? '0'} as ${column}`).join(', ');

export const distinctVisitors = 'count(distinct visitor)';
export const kindCount = (kind: string) => `count(*) filter (where kind = '${kind}')`;

/** The counters every total (a day's, an hour's) holds, from events (`ev`) and visits (`visits`). */
export const totalEventCounters = {
  views: kindCount('view'),
  visitors: distinctVisitors,
  opens: kindCount('open'),
  whatsapp: kindCount('whatsapp'),
  phone: kindCount('phone'),
  pdf: kindCount('pdf'),
  contact: kindCount('contact'),
  searches: kindCount('search'),
  empty_searches: "count(*) filter (where kind = 'search' and results = 0)",
  results: "coalesce(sum(results) filter (where kind = 'search'), 0)",
} satisfies Partial<Record<CounterColumn, string>>;
export const visitCounters = {
  visits: 'count(*)',
  bounces: 'count(*) filter (where views = 1)',
  duration_s: 'coalesce(sum(duration), 0)',
} satisfies Partial<Record<CounterColumn, string>>;
