/**
 * One reservation's row (issue 39, docs/decisions/037): its product's terms, its reference, its
 * writes. The units it holds are rental-units.ts's; lists are rental-list.repository.ts's.
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';
import { products, rentalReferences, rentals } from '../tables.ts';

export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = typeof rentals.$inferInsert;

/**
 * `modifie_le` to the millisecond: the desk sends back the ISO instant it read (JavaScript's
 * precision) for its optimistic check, and must find it equal.
 */
export const changedNow = sql`date_trunc('milliseconds', now())`;

/** The product as a reservation needs it: its title, whether visitors see it, its terms. */
export async function findRentalProduct(db: Database, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      titre: products.titre,
      est_visible: products.est_visible,
      location: products.location,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export async function findRental(db: Database, id: number): Promise<RentalRow | undefined> {
  const [row] = await db.select().from(rentals).where(eq(rentals.id, id));
  return row;
}

/** The row, locked until the end of the transaction: what a change reads is what it changes. */
export async function lockRental(tx: Database, id: number): Promise<RentalRow | undefined> {
  const [row] = await tx.select().from(rentals).where(eq(rentals.id, id)).for('update');
  return row;
}

export async function insertRental(tx: Database, values: NewRental): Promise<RentalRow> {
  const [row] = await tx.insert(rentals).values(values).returning();
  if (!row) throw new Error('rental insert returned no row');
  return row;
}

export async function updateRental(
  tx: Database,
  id: number,
  set: Partial<NewRental>,
): Promise<RentalRow> {
  const [row] = await tx
    .update(rentals)
    .set({ ...set, modifie_le: changedNow })
    .where(eq(rentals.id, id))
    .returning();
  if (!row) throw new Error(`rental ${id} vanished while locked`);
  return row;
}

/**
 * The year's next number, `LOC-2026-0042` (4 digits at least). Taken last in a reservation's
 * transaction: the counter's row stays locked until it commits, and a refused one takes none.
 */
export async function takeRentalReference(tx: Database, year: number): Promise<string> {
  const [row] = await tx
    .insert(rentalReferences)
    .values({ annee: year, dernier: 1 })
    .onConflictDoUpdate({
      target: rentalReferences.annee,
      set: { dernier: sql`${rentalReferences.dernier} + 1` },
    })
    .returning({ dernier: rentalReferences.dernier });
  if (!row) throw new Error('rental reference not taken');
  return `LOC-${year}-${String(row.dernier).padStart(4, '0')}`;
}

const Sum = v.object({ rows: v.array(v.object({ total: v.number() })) });

/**
 * Units this address holds in requests not yet confirmed (rentals_origine_idx). Locks the address
 * first (until the transaction ends), so two requests from it cannot both pass the cap.
 */
export async function pendingUnitsOfOrigin(tx: Database, origine: string): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`rental-origin:${origine}`}, 0))`,
  );
  const result = await tx.execute(
    sql`select coalesce(sum(${rentals.quantite}), 0)::int as total from ${rentals}
        where ${rentals.origine} = ${origine} and ${rentals.statut} = 'demande'`,
  );
  return v.parse(Sum, result).rows[0]?.total ?? 0;
}

/** Whether the row still reads as this `modifie_le` (the desk's optimistic check). */
export const sameVersion = (row: RentalRow, expected: string) =>
  row.modifie_le.getTime() === Date.parse(expected);
