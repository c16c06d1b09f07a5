/**
 * Raw statistics events for `npm run bench:stats` (issue 38), generated in SQL (generate_series,
 * one statement per month of days): about `target` events over the 365 Tunis days ending today,
 * none after now. A few hundred to a thousand visitors a day with a weekly and daily rhythm
 * (fewer at week-ends and at night), several visits each (35 minutes idle every 12 events);
 * 70 % page views (product pages with a Zipf-like spread over the catalogue, articles, the home,
 * the catalogue, a few static pages, 1 % not found), product opens, WhatsApp (3 buttons) and
 * phone taps on the same spread, PDF, contact, searches (400 terms, Zipf-like, 15 % without
 * result); outside referrers and UTM campaigns on a visit's first view; devices and browsers.
 * Rows are written in time order, as the instances' buffers append them.
 */
import { sql } from 'drizzle-orm';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';

export interface SeedShape {
  /** Events wanted in all. */
  target: number;
  /** Events per visitor a day are 5 + (hash mod `spread`). */
  spread: number;
}

/** Visitors a day (before the weekly rhythm) that make about `target` events in 365 days. */
export const baseVisitors = ({ target, spread }: SeedShape) =>
  Math.round(target / (365 * 0.971 * (5 + (spread - 1) / 2)));

const pick = (values: string[], hash: string) =>
  `(array[${values.map((value) => `'${value}'`).join(', ')}])[1 + (${hash} % ${values.length})::int]`;

/** Inserts the events of days `first`..`last` (0 = 364 days ago, 364 = today). */
export async function seedDays(
  db: Database,
  shape: SeedShape,
  days: { first: number; last: number; now: Date; pglite: boolean },
) {
  const { first, last, now, pglite } = days;
  const start = addDays(tunisDay(now), -364);
  // JIT compiling this one-off statement costs PostgreSQL more than running it.
  await db.transaction(async (tx) => {
    if (!pglite) await tx.execute(sql`set local jit = off`);
    await tx.execute(seedStatement(shape, { first, last, start, now }));
  });
}

function seedStatement(
  shape: SeedShape,
  { first, last, start, now }: { first: number; last: number; start: string; now: Date },
) {
  const zipf = (r: string, n: string) => `least(${n}, 1 + floor(exp(${r} * ln(${n})))::int)`;
  return sql.raw(`with p as (select array_agg(id order by id) as ids, count(*)::int as n from products),
  days as (
    select d, ('${start}'::date + d) as day,
      ('${start}'::date + d)::timestamp at time zone 'Africa/Tunis' as midnight
    from generate_series(${first}, ${last}) d
  ),
  visitors as (
    select d, midnight, v, abs(hashint8(d::bigint * 100000 + v)::bigint) as hv,
      hashint8(d::bigint * 100000 + v)::bigint * 4294967296 + hashint8(-d::bigint * 100000 - v) as visitor
    from days cross join lateral generate_series(1, (${baseVisitors(shape)}
      * (case extract(isodow from day) when 7 then 0.7 when 6 then 0.85 else 1.05 end)
      * (0.85 + 0.3 * (abs(hashint8(d)::bigint) % 100) / 100.0))::int) v
  ),
  events as (
    select visitors.*, e, abs(hashint8(d::bigint * 100000000 + v * 1000 + e)::bigint) as he
    from visitors cross join lateral generate_series(1, 5 + (hv % ${shape.spread})::int) e
  ),
  shaped as (
    select events.*, p.ids, p.n,
      case when e = 1 then 0 else (he % 100)::int end as k,
      ((he / 100000) % 100)::int as pk,
      ((he / 100) % 1000) / 1000.0 as r,
      ((he / 7919) % 1000) / 1000.0 as r2,
      midnight + make_interval(mins => case when hv % 10 = 0 then (hv / 10 % 480)::int
          else 480 + (hv / 10 % 840)::int end)
        + e * interval '45 seconds' + (e / 12) * interval '35 minutes' as at
    from events cross join p
  ),
  kinded as (
    select shaped.*,
      case when k < 70 then 'view' when k < 80 then 'open' when k < 84 then 'whatsapp'
        when k < 86 then 'phone' when k = 86 then 'pdf' when k = 87 then 'contact' else 'search' end as kind,
      ids[${zipf('r', 'n')}] as product
    from shaped where at < '${now.toISOString()}'
  )
  insert into stats_events (at, kind, visitor, path, route, title, referrer, utm_source, utm_medium,
    utm_campaign, device, browser, not_found, product_id, button, term, results)
  select at, kind, visitor,
    case when kind <> 'view' then '/produits'
      when pk < 40 then '/produits/produit-' || product
      when pk < 55 then '/articles/article-' || (1 + he / 7 % 150)
      when pk < 68 then '/' when pk < 88 then '/produits'
      when pk < 99 then ${pick(['/contact', '/a-propos', '/actualites', '/services'], 'he / 11')}
      else '/ancienne-page-' || (he / 13 % 300) end,
    case when kind <> 'view' then '/produits'
      when pk < 40 then '/produits/$slug' when pk < 55 then '/articles/$slug'
      when pk < 68 then '/' when pk < 88 then '/produits' when pk < 99 then '/contact'
      else '' end,
    case when kind <> 'view' then null
      when pk < 40 then 'Produit ' || product || ' — Matériel médical'
      when pk < 55 then 'Article ' || (1 + he / 7 % 150) || ' — Conseils'
      when pk < 99 then 'Page du site' else 'Page introuvable' end,
    case when kind = 'view' and e = 1 and hv / 3 % 100 < 35
      then ${pick(['google.com', 'google.com', 'google.com', 'facebook.com', 'instagram.com', 'bing.com', 'l.messenger.com', 'linkedin.com'], 'hv / 11')} end,
    case when kind = 'view' and e = 1 and hv / 17 % 100 < 6 then ${pick(['facebook', 'instagram', 'newsletter'], 'hv / 5')} end,
    case when kind = 'view' and e = 1 and hv / 17 % 100 < 6 then ${pick(['social', 'social', 'email'], 'hv / 5')} end,
    case when kind = 'view' and e = 1 and hv / 17 % 100 < 6 then ${pick(['ete-2026', 'promo-lits', 'rentree', 'fauteuils'], 'hv / 29')} end,
    case when kind = 'view' then (case when hv / 19 % 100 < 65 then 'mobile' when hv / 19 % 100 < 73 then 'tablette' else 'ordinateur' end) end,
    case when kind = 'view' then (case when hv / 23 % 100 < 60 then 'Chrome' when hv / 23 % 100 < 85 then 'Safari'
      when hv / 23 % 100 < 92 then 'Firefox' when hv / 23 % 100 < 97 then 'Edge' else 'Samsung Internet' end) end,
    kind = 'view' and pk >= 99,
    case when kind in ('open', 'whatsapp', 'phone') then product end,
    case when kind = 'whatsapp' then ${pick(['commande', 'devis', 'conseiller'], 'he / 29')} end,
    case when kind = 'search' then 'recherche ' || ${zipf('r2', '400')} end,
    case when kind = 'search' then (case when he / 31 % 100 < 15 then 0 else 1 + (he / 37 % 80)::int end) end
  from kinded order by at`);
}
