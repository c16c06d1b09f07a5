import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';
import { categories, products } from '../schema.ts';
import {
  ascending,
  descending,
  nearerEnd,
  type OrderTerm,
  orderSql,
  reversed,
} from './list-order.ts';
import { cachedTotal, listVersion, storeTotal } from './list-totals.ts';
import { searchCondition, searchRank } from './search.ts';

const parent = alias(categories, 'parent_category');

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

const productColumns = {
  id: products.id,
  titre: products.titre,
  slug: products.slug,
  reference: products.reference,
  description: products.description,
  description_html: products.description_html,
  seo_description: products.seo_description,
  description_courte: products.description_courte,
  categorie_id: products.categorie_id,
  // SPEC §3: categorie_nom is the top-level category, sous_categorie_nom the sub-category.
  categorie_nom: sql<string | null>`coalesce(${parent.nom}, ${categories.nom})`,
  sous_categorie_nom: sql<
    string | null
  >`case when ${parent.id} is null then null else ${categories.nom} end`,
  prix: products.prix,
  devise: products.devise,
  image: products.image,
  image_miniature: products.image_miniature,
  galerie_json: products.galerie_json,
  est_actif: products.est_actif,
  cree_le: products.cree_le,
  modifie_le: products.modifie_le,
};

function baseQuery(db: Database) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categorie_id, categories.id))
    .leftJoin(parent, eq(categories.parent_id, parent.id));
}

/** Public reads: the product, its category and the category's parent are all online. */
const visible = () => eq(products.est_visible, true);

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

const rankColumns = { vector: products.search_vector, text: products.search_text };

/**
 * Category filters on the stored top-level category: a top-level id takes its sub-categories'
 * products too, a sub-category id its own. Null when no id names a category.
 */
async function categoryCondition(db: Database, ids: number[]): Promise<SQL | null> {
  const found = await db
    .select({ id: categories.id, parent: categories.parent_id })
    .from(categories)
    .where(inArray(categories.id, ids));
  const tops = found.filter((c) => c.parent === null).map((c) => c.id);
  const subs = found.filter((c) => c.parent !== null).map((c) => c.id);
  const parts = [
    tops.length === 1 ? eq(products.categorie_racine_id, tops[0] ?? 0) : undefined,
    tops.length > 1 ? inArray(products.categorie_racine_id, tops) : undefined,
    subs.length === 1 ? eq(products.categorie_id, subs[0] ?? 0) : undefined,
    subs.length > 1 ? inArray(products.categorie_id, subs) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? null : (or(...parts) ?? null);
}

async function conditions(db: Database, query: ProductListQuery): Promise<SQL | null | undefined> {
  const parts: (SQL | undefined)[] = [];
  if (query.onlyVisible) parts.push(visible());
  else if (query.estActif !== undefined) parts.push(eq(products.est_actif, query.estActif));
  if (query.categoryIds?.length) {
    const inCategories = await categoryCondition(db, query.categoryIds);
    if (!inCategories) return null;
    parts.push(inCategories);
  }
  if (query.subCategoryId !== undefined) parts.push(eq(products.categorie_id, query.subCategoryId));
  if (query.search) parts.push(searchCondition(query.search, rankColumns));
  return and(...parts);
}

/** The exact number of matching products, counted once per filter and catalogue version. */
async function countProducts(db: Database, where: SQL | undefined, key: string): Promise<number> {
  const version = await listVersion(db, 'products');
  const cached = cachedTotal(db, key, version);
  if (cached !== undefined) return cached;
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  const total = counted?.total ?? 0;
  storeTotal(db, key, version, total);
  return total;
}

export async function listProducts(db: Database, query: ProductListQuery) {
  const where = await conditions(db, query);
  if (where === null) return { rows: [], total: 0 };
  const terms = orderTerms(query);
  const key = JSON.stringify([
    query.onlyVisible,
    query.estActif,
    query.categoryIds,
    query.subCategoryId,
    query.search,
  ]);
  const offset = (query.page - 1) * query.limit;
  const total = await countProducts(db, where, key);
  const read = nearerEnd(offset, query.limit, total);
  if (read.limit === 0) return { rows: [], total };
  const walk = read.reverse ? reversed(terms) : terms;
  // The page's ids from the sort index alone, then their rows and category names: skipped rows
  // are never fetched, joined or de-TOASTed.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderSql(walk))
    .limit(read.limit)
    .offset(read.offset)
    .as('page');
  const rows = await baseQuery(db)
    .innerJoin(page, eq(products.id, page.id))
    .orderBy(...orderSql(walk));
  return { rows: read.reverse ? rows.reverse() : rows, total };
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function findProduct(
  db: Database,
  id: number,
  onlyVisible: boolean,
): Promise<ProductRow | null> {
  const [row] = await baseQuery(db)
    .where(and(eq(products.id, id), onlyVisible ? visible() : undefined))
    .limit(1);
  return row ?? null;
}

export type ProductInsert = typeof products.$inferInsert;

export async function insertProduct(db: Database, values: ProductInsert): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insertProduct returned no row');
  return row.id;
}

/**
 * Updates a product. With `expectedVersion` (the `modifie_le` the editor loaded), the update only
 * happens if nobody saved in between: false then means "stale" when the product still exists.
 */
export async function updateProduct(
  db: Database,
  id: number,
  values: Partial<ProductInsert>,
  expectedVersion?: Date,
): Promise<boolean> {
  const sameVersion = expectedVersion
    ? sql`date_trunc('milliseconds', ${products.modifie_le}) = ${expectedVersion.toISOString()}::timestamptz`
    : undefined;
  const updated = await db
    .update(products)
    .set({ ...values, modifie_le: new Date() })
    .where(and(eq(products.id, id), sameVersion))
    .returning({ id: products.id });
  return updated.length > 0;
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return deleted.length > 0;
}
