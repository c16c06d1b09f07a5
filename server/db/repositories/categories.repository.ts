import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { categories, products } from '../tables.ts';
import { countRows, type PageQuery, paginate } from './paginate.ts';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryListQuery extends PageQuery {
  search?: string | undefined;
  estActive?: boolean | undefined;
  parentId?: number | null | undefined;
}

export async function listCategories(db: Database, query: CategoryListQuery) {
  const conditions: SQL[] = [];
  if (query.estActive !== undefined) conditions.push(eq(categories.est_active, query.estActive));
  if (query.parentId === null) conditions.push(sql`${categories.parent_id} IS NULL`);
  else if (query.parentId !== undefined) conditions.push(eq(categories.parent_id, query.parentId));
  if (query.search) {
    // LIKE wildcards typed by the caller are literal characters.
    const literal = query.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(
      sql`f_unaccent(lower(${categories.nom})) LIKE '%' || f_unaccent(lower(${literal})) || '%'`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const ordered = db
    .select()
    .from(categories)
    .where(where)
    .orderBy(asc(categories.position), asc(categories.nom), asc(categories.id))
    .$dynamic();
  return paginate(ordered, query, countRows(db, categories, where));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insertCategory returned no row');
  return row;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(categories)
    .set({ ...values, modifie_le: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export async function countCategoryDependants(db: Database, id: number) {
  const [[children], [items]] = await Promise.all([
    db.select({ n: count() }).from(categories).where(eq(categories.parent_id, id)),
    db.select({ n: count() }).from(products).where(eq(products.categorie_id, id)),
  ]);
  return { children: children?.n ?? 0, products: items?.n ?? 0 };
}

/** Deletes a category; returns what it was (for the journal), or null when it did not exist. */
export async function deleteCategory(db: Database, id: number): Promise<CategoryRow | null> {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning();
  return row ?? null;
}
