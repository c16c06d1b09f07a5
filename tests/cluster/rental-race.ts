/**
 * Rentals through the cluster (issue 39): a product with two units, one already held by a request,
 * then 50 visitors asking for the last one at once through HAProxy, each from an address of its
 * own (X-Forwarded-For, which the instances trust from HAProxy), so the per-address throttle and
 * unit cap let every one of them reach the reservation: only the database decides.
 */
import pg from 'pg';
import * as v from 'valibot';
import type { RentalRequestInput } from '#domain/rentals.schema.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import { request } from './cluster-setup.ts';

export const racers = 50;

const Receipt = v.object({ reference: v.string() });
const Refusal = v.object({ error: v.object({ message: v.string() }) });
const Inserted = v.object({ id: v.number() });
const Held = v.object({ id: v.number(), units: v.number() });

export interface Race {
  productId: number;
  /** The request made first (it holds one unit), then the 50 racers' answers. */
  firstStatus: number;
  statuses: number[];
  /** The 409s' French messages. */
  refusals: string[];
  servedBy: (string | null)[];
  /** The rentals holding units of the product, and the unit rows they hold. */
  holds: { id: number; units: number }[];
  /** The days asked for. */
  debut: string;
  fin: string;
}

/** A rentable product with two units, written straight into the cluster's database. */
async function twoUnitProduct(client: pg.Client): Promise<number> {
  const terms = {
    unites: 2,
    prix_jour: 25,
    prix_semaine: 140,
    prix_mois: null,
    caution: 500,
    duree_min_jours: 1,
    jours_tampon: 1,
    boutiques: ['lafayette'],
    frais_livraison: null,
  };
  const inserted = await client.query(
    'INSERT INTO products (titre, slug, location) VALUES ($1, $2, $3::jsonb) RETURNING id',
    ['Lit médicalisé de la grappe', `lit-grappe-${Date.now()}`, JSON.stringify(terms)],
  );
  return v.parse(Inserted, inserted.rows[0]).id;
}

const body = (produit_id: number, debut: string, fin: string, n: number): RentalRequestInput => ({
  produit_id,
  debut,
  fin,
  quantite: 1,
  nom: `Visiteur ${n}`,
  telephone: `98 ${String(100 + n).padStart(3, '0')} 750`,
  retrait: 'boutique',
  boutique: 'lafayette',
  consentement: true,
});

/** The first request, then the 50 racers at once, all through HAProxy (`url`). */
export async function raceForLastUnit(url: string, databaseUrl: string): Promise<Race> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const productId = await twoUnitProduct(client);
    const debut = addDays(tunisDay(new Date()), 30);
    const fin = addDays(debut, 6);
    const ask = (n: number) =>
      request(url, 'POST', '/api/rentals/requests', {
        json: body(productId, debut, fin, n),
        headers: { 'x-forwarded-for': `192.0.2.${n + 1}` },
      });
    const first = await ask(0);
    if (first.status === 201) v.parse(Receipt, first.body);
    const answers = await Promise.all(Array.from({ length: racers }, (_, n) => ask(n + 1)));
    const held = await client.query(
      `SELECT r.id, count(ru.unite)::int AS units FROM rentals r
       JOIN rental_units ru ON ru.rental_id = r.id WHERE r.product_id = $1 GROUP BY r.id ORDER BY r.id`,
      [productId],
    );
    return {
      productId,
      firstStatus: first.status,
      statuses: answers.map((answer) => answer.status),
      refusals: answers.flatMap((answer) =>
        answer.status === 409 ? [v.parse(Refusal, answer.body).error.message] : [],
      ),
      servedBy: answers.map((answer) => answer.servedBy),
      holds: held.rows.map((row) => v.parse(Held, row)),
      debut,
      fin,
    };
  } finally {
    await client.end();
  }
}

/** How many times each value occurs, as JSON (`{"201":1,"409":49}`), for the test's log. */
export function tally(values: readonly (string | number | null)[]): string {
  const counted: Record<string, number> = {};
  for (const value of values) counted[String(value)] = (counted[String(value)] ?? 0) + 1;
  return JSON.stringify(counted);
}

const Expiry = v.object({ statut: v.string(), lines: v.number(), units: v.number() });

/**
 * Moves the hold of `rentalId` into the past, as if its RENTAL_HOLD_HOURS had run out: the expiry
 * job every instance runs each minute then expires it.
 */
export async function runOutHold(databaseUrl: string, rentalId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "UPDATE rentals SET expire_le = now() - interval '1 second' WHERE id = $1 AND statut = 'demande'",
      [rentalId],
    );
  } finally {
    await client.end();
  }
}

/**
 * The rental's status, the journal lines recording its status turning `after` (a French label),
 * and the unit rows it still holds.
 */
export async function expiryOf(databaseUrl: string, rentalId: number, after: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `SELECT r.statut, (SELECT count(*)::int FROM audit_log a
         WHERE a.entity_type = 'location' AND a.entity_id = r.id::text
           AND a.changes @> jsonb_build_array(jsonb_build_object('field', 'statut', 'after', $2::text))) AS lines,
         (SELECT count(*)::int FROM rental_units ru WHERE ru.rental_id = r.id) AS units
       FROM rentals r WHERE r.id = $1`,
      [rentalId, after],
    );
    return v.parse(Expiry, result.rows[0]);
  } finally {
    await client.end();
  }
}
