/**
 * A claim no single unit can take for the whole stay, though every day has a unit free
 * (domain/rental-packing.ts): the reservations not yet started change unit to make room, inside
 * the claim's transaction and its lock on the product's units (rental-units.ts).
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { packUnits } from '#domain/rental-packing.ts';
import type { Database } from '../connection.ts';

/** A reservation's claim on a product's units (rental-units.ts `UnitClaim`). */
export interface RepackClaim {
  rentalId: number;
  productId: number;
  /** The product's units now (its terms). */
  units: number;
  quantite: number;
  /** The blocked days: `from` included, `until` excluded (`fin + 1 + jours_tampon`). */
  from: string;
  until: string;
}

const Rows = v.object({
  rows: v.array(
    v.object({
      rental_id: v.number(),
      unite: v.number(),
      from: v.string(),
      until: v.string(),
      movable: v.boolean(),
    }),
  ),
});

/**
 * The product's unit rows that end after today. Movable: those of a reservation held or confirmed
 * whose days start today or later; any row they overlap ends after today, so it is read too.
 * Their reservations are locked first: one expiring, handed over or cancelled meanwhile is read as
 * it is once that change is committed, never moved from a state it left.
 */
async function unitRows(tx: Database, productId: number) {
  await tx.execute(sql`
    select id from rentals
    where product_id = ${productId}::int and statut in ('demande', 'confirmee')
      and fin >= current_date
    order by id
    for update`);
  const result = await tx.execute(sql`
    select ru.rental_id, ru.unite, lower(ru.jours)::text as "from", upper(ru.jours)::text as "until",
      (r.statut in ('demande', 'confirmee') and lower(ru.jours) >= current_date) as movable
    from rental_units ru join rentals r on r.id = ru.rental_id
    where ru.product_id = ${productId}::int and upper(ru.jours) > current_date`);
  return v.parse(Rows, result).rows;
}

/**
 * Moves what must move and takes the claim's units; null when some day of the claim has fewer
 * units free than it asks (nothing is changed then). The rows that move are deleted, then written
 * again with the claim's in one statement: the exclusion constraint checks only the end result.
 */
export async function repackUnits(tx: Database, claim: RepackClaim): Promise<number[] | null> {
  const rows = await unitRows(tx, claim.productId);
  const packing = packUnits({
    units: claim.units,
    fixed: rows.filter((row) => !row.movable),
    movable: rows.filter((row) => row.movable).map((row) => ({ ...row, rentalId: row.rental_id })),
    claim,
  });
  if (!packing) return null;
  for (const row of packing.moved) {
    await tx.execute(sql`
      delete from rental_units
      where rental_id = ${row.rentalId}::int and unite = ${row.unite}::int`);
  }
  const written = [
    ...packing.moved.map((row) => ({ ...row, unite: row.to })),
    ...packing.claimed.map((unite) => ({ ...claim, unite })),
  ].map(
    (row) =>
      sql`(${row.rentalId}::int, ${claim.productId}::int, ${row.unite}::int, daterange(${row.from}::date, ${row.until}::date))`,
  );
  await tx.execute(sql`
    insert into rental_units (rental_id, product_id, unite, jours)
    values ${sql.join(written, sql`, `)}`);
  return packing.claimed;
}
