/**
 * Reservations for `npm run bench:rentals` (issue 39), generated in SQL on either database: the
 * demo's rentable products plus enough others made rentable to reach `products` (1 to 12 units
 * each, 0 to 2 buffer days), then exactly `reservations` reservations over the 600 days before
 * today and the 150 after it. Each unit's days are cut into slots of 20 to 44 days (per product,
 * staggered per pair of units); about 8 slots in 10 are taken, by one unit or now and then by a
 * pair of units rented together, for the product's minimum duration up to the whole slot less its
 * buffer, so no two reservations of a unit overlap. Statuses follow the dates: returned (some
 * cancelled or expired) before today, handed over across today (a few late returns), confirmed or
 * held (`demande`, expiring in a few hours) after it, some cancelled. Cancelled and expired ones
 * hold no units; every other one has its `rental_units` rows, checked by the exclusion constraint
 * as they go in. References are numbered per year of creation, and rental_references follows.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';

export interface RentalSeed {
  /** Rentable products wanted in all (the demo's eight included). */
  products: number;
  reservations: number;
  now: Date;
}

const Counts = v.object({
  rows: v.array(v.object({ rentals: v.number(), units: v.number(), products: v.number() })),
});

/** Seeds the rentals; answers what went in. */
export async function seedRentals(db: Database, { products, reservations, now }: RentalSeed) {
  const today = tunisDay(now);
  await makeRentable(db, products);
  await db.transaction(async (tx) => {
    await tx.execute(
      planStatement({ first: addDays(today, -600), today, last: addDays(today, 150) }),
    );
    await tx.execute(sql.raw(insertRentals(reservations, now)));
    await tx.execute(sql.raw(insertUnits));
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('rentals', 'id'), (SELECT max(id) FROM rentals))`,
    );
    await tx.execute(sql.raw(references));
  });
  await db.execute(sql`VACUUM ANALYZE rentals`);
  await db.execute(sql`VACUUM ANALYZE rental_units`);
  const counts = v.parse(
    Counts,
    await db.execute(sql`SELECT (SELECT count(*) FROM rentals)::int AS rentals,
      (SELECT count(*) FROM rental_units)::int AS units,
      (SELECT count(*) FROM products WHERE location IS NOT NULL)::int AS products`),
  ).rows[0];
  if (counts?.rentals !== reservations)
    throw new Error(`${counts?.rentals} reservations seeded, ${reservations} wanted`);
  return counts;
}

/** Terms on active products not rented yet, in id order, until `products` are rentable. */
async function makeRentable(db: Database, products: number) {
  await db.execute(sql`
    WITH chosen AS (
      SELECT id, abs(hashint4(id)) AS h FROM products
      WHERE location IS NULL AND est_actif ORDER BY id
      LIMIT greatest(0, ${products} - (SELECT count(*) FROM products WHERE location IS NOT NULL))
    )
    UPDATE products p SET location = jsonb_build_object(
      'unites', 1 + c.h % 12,
      'prix_jour', 5 + c.h / 13 % 40,
      'prix_semaine', (5 + c.h / 13 % 40) * 6,
      'prix_mois', CASE WHEN c.h % 5 = 0 THEN NULL ELSE (5 + c.h / 13 % 40) * 20 END,
      'caution', 100 * (1 + c.h / 7 % 10),
      'duree_min_jours', CASE WHEN c.h % 3 = 0 THEN 7 ELSE 1 END,
      'jours_tampon', c.h / 3 % 3,
      'boutiques', CASE WHEN c.h % 4 = 0 THEN '["lafayette"]'::jsonb
        ELSE '["centre-urbain-nord", "lafayette"]'::jsonb END,
      'frais_livraison', CASE WHEN c.h % 6 = 0 THEN NULL ELSE 30 END)
    FROM chosen c WHERE p.id = c.id`);
}

/**
 * bench_rental_plan: one row per candidate reservation (product, first unit, quantity, days), in
 * a temporary table dropped at commit.
 */
function planStatement({ first, today, last }: { first: string; today: string; last: string }) {
  return sql.raw(`CREATE TEMP TABLE bench_rental_plan ON COMMIT DROP AS
  WITH rentable AS (
    SELECT id, titre, location AS terms, (location->>'unites')::int AS units,
      (location->>'jours_tampon')::int AS tampon, (location->>'duree_min_jours')::int AS dmin,
      20 + abs(hashint4(id + 7)) % 25 AS slot
    FROM products WHERE location IS NOT NULL
  ),
  slots AS (
    SELECT r.*, u AS unite, k, (u + 1) / 2 AS pair,
      2 * ((u + 1) / 2) <= r.units AND abs(hashint8(r.id * 1000000 + ((u + 1) / 2) * 1000 + k)) % 8 = 0 AS paired,
      abs(hashint8(r.id * 1000000 + u * 1000 + k)) AS own,
      abs(hashint8(-(r.id * 1000000 + ((u + 1) / 2) * 1000 + k))) AS shared,
      '${first}'::date + k * r.slot + (((u + 1) / 2) * 5) % r.slot AS slot_start
    FROM rentable r CROSS JOIN generate_series(1, r.units) u
    CROSS JOIN generate_series(0, (('${last}'::date - '${first}'::date) / 20)::int) k
  ),
  leads AS (
    SELECT s.*, CASE WHEN paired THEN shared ELSE own END AS h FROM slots s
    WHERE NOT (paired AND unite % 2 = 0)
  ),
  dated AS (
    SELECT l.*, l.slot_start + (h % 3)::int AS debut,
      l.dmin + (h / 7 % (l.slot - 2 - l.tampon - l.dmin + 1))::int AS days
    FROM leads l WHERE h / 3 % 10 < 8
  )
  SELECT row_number() OVER (ORDER BY abs(hashint8(id * 7919 + unite * 104729 + k))) AS n,
    id AS product_id, titre, terms, unite, CASE WHEN paired THEN 2 ELSE 1 END AS quantite,
    debut, debut + days - 1 AS fin, tampon, days, h,
    CASE
      WHEN debut + days - 1 < '${today}'::date THEN
        CASE WHEN h % 50 = 0 AND debut + days - 1 >= '${today}'::date - 5 THEN 'en_cours'
          WHEN h % 25 < 2 THEN 'annulee' WHEN h % 25 = 2 THEN 'expiree' ELSE 'retournee' END
      WHEN debut <= '${today}'::date THEN 'en_cours'
      WHEN h % 20 < 3 THEN 'demande' WHEN h % 20 < 5 THEN 'annulee' ELSE 'confirmee'
    END AS statut
  FROM dated WHERE debut <= '${last}'::date`);
}

const pick = (values: string[], hash: string) =>
  `(array[${values.map((value) => `'${value}'`).join(', ')}])[1 + (${hash} % ${values.length})::int]`;

/** The first `count` candidates (in hash order) as reservations, ids 1…count. */
function insertRentals(count: number, now: Date) {
  const at = `'${now.toISOString()}'::timestamptz`;
  return `WITH chosen AS (
    SELECT p.*, (p.debut - 1 - (h / 11 % 20)::int)::timestamp AT TIME ZONE 'Africa/Tunis'
        + make_interval(mins => 480 + (h / 13 % 600)::int) AS made,
      CASE WHEN statut = 'demande' THEN 'site' WHEN h / 17 % 5 < 3 THEN 'site' ELSE 'bureau' END AS source,
      (terms->>'prix_jour')::numeric AS pj, (terms->>'prix_semaine')::numeric AS ps,
      (terms->>'prix_mois')::numeric AS pm, (terms->>'caution')::numeric AS caution,
      (terms->>'frais_livraison')::numeric AS fl, h / 19 % 3 = 0 AND terms->>'frais_livraison' IS NOT NULL AS delivered
    FROM bench_rental_plan p WHERE n <= ${count}
  ), priced AS (
    SELECT c.*, CASE WHEN pm IS NULL THEN 0 ELSE days / 30 END AS mois,
      CASE WHEN pm IS NULL THEN days / 7 ELSE days % 30 / 7 END AS semaines, days % 7 AS jours
    FROM chosen c
  )
  INSERT INTO rentals (id, reference, product_id, produit_titre, quantite, debut, fin, jours_tampon,
    statut, statut_change_le, expire_le, source, nom, telephone, email, retrait, boutique, adresse,
    note, prix_location, detail_prix, caution, frais_livraison, total, origine, rendu_le, cree_par,
    cree_le, modifie_le)
  SELECT n, 'BENCH-' || n, product_id, titre, quantite, debut, fin, tampon, statut,
    least(made + interval '1 hour', ${at}),
    CASE WHEN statut = 'demande' THEN ${at} + make_interval(hours => 1 + (h % 23)::int)
      WHEN statut = 'expiree' THEN made + interval '24 hours' END,
    source,
    ${pick(['Amira', 'Mohamed', 'Sana', 'Karim', 'Leila', 'Hedi', 'Nour', 'Sami', 'Ines', 'Walid'], 'h / 23')}
      || ' ' || ${pick(['Ben Salah', 'Trabelsi', 'Jaziri', 'Gharbi', 'Mansouri', 'Hamdi', 'Bouazizi', 'Chaabane'], 'h / 29')},
    '+216' || ${pick(['2', '5', '9', '9'], 'h / 31')} || lpad((h / 37 % 10000000)::text, 7, '0'),
    CASE WHEN h / 41 % 3 = 0 THEN 'client' || (h / 43 % 100000) || '@exemple.tn' END,
    CASE WHEN delivered THEN 'livraison' ELSE 'boutique' END,
    CASE WHEN delivered THEN NULL ELSE terms->'boutiques'->>((h / 47 % jsonb_array_length(terms->'boutiques'))::int) END,
    CASE WHEN delivered THEN (h / 53 % 200) || ' avenue Habib Bourguiba, Tunis' END,
    CASE WHEN h / 59 % 4 = 0 THEN 'Appeler avant de passer.' END,
    quantite * (mois * coalesce(pm, 0) + semaines * coalesce(ps, 7 * pj) + jours * pj),
    jsonb_build_object('mois', mois, 'semaines', semaines, 'jours', jours),
    quantite * caution, CASE WHEN delivered THEN fl ELSE 0 END,
    quantite * (mois * coalesce(pm, 0) + semaines * coalesce(ps, 7 * pj) + jours * pj)
      + CASE WHEN delivered THEN fl ELSE 0 END,
    CASE WHEN source = 'site' AND statut IN ('demande', 'confirmee') THEN md5('bench-' || (h / 61 % 5000)) END,
    CASE WHEN statut = 'retournee' THEN fin END,
    NULL, least(made, ${at}), least(made + interval '1 hour', ${at})
  FROM priced ORDER BY n`;
}

/** Every reservation not cancelled nor expired holds its units, buffer days included. */
const insertUnits = `INSERT INTO rental_units (rental_id, product_id, unite, jours)
  SELECT p.n, p.product_id, p.unite + q, daterange(p.debut, p.fin + 1 + p.tampon)
  FROM bench_rental_plan p JOIN rentals r ON r.id = p.n
  CROSS JOIN generate_series(0, p.quantite - 1) q
  WHERE r.statut NOT IN ('annulee', 'expiree')`;

/** LOC-<year>-<number>, numbered per year of creation; the API's next number follows on. */
const references = `WITH numbered AS (
    SELECT id, extract(year FROM cree_le AT TIME ZONE 'Africa/Tunis')::int AS annee,
      row_number() OVER (PARTITION BY extract(year FROM cree_le AT TIME ZONE 'Africa/Tunis')
        ORDER BY cree_le, id) AS numero
    FROM rentals WHERE reference LIKE 'BENCH-%'
  ), renamed AS (
    UPDATE rentals r SET reference = 'LOC-' || n.annee || '-' || lpad(n.numero::text, 4, '0')
    FROM numbered n WHERE r.id = n.id RETURNING n.annee, n.numero
  )
  INSERT INTO rental_references (annee, dernier)
  SELECT annee, max(numero) FROM renamed GROUP BY annee
  ON CONFLICT (annee) DO UPDATE SET dernier = greatest(rental_references.dernier, excluded.dernier)`;
