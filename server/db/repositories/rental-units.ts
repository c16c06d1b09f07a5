/**
 * The units a reservation holds (issue 39, docs/decisions/037): one `rental_units` row per unit
 * number with the days it is blocked. The exclusion constraint `rental_units_no_overlap` is the
 * rule; the code only picks the lowest free numbers and, when a concurrent reservation took one
 * first (SQLSTATE 23P01), picks again among those left.
 */
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';
import { pgErrorInfo } from '../pg-error.ts';
import { rentalUnits } from '../tables.ts';
import { type RepackClaim, repackUnits } from './rental-repack.ts';

/**
 * 23P01: two rows of one unit overlap; 23514: a unit above the product's (units lowered);
 * 40P01: a deadlock between two claims (none while both take the product's lock below).
 */
const raceCodes = new Set(['23P01', '23514', '40P01']);
/** Tries after a concurrent reservation took a unit first: each sees the units taken so far. */
const maxAttempts = 5;

const Units = v.object({ rows: v.array(v.object({ unite: v.number() })) });

export interface UnitClaim extends RepackClaim {
  /** Numbers to take first when free (a reservation moved keeps its units when it can). */
  preferred?: readonly number[];
}

/**
 * Claims on one product's units take turns until their transactions end: two claims of
 * overlapping days would otherwise each wait on the other's uncommitted rows (a deadlock). The
 * exclusion constraint stays the rule; this only orders the claims. Other products are not held.
 */
async function lockProductUnits(tx: Database, productId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`rental-units:${productId}`}, 0))`,
  );
}

const daysOf = (from: string, until: string) => sql`daterange(${from}::date, ${until}::date)`;

function insertFreeUnits(tx: Database, claim: UnitClaim) {
  const order = claim.preferred?.length
    ? sql`(u in (${sql.join(
        claim.preferred.map((unit) => sql`${unit}::int`),
        sql`, `,
      )})) desc, u`
    : sql`u`;
  return tx.execute(sql`
    insert into rental_units (rental_id, product_id, unite, jours)
    select ${claim.rentalId}::int, ${claim.productId}::int, u, ${daysOf(claim.from, claim.until)}
    from generate_series(1, ${claim.units}::int) as u
    where not exists (
      select 1 from rental_units taken
      where taken.product_id = ${claim.productId}::int and taken.unite = u
        and taken.jours && ${daysOf(claim.from, claim.until)})
    order by ${order}
    limit ${claim.quantite}::int
    returning unite`);
}

/**
 * Takes `quantite` free units for the claim's days, lowest numbers first (preferred ones before),
 * inside the caller's transaction. When fewer units are free for the whole stay though every day
 * has enough, reservations not yet started change unit to make room (repackUnits). Answers the
 * numbers taken, or null when some day has too few: the caller then rolls back (the rows written
 * so far go with it). A unit taken meanwhile by another transaction is tried again inside a
 * savepoint, a few times, never surfacing as an error.
 */
export async function assignUnits(tx: Database, claim: UnitClaim): Promise<number[] | null> {
  await lockProductUnits(tx, claim.productId);
  for (let attempt = 1; ; attempt += 1) {
    await tx.execute(sql`savepoint rental_units_claim`);
    try {
      const taken = v.parse(Units, await insertFreeUnits(tx, claim)).rows.map((row) => row.unite);
      if (taken.length === claim.quantite) {
        await tx.execute(sql`release savepoint rental_units_claim`);
        return taken.sort((a, b) => a - b);
      }
      await tx.execute(sql`rollback to savepoint rental_units_claim`);
      return await repackUnits(tx, claim);
    } catch (error) {
      await tx.execute(sql`rollback to savepoint rental_units_claim`);
      if (!raceCodes.has(pgErrorInfo(error)?.code ?? '')) throw error;
      if (attempt >= maxAttempts) return null;
    }
  }
}

/** Frees every unit of a reservation (cancelled, expired, or about to be re-assigned). */
export async function releaseUnits(tx: Database, rentalIds: readonly number[]): Promise<void> {
  if (rentalIds.length === 0) return;
  await tx.delete(rentalUnits).where(inArray(rentalUnits.rental_id, [...rentalIds]));
}

/**
 * A return: the units are blocked until `until` (excluded) at the latest, never longer (and at
 * least their first day: a range is never empty).
 */
export async function shortenUnits(tx: Database, rentalId: number, until: string): Promise<void> {
  await tx.execute(sql`
    update rental_units
    set jours = daterange(lower(jours), greatest(lower(jours) + 1, least(upper(jours), ${until}::date)))
    where rental_id = ${rentalId}::int`);
}

/**
 * A return undone: the units' whole days again. Null when another reservation took the days the
 * return freed (the caller answers 409); the rows are left as they were.
 */
export async function restoreUnitDays(
  tx: Database,
  claim: { rentalId: number; productId: number; from: string; until: string },
): Promise<boolean> {
  const { rentalId, from, until } = claim;
  await lockProductUnits(tx, claim.productId);
  await tx.execute(sql`savepoint rental_units_restore`);
  try {
    await tx.execute(sql`
      update rental_units set jours = ${daysOf(from, until)} where rental_id = ${rentalId}::int`);
    await tx.execute(sql`release savepoint rental_units_restore`);
    return true;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint rental_units_restore`);
    if (pgErrorInfo(error)?.code !== '23P01') throw error;
    return false;
  }
}

/** The unit numbers each reservation holds, in order. */
export async function unitsOfRentals(
  db: Database,
  rentalIds: readonly number[],
): Promise<Map<number, number[]>> {
  const units = new Map<number, number[]>();
  if (rentalIds.length === 0) return units;
  const rows = await db
    .select({ rental_id: rentalUnits.rental_id, unite: rentalUnits.unite })
    .from(rentalUnits)
    .where(inArray(rentalUnits.rental_id, [...rentalIds]))
    .orderBy(rentalUnits.rental_id, rentalUnits.unite);
  for (const row of rows)
    units.set(row.rental_id, [...(units.get(row.rental_id) ?? []), row.unite]);
  return units;
}
