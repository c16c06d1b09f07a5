import { sql } from 'drizzle-orm';
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
