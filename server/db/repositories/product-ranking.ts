import { serverLimits } from '#config';
import type { Database } from '../connection.ts';
import { products } from '../tables.ts';
import { listCaches, listVersionColumn, type Reading } from './list-cache.ts';
import { type OrderTerm, orderSql } from './list-order.ts';
import { matching, type PageRead, rowsOf, type Selection } from './product-page.repository.ts';
import type { ProductRow } from './products.repository.ts';

// A search in relevance order (decision 012 point 5): its best-ranked ids kept per version.

/** The best-ranked ids of a search, and whether they are all of its matches. */
export interface Ranking {
  ids: number[];
  complete: boolean;
}

/**
 * A search in relevance order: its ranking (search.ts `searchRank`) reads the short columns of
 * every match, so the best-ranked ids (at most `serverLimits.listCache.rankedPerSearch`) are kept per
 * search and catalogue version; the pages within them cost a slice and a primary-key look-up.
 */
export async function ranking(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  key: string,
  reading: Reading,
): Promise<Ranking> {
  const { rankings } = listCaches(db);
  const cached = rankings.get(key, reading.version);
  if (cached) return cached;
  const kept = serverLimits.listCache.rankedPerSearch;
  const rows = await db
    .select({ id: products.id, list_version: listVersionColumn() })
    .from(products)
    .where(matching(chosen))
    .orderBy(...orderSql(terms))
    .limit(kept + 1);
  reading.saw(rows);
  const found = { ids: rows.slice(0, kept).map((row) => row.id), complete: rows.length <= kept };
  rankings.set(key, rows[0]?.list_version ?? reading.version, found, Math.max(1, found.ids.length));
  return found;
}

/**
 * A page of a search in relevance order: from its ranking, or, past the ids kept (a page nobody
 * reaches by clicking), ranked again for that page alone.
 */
export async function rankedPage(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  read: PageRead,
  reading: Reading,
  ranked: Ranking,
): Promise<ProductRow[]> {
  const end = read.offset + read.limit;
  if (ranked.complete || end <= ranked.ids.length) {
    return rowsOf(db, ranked.ids.slice(read.offset, end), reading);
  }
  const rows = await db
    .select({ id: products.id, list_version: listVersionColumn() })
    .from(products)
    .where(matching(chosen))
    .orderBy(...orderSql(terms))
    .limit(read.limit)
    .offset(read.offset);
  reading.saw(rows);
  return rowsOf(
    db,
    rows.map((row) => row.id),
    reading,
  );
}
