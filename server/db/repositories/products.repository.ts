import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';
import { categories, products } from '../schema.ts';
import { frenchOrder, searchCondition, searchRank } from './search.ts';

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

function visibility(): SQL {
  return sql`${products.est_actif} AND coalesce(${categories.est_active}, true) AND coalesce(${parent.est_active}, true)`;
}

export async function listProducts(db: Database, query: ProductListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.onlyVisible) conditions.push(visibility());
  else if (query.estActif !== undefined) conditions.push(eq(products.est_actif, query.estActif));
  if (query.categoryIds?.length) {
    // A top-level category includes its sub-categories.
    conditions.push(
      or(
        inArray(categories.id, query.categoryIds),
        inArray(categories.parent_id, query.categoryIds),
      ),
    );
  }
  if (query.subCategoryId !== undefined)
    conditions.push(eq(products.categorie_id, query.subCategoryId));
  if (query.search)
    conditions.push(
      searchCondition(query.search, { vector: products.search_vector, text: products.search_text }),
    );

  const orderBy: SQL[] = [];
  if (query.order) {
    // French order for titles: accents and case do not push "Étui" after "Zinc".
    const column =
      query.order.field === 'titre' ? frenchOrder(products.titre) : products[query.order.field];
    orderBy.push(
      query.order.direction === 'asc'
        ? sql`${column} asc nulls last`
        : sql`${column} desc nulls last`,
    );
  } else if (query.search) {
    const rank = searchRank(query.search, {
      vector: products.search_vector,
      text: products.search_text,
    });
    if (rank) orderBy.push(rank);
  }
  orderBy.push(asc(frenchOrder(products.titre)), asc(products.id));

  const where = and(...conditions);
  // Rows and total apart: a window count would materialise every matching row (HTML included).
  const [rows, [counted]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .leftJoin(categories, eq(products.categorie_id, categories.id))
      .leftJoin(parent, eq(categories.parent_id, parent.id))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function findProduct(
  db: Database,
  id: number,
  onlyVisible: boolean,
): Promise<ProductRow | null> {
  const [row] = await baseQuery(db)
    .where(and(eq(products.id, id), onlyVisible ? visibility() : undefined))
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
