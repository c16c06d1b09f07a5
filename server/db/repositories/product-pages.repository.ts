import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { productSlugHistory, products } from '../tables.ts';
import { baseQuery, type ProductRow, visible } from './products.repository.ts';

/** The product of a current slug, and of a former one, as anyone or staff see it. */
const bySlugStatements = (db: Database, onlyVisible: boolean) => {
  const shown = onlyVisible ? visible() : undefined;
  return {
    current: baseQuery(db)
      .where(and(eq(products.slug, sql.placeholder('slug')), shown))
      .limit(1)
      .prepare(''),
    former: baseQuery(db)
      .innerJoin(productSlugHistory, eq(productSlugHistory.product_id, products.id))
      .where(and(eq(productSlugHistory.slug, sql.placeholder('slug')), shown))
      .limit(1)
      .prepare(''),
  };
};

type BySlug = ReturnType<typeof bySlugStatements>;
const prepared = new WeakMap<Database, Record<'all' | 'visible', BySlug>>();

/**
 * Issue 37 §1: the product a `/produits/<slug>` address names, by its current slug (the unique
 * index) or, failing that, by a slug it held before (`product_slug_history`, its primary key).
 * The caller compares the answer's slug with the one asked for to send a 301. Statements are
 * built once per database, as `findProduct`'s.
 */
export async function findProductBySlug(
  db: Database,
  slug: string,
  onlyVisible: boolean,
): Promise<ProductRow | null> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = { all: bySlugStatements(db, false), visible: bySlugStatements(db, true) };
    prepared.set(db, statements);
  }
  const chosen = statements[onlyVisible ? 'visible' : 'all'];
  const [current] = await chosen.current.execute({ slug });
  if (current) return current;
  const [former] = await chosen.former.execute({ slug });
  return former ?? null;
}

export interface SitemapProduct {
  id: number;
  slug: string;
  modifie_le: Date;
}

/**
 * One bounded slice of the visible products for the sitemap, in id order from `after` (the
 * primary key's index, walked from a key and stopped after `limit` rows), up to `upto` included.
 */
export function listSitemapProducts(
  db: Database,
  range: { after: number; upto?: number; limit: number },
): Promise<SitemapProduct[]> {
  return db
    .select({ id: products.id, slug: products.slug, modifie_le: products.modifie_le })
    .from(products)
    .where(
      and(
        gt(products.id, range.after),
        range.upto === undefined ? undefined : lte(products.id, range.upto),
        visible(),
      ),
    )
    .orderBy(asc(products.id))
    .limit(range.limit);
}

/** The highest id of a visible product (the primary key's index read from its end), 0 if none. */
export async function lastVisibleProductId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(visible())
    .orderBy(desc(products.id))
    .limit(1);
  return row?.id ?? 0;
}
