/**
 * What `npm run bench:rentals` asks the database before and after its flood of requests: the
 * products the flood asks for, then, once the server has
 * stopped, whether any product has more units held than it has on any day, what the flood got
 * per product, and the most units one address holds in requests.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type Database, openDatabase } from '#server/db/connection.ts';

const Targets = v.object({
  rows: v.array(v.object({ produit_id: v.number(), boutique: v.string(), unites: v.number() })),
});
export type FloodTarget = v.InferOutput<typeof Targets>['rows'][number];

/**
 * The `count` - 1 visible rentable products with the fewest units (they run out), and the one with
 * the most (the per-address cap shows on it), each with a shop it leaves from.
 */
export async function floodTargets(db: Database, count: number): Promise<FloodTarget[]> {
  const rentable = sql`SELECT id AS produit_id, location->'boutiques'->>0 AS boutique,
      (location->>'unites')::int AS unites
    FROM products WHERE location IS NOT NULL AND est_visible AND est_actif`;
  const result = await db.execute(sql`
    (${rentable} ORDER BY unites, produit_id LIMIT ${count - 1})
    UNION ALL (${rentable} ORDER BY unites DESC, produit_id LIMIT 1)`);
  return v.parse(Targets, result).rows;
}

const Overbooked = v.object({ rows: v.array(v.object({ days: v.number(), beyond: v.number() })) });
const Held = v.object({
  rows: v.array(v.object({ produit_id: v.number(), requests: v.number(), units: v.number() })),
});
const PerAddress = v.object({ rows: v.array(v.object({ most: v.nullable(v.number()) })) });

export interface AfterFlood {
  /** Product-days with more units held than the product has (must be 0). */
  overbookedDays: number;
  /** Unit rows numbered beyond their product's units (must be 0). */
  unitsBeyond: number;
  /** Per target: requests the flood got in and the units they hold. */
  held: { produit_id: number; requests: number; units: number }[];
  /** The most units held by one address's requests (its keyed hash). */
  mostPerAddress: number;
}

/** Read once the server has stopped; `seeded` is the last seeded reservation's id. */
export async function checkAfterFlood(
  dataDir: string,
  databaseUrl: string | undefined,
  seeded: number,
): Promise<AfterFlood> {
  const database = await openDatabase({ dataDir, databaseUrl, migrate: false });
  const { db } = database;
  try {
    const over = v.parse(
      Overbooked,
      await db.execute(sql`
        WITH days AS (
          SELECT ru.product_id, d::date AS day, count(*) AS held,
            max((p.location->>'unites')::int) AS units
          FROM rental_units ru JOIN products p ON p.id = ru.product_id
          CROSS JOIN LATERAL generate_series(lower(ru.jours), upper(ru.jours) - 1, interval '1 day') d
          GROUP BY ru.product_id, d::date
        )
        SELECT (SELECT count(*) FROM days WHERE held > units)::int AS days,
          (SELECT count(*) FROM rental_units ru JOIN products p ON p.id = ru.product_id
            WHERE ru.unite > (p.location->>'unites')::int)::int AS beyond`),
    ).rows[0];
    const held = v.parse(
      Held,
      await db.execute(sql`
        SELECT r.product_id AS produit_id, count(DISTINCT r.id)::int AS requests,
          count(ru.unite)::int AS units
        FROM rentals r LEFT JOIN rental_units ru ON ru.rental_id = r.id
        WHERE r.id > ${seeded} AND r.source = 'site'
        GROUP BY r.product_id ORDER BY r.product_id`),
    ).rows;
    const perAddress = v.parse(
      PerAddress,
      await db.execute(sql`
        SELECT max(units)::int AS most FROM (
          SELECT r.origine, count(ru.unite) AS units
          FROM rentals r JOIN rental_units ru ON ru.rental_id = r.id
          WHERE r.id > ${seeded} AND r.statut = 'demande' GROUP BY r.origine) per`),
    ).rows[0];
    return {
      overbookedDays: over?.days ?? -1,
      unitsBeyond: over?.beyond ?? -1,
      held,
      mostPerAddress: perAddress?.most ?? 0,
    };
  } finally {
    await database.close();
  }
}
