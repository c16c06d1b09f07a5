import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { products } from '../tables.ts';
import { categoryTree } from './category-tree.ts';
import { listCaches, listVersion, listVersionColumn, Reading } from './list-cache.ts';
import { ascending, descending, nearerEnd, type OrderTerm, reversed } from './list-order.ts';
import { type Page, type PageQuery, pageOffset } from './paginate.ts';
import { matching, readPage, type Selection } from './product-page.repository.ts';
import { rankedPage, ranking } from './product-ranking.ts';
import { type ProductRow, visible } from './products.repository.ts';
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

export interface ProductListQuery extends PageQuery {
  search?: string | undefined;
  categoryIds?: number[] | undefined;
  subCategoryId?: number | undefined;
  estActif?: boolean | undefined;
  /** Public reads: the product, its category and the category's parent must all be online. */
  onlyVisible: boolean;
  order?: { field: ProductOrderField; direction: 'asc' | 'desc' } | undefined;
}

/**
 * The ORDER BY of a list, each key as the index serving it is built (tables.ts): ties go to the
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
async function categoryParts(db: Database, ids: number[], reading: Reading) {
  const tree = await categoryTree(db, reading);
  const found = ids.flatMap((id) => {
    const category = tree.get(id);
    return category ? [{ id, parent: category.parent }] : [];
  });
  const tops = new Set(found.filter((c) => c.parent === null).map((c) => c.id));
  const parts = found
    .filter((c) => c.parent === null || !tops.has(c.parent))
    .sort((a, b) => a.id - b.id)
    .map((c) => ({
      // The part's own key: `r` walks a top-level category, `c` a sub-category.
      key: `${c.parent === null ? 'r' : 'c'}${c.id}`,
      condition:
        c.parent === null
          ? eq(products.categorie_racine_id, c.id)
          : eq(products.categorie_id, c.id),
    }));
  return parts.length === 0 ? null : parts;
}

export async function selection(
  db: Database,
  query: ProductListQuery,
  reading: Reading,
): Promise<Selection | null> {
  const conditions: (SQL | undefined)[] = [];
  if (query.onlyVisible) conditions.push(visible());
  else if (query.estActif !== undefined) conditions.push(eq(products.est_actif, query.estActif));
  if (query.subCategoryId !== undefined)
    conditions.push(eq(products.categorie_id, query.subCategoryId));
  if (query.search) conditions.push(searchCondition(query.search, rankColumns));
  const parts = query.categoryIds?.length
    ? await categoryParts(db, query.categoryIds, reading)
    : [];
  if (!parts) return null;
  const { onlyVisible, estActif, subCategoryId, search } = query;
  const shape = JSON.stringify([
    onlyVisible,
    estActif,
    subCategoryId,
    search,
    parts.map((p) => p.key),
  ]);
  // One category: a plain condition, walked in one index.
  if (parts.length === 1) {
    return { where: and(...conditions, parts[0]?.condition), parts: [], shape };
  }
  return { where: and(...conditions), parts: parts.map((part) => part.condition), shape };
}

/** The exact number of matching products, counted once per filter and catalogue version. */
async function countProducts(
  db: Database,
  chosen: Selection,
  key: string,
  reading: Reading,
): Promise<number> {
  const { totals } = listCaches(db);
  const cached = totals.get(key, reading.version);
  if (cached !== undefined) return cached;
  const counted = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), list_version: listVersionColumn() })
    .from(products)
    .where(matching(chosen));
  reading.saw(counted);
  const [row] = counted;
  const total = row?.total ?? 0;
  totals.set(key, row?.list_version ?? reading.version, total);
  return total;
}

/**
 * A page and its total. The list assumes the version the previous list saw (list-cache.ts) and
 * needs no statement of its own to read it; when a statement saw another (a write came in
 * between), it is read again at that version. Writes landing between every attempt leave the
 * last answer standing, as exact as a read of several statements can be.
 */
export async function listProducts(db: Database, query: ProductListQuery) {
  return (await listProductsAt(db, query)).page;
}

/**
 * `listProducts`, with the catalogue version its page was read at; `known`, a version just read,
 * is assumed first instead of the previous list's.
 */
export async function listProductsAt(
  db: Database,
  query: ProductListQuery,
  known?: number,
): Promise<{ page: Page<ProductRow>; version: number }> {
  const caches = listCaches(db);
  let listed: Page<ProductRow> = { rows: [], total: 0 };
  let assumed = known ?? caches.version;
  let seen = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reading = new Reading(assumed ?? (await listVersion(db, 'products')));
    listed = await listAt(db, query, reading);
    // No statement returned a row: the version is read on its own.
    seen =
      reading.changed ?? (reading.confirmed ? reading.version : await listVersion(db, 'products'));
    caches.version = seen;
    if (seen === reading.version) return { page: listed, version: seen };
    assumed = seen;
  }
  return { page: listed, version: seen };
}

/**
 * The list as of the version `reading` assumes, its statements noting the one they saw. Not
 * `paginate`: the total comes first, since it says from which end the page is read.
 */
async function listAt(
  db: Database,
  query: ProductListQuery,
  reading: Reading,
): Promise<Page<ProductRow>> {
  const chosen = await selection(db, query, reading);
  if (chosen === null) return { rows: [], total: 0 };
  // Totals and rankings are kept under the selection's shape: the same rows, however asked for.
  const key = chosen.shape;
  const offset = pageOffset(query);
  const terms = orderTerms(query);
  if (query.search && !query.order) {
    const ranked = await ranking(db, chosen, terms, key, reading);
    const total = ranked.complete
      ? ranked.ids.length
      : await countProducts(db, chosen, key, reading);
    const read = { offset, limit: query.limit };
    return { rows: await rankedPage(db, chosen, terms, read, reading, ranked), total };
  }
  const total = await countProducts(db, chosen, key, reading);
  const read = nearerEnd(offset, query.limit, total);
  if (read.limit === 0) return { rows: [], total };
  const order = read.reverse ? reversed(terms) : terms;
  const shape = JSON.stringify([chosen.shape, query.order, read.reverse]);
  const rows = await readPage(db, chosen, order, read, reading, shape);
  return { rows: read.reverse ? rows.reverse() : rows, total };
}
