import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of an ORDER BY, written exactly as the index that serves it is built (direction and
 * NULLS placement both count: `prix DESC NULLS LAST` is not the backward scan of `prix ASC`).
 */
export interface OrderTerm {
  key: PgColumn | SQL;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

export const ascending = (key: PgColumn | SQL): OrderTerm => ({
  key,
  direction: 'asc',
  nulls: 'last',
});

/** The backward scan of an ascending index: what a NOT NULL key sorted descending must say. */
export const descending = (key: PgColumn | SQL): OrderTerm => ({
  key,
  direction: 'desc',
  nulls: 'first',
});

/** The same order read from its end: every index that serves `terms` serves it backwards. */
export function reversed(terms: readonly OrderTerm[]): OrderTerm[] {
  return terms.map(({ key, direction, nulls }) => ({
    key,
    direction: direction === 'asc' ? 'desc' : 'asc',
    nulls: nulls === 'first' ? 'last' : 'first',
  }));
}

export function orderSql(terms: readonly OrderTerm[]): SQL[] {
  return terms.map(
    ({ key, direction, nulls }) => sql`${key} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`,
  );
}

/**
 * Rows `offset`…`offset + limit` of an ordered list of `total` rows, read from whichever end is
 * nearer: OFFSET walks every skipped index entry, so the last page of 100,000 rows read backwards
 * costs what the first page does. `reverse` says to read `terms` backwards, then flip the rows.
 */
export function nearerEnd(
  offset: number,
  limit: number,
  total: number | undefined,
): { offset: number; limit: number; reverse: boolean } {
  if (total === undefined || offset + limit <= total - offset) {
    return { offset, limit, reverse: false };
  }
  const end = Math.min(total, offset + limit);
  return { offset: Math.max(0, total - end), limit: Math.max(0, end - offset), reverse: true };
}
