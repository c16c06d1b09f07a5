/**
 * The statistics' writes at ingestion (issue 38): events in bulk, the drops of a full buffer, and
 * each Tunis day's salt. One statement per batch on PGlite and PostgreSQL alike: the rows go as
 * one JSON parameter read by `json_to_recordset`, whatever their number.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { StatsEventKind } from '#domain/stats-events.ts';
import type { Database } from '../connection.ts';

/** One row of stats_events as the buffer holds it (no address: `visitor` is its hash). */
export interface StatsEventRow {
  at: Date;
  kind: StatsEventKind;
  visitor: bigint;
  path: string;
  route: string;
  title: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  browser: string | null;
  notFound: boolean;
  productId: number | null;
  button: string | null;
  term: string | null;
  filters: string | null;
  results: number | null;
}

/** The row in JSON: the visitor as a decimal text (a 64-bit integer does not fit a JSON number). */
const asJson = (row: StatsEventRow) => ({
  at: row.at.toISOString(),
  kind: row.kind,
  visitor: row.visitor.toString(),
  path: row.path,
  route: row.route,
  title: row.title,
  referrer: row.referrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
  device: row.device,
  browser: row.browser,
  not_found: row.notFound,
  product_id: row.productId,
  button: row.button,
  term: row.term,
  filters: row.filters,
  results: row.results,
});

const columns = sql.raw(
  'at, kind, visitor, path, route, title, referrer, utm_source, utm_medium, utm_campaign, ' +
    'device, browser, not_found, product_id, button, term, filters, results',
);
const recordTypes = sql.raw(
  'at timestamptz, kind text, visitor bigint, path text, route text, title text, referrer text, ' +
    'utm_source text, utm_medium text, utm_campaign text, device text, browser text, ' +
    'not_found boolean, product_id integer, button text, term text, filters text, results integer',
);

/** Writes `rows` in one INSERT (nothing when empty). */
export async function insertStatsEvents(db: Database, rows: readonly StatsEventRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map(asJson));
  await db.execute(
    sql`INSERT INTO stats_events (${columns})
        SELECT ${columns} FROM json_to_recordset(${json}::json) AS r(${recordTypes})`,
  );
}

/** Adds dropped events to their hours' counts (stats_drops), in one statement. */
export async function addStatsDrops(
  db: Database,
  drops: readonly { hour: Date; events: number }[],
) {
  if (drops.length === 0) return;
  const json = JSON.stringify(drops.map(({ hour, events }) => ({ hour, events })));
  await db.execute(
    sql`INSERT INTO stats_drops (hour, events)
        SELECT hour, events FROM json_to_recordset(${json}::json) AS r(hour timestamptz, events bigint)
        ON CONFLICT (hour) DO UPDATE SET events = stats_drops.events + excluded.events`,
  );
}

const SaltRows = v.object({ rows: v.array(v.object({ salt: v.string() })) });

/**
 * The salt of a Tunis day: `candidate` when this call is the first to need it, else the one
 * another instance stored first. Two statements, so the read sees a row committed meanwhile.
 */
export async function ensureStatsSalt(
  db: Database,
  day: string,
  candidate: string,
): Promise<string> {
  await db.execute(
    sql`INSERT INTO stats_salts (day, salt) VALUES (${day}, ${candidate}) ON CONFLICT (day) DO NOTHING`,
  );
  const found = v.parse(
    SaltRows,
    await db.execute(sql`SELECT salt FROM stats_salts WHERE day = ${day}`),
  );
  const salt = found.rows[0]?.salt;
  if (!salt) throw new Error(`the salt of ${day} is missing after its insert`);
  return salt;
}
