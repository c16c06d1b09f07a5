/**
 * One table of the statistics screen over a period (issue 38): its dimension's rows summed per
 * key, sorted (descending, ties by key), the first `limit` with the count of all. Rolled-up days
 * come from stats_daily through its primary key (dim, day…), the others live (stats-live-days.ts);
 * a page's title and a term's result count are those of its latest day, looked up for the rows
 * shown only.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { StatsPeriod, StatsTableName } from '#domain/stats-report.ts';
import type { Database } from '../connection.ts';
import { dimRows, type LiveDays, withoutJit } from './stats-live-days.ts';
import { tableSpecs } from './stats-table-specs.ts';

const TableRow = v.object({
  key: v.string(),
  detail: v.string(),
  views: v.number(),
  visitors: v.number(),
  visits: v.number(),
  bounces: v.number(),
  opens: v.number(),
  whatsapp: v.number(),
  phone: v.number(),
  searches: v.number(),
  empty_searches: v.number(),
  last_seen: v.nullable(v.string()),
  latest: v.nullable(v.union([v.string(), v.number()])),
  title: v.nullable(v.string()),
  total: v.number(),
});
const TableRows = v.object({ rows: v.array(TableRow) });
export type StatsTableRow = v.InferOutput<typeof TableRow>;

/** The counters a table row carries (0 when its table does not show them). */
const shown = [
  'views',
  'visitors',
  'visits',
  'bounces',
  'opens',
  'whatsapp',
  'phone',
  'searches',
  'empty_searches',
] as const;

export interface TableQuery {
  table: StatsTableName;
  period: StatsPeriod;
  sort: string;
  limit: number;
}

/** The rows of a table and the count of all its rows over the period. */
export async function statsTableRows(db: Database, live: LiveDays, query: TableQuery) {
  const spec = tableSpecs[query.table];
  const sort = spec.sorts[query.sort];
  if (!sort) throw new Error(`unknown sort ${query.sort} of ${query.table}`);
  const latest = spec.latest;
  const read = [
    'day',
    'key',
    ...(spec.byDetail ? ['detail'] : []),
    ...(latest === 'label' ? ['label'] : []),
    ...(latest === 'results' ? ['results'] : []),
    ...spec.sums,
  ];
  const summed = (column: (typeof shown)[number]) =>
    (spec.sums as readonly string[]).includes(column) ? `sum(${column})` : '0';
  const lastSeen = query.table === 'recherches-sans-resultat' ? 'max(day)' : 'null::date';
  const { withClause, rows } = dimRows(live, query.period, spec.dim, read.join(', '), spec.where);
  const detail = spec.byDetail ? 'detail' : "''::text";
  const latestWhen = latest === 'label' ? 'label is not null' : 'true';
  const order = `${sort} desc nulls last, key collate "C", detail collate "C"`;
  const liveLatest =
    latest && live.ranges.length > 0
      ? sql.raw(`left join (select distinct on (key) key, day, ${latest} as value from day_rows
          where ${latestWhen} order by key, day desc) l on l.key = top.key and l.day = top.latest_day`)
      : sql``;
  const latestValue = latest
    ? `coalesce(${live.ranges.length > 0 ? 'l.value, ' : ''}(select d.${latest} from stats_daily d
        where d.dim = '${spec.dim}' and d.day = top.latest_day and d.key = top.key
          and d.${latest} is not null limit 1))${latest === 'results' ? '::float8' : ''}`
    : 'null';
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`${withClause} rows as (${rows}),
    grouped as (
      select key, ${sql.raw(detail)} as detail,
        ${sql.raw(shown.map((column) => `${summed(column)} as ${column}`).join(', '))},
        ${sql.raw(lastSeen)} as last_seen,
        ${sql.raw(latest ? `max(day) filter (where ${latestWhen})` : 'null::date')} as latest_day
      from rows group by key${sql.raw(spec.byDetail ? ', detail' : '')}
    ),
    top as (
      select grouped.*, count(*) over () as total, row_number() over (order by ${sql.raw(order)}) as row_place
      from grouped order by row_place limit ${query.limit}
    )
    select top.key, top.detail, ${sql.raw(shown.map((column) => `top.${column}::float8 as ${column}`).join(', '))},
      top.last_seen::text as last_seen, top.total::float8 as total,
      ${sql.raw(latestValue)} as latest,
      ${sql.raw(spec.dim === 'product' ? 'p.titre' : 'null::text')} as title
    from top ${liveLatest}
      ${sql.raw(spec.dim === 'product' ? 'left join products p on p.id = top.key::int' : '')}
    order by top.row_place`),
  );
  const parsed = v.parse(TableRows, result).rows;
  // The list starts at its first row: no row shown means no row at all.
  return { rows: parsed, total: parsed[0]?.total ?? 0 };
}
