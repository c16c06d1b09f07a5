/**
 * The raw events of some instants and the visits they make (issue 38, docs/decisions/035), as SQL
 * common table expressions shared by the rollup and the live reading of days not rolled up yet:
 * both compute the same rows from the same statement, so a report gives the same figures before
 * and after a day's rollup.
 */
import { type SQL, sql } from 'drizzle-orm';
import { statsTimeZone, visitIdleMs } from '#domain/stats-events.ts';

/** Instants `[from, to)`: one or more whole Tunis days. */
export interface InstantRange {
  from: Date;
  to: Date;
}

const inRanges = (ranges: readonly InstantRange[]): SQL =>
  sql.join(
    ranges.map(
      (range) => sql`(at >= ${range.from.toISOString()} and at < ${range.to.toISOString()})`,
    ),
    sql` or `,
  );

/** The Tunis day of an event's instant (`date`). */
export const tunisDaySql = (instant: SQL): SQL =>
  sql`(${instant} at time zone ${sql.raw(`'${statsTimeZone}'`)})::date`;

/**
 * `ev`: the events of `ranges` with their Tunis day; `visits`: one row per visit. A visit is a
 * visitor's events of one day in time order, a new one starting at the first event of the day or
 * after more than `visitIdleMs` without any (equal instants keep a stable order by kind and path).
 * A visit's entry and exit are its first and last page views (null without one), its referrer
 * and campaign those of its entry view; a bounce is a visit of exactly one view; its duration runs
 * from its first event to its last, in whole seconds.
 */
export function visitsCte(ranges: readonly InstantRange[]): SQL {
  const idle = sql.raw(`interval '${visitIdleMs / 1000} seconds'`);
  const order = sql.raw('at, kind, path');
  const firstOfVisit = (column: string) =>
    sql.raw(`(array_agg(${column} order by at, path) filter (where kind = 'view'))[1]`);
  return sql`ev as (
    select at, kind, visitor, path, route, title, referrer, utm_source, utm_medium, utm_campaign,
      device, browser, not_found, product_id, button, term, results,
      ${tunisDaySql(sql`at`)} as day
    from stats_events where ${inRanges(ranges)}
  ),
  marked as (
    select ev.*, case when lag(at) over w is null or at - lag(at) over w > ${idle}
      then 1 else 0 end as fresh
    from ev window w as (partition by day, visitor order by ${order})
  ),
  numbered as (
    select marked.*, sum(fresh) over (partition by day, visitor order by ${order}
      rows unbounded preceding) as visit
    from marked
  ),
  visits as (
    select day, visitor, visit, min(at) as started,
      count(*) filter (where kind = 'view') as views,
      floor(extract(epoch from max(at) - min(at)))::bigint as duration,
      ${firstOfVisit('path')} as entry,
      (array_agg(path order by at desc, path desc) filter (where kind = 'view'))[1] as exit,
      ${firstOfVisit('referrer')} as referrer,
      ${firstOfVisit('utm_source')} as utm_source,
      ${firstOfVisit('utm_medium')} as utm_medium,
      ${firstOfVisit('utm_campaign')} as utm_campaign
    from numbered group by day, visitor, visit
  )`;
}
