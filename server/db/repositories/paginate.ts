import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';

/** The page a list asks for (SPEC §7 `page`, from 1, and `limit`). */
export interface PageQuery {
  page: number;
  limit: number;
}

/** A list's answer (SPEC §7): the rows of one page and how many rows the whole list has. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** How many rows come before page `query.page`. */
export const pageOffset = (query: PageQuery): number => (query.page - 1) * query.limit;

/**
 * Page `query.page` of the ordered `select` (built with `$dynamic()`) and its total: counted
 * alongside the page when `total` is a promise, or after it, from the rows it read, when it is a
 * function (the articles' count is kept per list version, which the page's statement reads).
 */
export async function paginate<TSelect extends PgSelect>(
  select: TSelect,
  query: PageQuery,
  total: Promise<number> | ((rows: Awaited<TSelect>) => Promise<number>),
): Promise<{ rows: Awaited<TSelect>; total: number }> {
  const page = select.limit(query.limit).offset(pageOffset(query));
  if (typeof total !== 'function') {
    const [rows, counted] = await Promise.all([page, total]);
    return { rows, total: counted };
  }
  const rows = await page;
  return { rows, total: await total(rows) };
}

/** How many rows of `table` match `where`. */
export async function countRows(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
