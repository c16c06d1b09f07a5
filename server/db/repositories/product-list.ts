import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';
import { categories, products } from '../schema.ts';
import { listCaches, listVersion } from './list-cache.ts';
import {
  ascending,
  descending,
  nearerEnd,
  type OrderTerm,
  orderSql,
  reversed,
} from './list-order.ts';
import { baseQuery, type ProductRow, visible } from './products.repository.ts';
import { searchCondition, searchRank } from './search.ts';

// GET /crud/products: a page of a list and its total, from sort indexes and caches (decision 012).
export const productOrderFields = [
  'titre',
  'prix',
  'cree_le',
  'modifie_le',
  'reference',
  'id',
] as const;
export type ProductOrderField = (typeof productOrderFields)[number];

export interface ProductListQuery {
  search?: string | undefined;
  categoryIds?: number[] | undefined;
  subCategoryId?: number | undefined;
  estActif?: boolean | undefined;
  /** Public reads: the product, its category and the category's parent must all be online. */
  onlyVisible: boolean;
  order?: { field: ProductOrderField; direction: 'asc' | 'desc' } | undefined;
  page: number;
  limit: number;
}

/**
 * The ORDER BY of a list, each key as the index serving it is built (schema.ts): ties go to the
 * French title order, then the id. A search without an order ranks title matches first.
 */
function orderTerms(query: ProductListQuery): OrderTerm[] {
  const byTitle = [ascending(products.titre_tri), ascending(products.id)];
  const order = query.order;
  if (!order) {
    const rank = query.search ? searchRank(query.search, rankColumns) : undefined;
    return rank ? [{ key: rank, direction: 'desc', nulls: 'last' }, ...byTitle] : byTitle;
  }
  const asc = order.direction === 'asc';
  switch (order.field) {
    case 'titre':
      return asc ? byTitle : [descending(products.titre_tri), descending(products.id)];
    case 'id':
    case 'reference':
      // Unique: no tie to break.
      return [asc ? ascending(products[order.field]) : descending(products[order.field])];
    default:
      // prix, cree_le, modifie_le: one index per direction, products without a price last.
      return [
        { key: products[order.field], direction: order.direction, nulls: 'last' },
        ...byTitle,
      ];
  }
}

const rankColumns = {
  vector: products.search_vector,
  text: products.search_text,
  title: products.titre_mots,
};

/**
 * Category filters on the stored top-level category: a top-level id takes its sub-categories'
 * products too, a sub-category id its own (left out when its parent is asked for too, so the
 * parts never overlap). Each part walks its own index; null when no id names a category.
 */
async function categoryParts(db: Database, ids: number[]): Promise<SQL[] | null> {
  const found = await db
    .select({ id: categories.id, parent: categories.parent_id })
    .from(categories)
    .where(inArray(categories.id, ids));
  const tops = new Set(found.filter((c) => c.parent === null).map((c) => c.id));
  const parts = found
    .filter((c) => c.parent === null || !tops.has(c.parent))
    .sort((a, b) => a.id - b.id)
    .map((c) =>
      c.parent === null ? eq(products.categorie_racine_id, c.id) : eq(products.categorie_id, c.id),
    );
  return parts.length === 0 ? null : parts;
}

/** What a list selects: `where` for every row, and disjoint `parts` merged in order, if any. */
interface Selection {
  where: SQL | undefined;
  parts: SQL[];
}

async function selection(db: Database, query: ProductListQuery): Promise<Selection | null> {
  const conditions: (SQL | undefined)[] = [];
  if (query.onlyVisible) conditions.push(visible());
  else if (query.estActif !== undefined) conditions.push(eq(products.est_actif, query.estActif));
  if (query.subCategoryId !== undefined)
    conditions.push(eq(products.categorie_id, query.subCategoryId));
  if (query.search) conditions.push(searchCondition(query.search, rankColumns));
  const parts = query.categoryIds?.length ? await categoryParts(db, query.categoryIds) : [];
  if (!parts) return null;
  // One category: a plain condition, walked in one index.
  if (parts.length === 1) return { where: and(...conditions, parts[0]), parts: [] };
  return { where: and(...conditions), parts };
}

/** The exact number of matching products, counted once per filter and catalogue version. */
async function countProducts(
  db: Database,
  chosen: Selection,
  key: string,
  version: number,
): Promise<number> {
  const { totals } = listCaches(db);
  const cached = totals.get(key, version);
  if (cached !== undefined) return cached;
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(matching(chosen));
  const total = counted?.total ?? 0;
  totals.set(key, version, total);
  return total;
}

const matching = (chosen: Selection) =>
  chosen.parts.length ? and(chosen.where, or(...chosen.parts)) : chosen.where;

/**
 * A search in relevance order: its ranking (search.ts `searchRank`) reads the short columns of
 * every match, so the ranked ids are kept per search and catalogue version; every page and the
 * total then come from them, and only the page's rows are read.
 */
async function rankedIds(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  key: string,
  version: number,
): Promise<number[]> {
  const { rankings } = listCaches(db);
  const cached = rankings.get(key, version);
  if (cached) return cached;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(matching(chosen))
    .orderBy(...orderSql(terms));
  const ids = rows.map((row) => row.id);
  rankings.set(key, version, ids, Math.max(1, ids.length));
  return ids;
}

/** The rows of `ids`, in that order, with their category names. */
async function rowsOf(db: Database, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const found = await baseQuery(db).where(inArray(products.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/**
 * One page from the sort indexes: the page's ids first (an ordered walk stopped after the page;
 * skipped rows are never fetched, joined or de-TOASTed), then only those rows with their
 * category names.
 */
async function readPage(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  read: { offset: number; limit: number },
): Promise<ProductRow[]> {
  if (chosen.parts.length > 0) return readMergedPage(db, chosen, terms, read);
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(chosen.where)
    .orderBy(...orderSql(terms))
    .limit(read.limit)
    .offset(read.offset)
    .as('page');
  return baseQuery(db)
    .innerJoin(page, eq(products.id, page.id))
    .orderBy(...orderSql(terms));
}

const IdRows = v.object({ rows: v.array(v.object({ id: v.number() })) });

/**
 * Several categories: one walk per part, each stopped after `offset + limit` rows, merged in
 * the same order (UNION ALL of ordered, limited subqueries: the parts are merged, not sorted).
 */
async function readMergedPage(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  read: { offset: number; limit: number },
): Promise<ProductRow[]> {
  const columns = terms.map((_, index) => sql.raw(`k${index}`));
  const selected = sql.join(
    terms.map((term, index) => sql`${term.key} as ${columns[index]}`),
    sql`, `,
  );
  const order = sql.join(orderSql(terms), sql`, `);
  const walks = chosen.parts.map(
    (part) =>
      sql`(select ${products.id} as id, ${selected} from ${products} where ${and(chosen.where, part)} order by ${order} limit ${read.offset + read.limit})`,
  );
  const merged = orderSql(terms.map((term, index) => ({ ...term, key: columns[index] ?? sql`1` })));
  const result = await db.execute(
    sql`select id from (${sql.join(walks, sql` union all `)}) as walks order by ${sql.join(merged, sql`, `)} limit ${read.limit} offset ${read.offset}`,
  );
  return rowsOf(
    db,
    v.parse(IdRows, result).rows.map((row) => row.id),
  );
}

export async function listProducts(db: Database, query: ProductListQuery) {
  const chosen = await selection(db, query);
  if (chosen === null) return { rows: [], total: 0 };
  const key = JSON.stringify([
    query.onlyVisible,
    query.estActif,
    query.categoryIds,
    query.subCategoryId,
    query.search,
  ]);
  const offset = (query.page - 1) * query.limit;
  const terms = orderTerms(query);
  const version = await listVersion(db, 'products');
  if (query.search && !query.order) {
    const ids = await rankedIds(db, chosen, terms, key, version);
    return { rows: await rowsOf(db, ids.slice(offset, offset + query.limit)), total: ids.length };
  }
  const total = await countProducts(db, chosen, key, version);
  const read = nearerEnd(offset, query.limit, total);
  if (read.limit === 0) return { rows: [], total };
  const rows = await readPage(db, chosen, read.reverse ? reversed(terms) : terms, read);
  return { rows: read.reverse ? rows.reverse() : rows, total };
}
