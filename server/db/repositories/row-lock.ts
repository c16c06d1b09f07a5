import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';

/**
 * Locks one row until the end of the transaction `tx`, so what a write reads before changing it
 * is exactly what it changes: the journal's "before" (issue 23). FOR NO KEY UPDATE, the lock an
 * UPDATE takes anyway: rows referring to it (a product's category) can still be written
 * meanwhile. No-op when the row does not exist.
 */
export async function lockRow(tx: Database, table: PgTable, id: PgColumn, value: number) {
  await tx.execute(sql`select 1 from ${table} where ${id} = ${value} for no key update`);
}

/**
 * Locks the rows of `ids` that exist (as `lockRow`), in id order so two bulk writes over the same
 * rows wait for each other instead of deadlocking; returns the ids it found.
 */
export async function lockRows(
  tx: Database,
  table: PgTable,
  id: PgColumn,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await tx
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]))
    .orderBy(id)
    .for('no key update');
  return new Set(rows.map((row) => Number(row.id)));
}
