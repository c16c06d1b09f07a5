import { and, eq, type SQL, sql } from 'drizzle-orm';
import { emptySynonymIndex, type SynonymIndex } from '#domain/search-synonyms.ts';
import type { Database } from '../connection.ts';
import { products } from '../tables.ts';
import { categoryTree } from './category-tree.ts';
import { listCaches, listVersion, listVersionColumn, Reading } from './list-cache.ts';
import { nearerEnd, reversed } from './list-order.ts';
import { type Page, pageOffset } from './paginate.ts';
import { orderTerms, type ProductListQuery, rankColumns } from './product-list-query.ts';
import { matching, readPage, type Selection } from './product-page.repository.ts';
import { rankedPage, ranking } from './product-ranking.ts';
import { imagesToComplete, type ProductRow, visible } from './products.repository.ts';
import { searchCondition, searchShape } from './search.ts';
import { synonymIndex } from './synonym-index.ts';

// GET /crud/products: a page of a list and its total, from sort indexes and caches (decision 012).
export {
  type ProductListQuery,
  type ProductOrderField,
  productOrderFields,
} from './product-list-query.ts';

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

/** A selection, and the synonyms its search was expanded with (its ranking uses them too). */
export interface ProductSelection extends Selection {
  synonyms: SynonymIndex;
}

export async function selection(
  db: Database,
  query: ProductListQuery,
  reading: Reading,
): Promise<ProductSelection | null> {
  const conditions: (SQL | undefined)[] = [];
  if (query.onlyVisible) conditions.push(visible());
  else {
    if (query.estActif !== undefined) conditions.push(eq(products.est_actif, query.estActif));
    if (query.imagesToComplete) conditions.push(imagesToComplete());
  }
  if (query.subCategoryId !== undefined)
    conditions.push(eq(products.categorie_id, query.subCategoryId));
  // What staff taught the search, read once per catalogue version (synonym-index.ts).
  const synonyms = query.search ? await synonymIndex(db, reading) : emptySynonymIndex;
  if (query.search) conditions.push(searchCondition(query.search, rankColumns, synonyms));
  const parts = query.categoryIds?.length
    ? await categoryParts(db, query.categoryIds, reading)
    : [];
  if (!parts) return null;
  const { onlyVisible, estActif, subCategoryId, search } = query;
  const toComplete = !onlyVisible && query.imagesToComplete === true;
  const shape = JSON.stringify([
    onlyVisible,
    estActif,
    toComplete,
    subCategoryId,
    search,
    // The statements kept under this shape hold the synonyms' SQL: a new rule, a new shape.
    search ? searchShape(search, synonyms) : '',
    parts.map((p) => p.key),
  ]);
  // One category: a plain condition, walked in one index.
  if (parts.length === 1) {
    return { where: and(...conditions, parts[0]?.condition), parts: [], shape, synonyms };
  }
  const where = and(...conditions);
  return { where, parts: parts.map((part) => part.condition), shape, synonyms };
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
 * A page and its total, and the version they are of. The list assumes `known` (a version just
 * read) or the one the previous list saw (list-cache.ts), without a statement of its own; when a
 * statement saw another (a write came in between), it is read again at that version.
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  known?: number,
): Promise<{ page: Page<ProductRow>; version: number }> {
  const caches = listCaches(db);
  let assumed = known ?? caches.version ?? (await listVersion(db, 'products'));
  for (let attempt = 0; ; attempt += 1) {
    const reading = new Reading(assumed);
    const page = await listAt(db, query, reading);
    // No statement returned a row: the version is read on its own.
    const seen =
      reading.changed ?? (reading.confirmed ? reading.version : await listVersion(db, 'products'));
    caches.version = seen;
    if (seen === reading.version) return { page, version: seen };
    // Writes kept landing: the last answer stands, of a version nobody will ask for again.
    if (attempt === 2) return { page, version: reading.version };
    assumed = seen;
  }
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
  const terms = orderTerms(query, chosen.synonyms);
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
