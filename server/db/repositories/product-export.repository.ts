import { and, asc, eq, gt } from 'drizzle-orm';
import type { ProductCsvSource } from '#domain/product-csv.ts';
import type { Database } from '../connection.ts';
import { categories, products } from '../tables.ts';
import { listVersion, Reading } from './list-cache.ts';
import { type ProductListQuery, selection } from './product-list.repository.ts';
import { matching } from './product-page.repository.ts';

const exportColumns = {
  id: products.id,
  reference: products.reference,
  titre: products.titre,
  slug: products.slug,
  categorie_slug: categories.slug,
  prix: products.prix,
  devise: products.devise,
  est_actif: products.est_actif,
  description_courte: products.description_courte,
  description_html: products.description_html,
  seo_description: products.seo_description,
  caracteristiques: products.caracteristiques,
  location: products.location,
};

/**
 * The products a list's filters match (as GET /crud/products selects them, issue 24), in id
 * order, `size` at a time: each batch read by key after the last, never by offset.
 */
export async function* productExportBatches(
  db: Database,
  query: Omit<ProductListQuery, 'page' | 'limit' | 'order'>,
  size: number,
): AsyncGenerator<(ProductCsvSource & { id: number })[]> {
  const reading = new Reading(await listVersion(db, 'products'));
  const chosen = await selection(db, { ...query, page: 1, limit: size }, reading);
  if (chosen === null) return;
  let after = 0;
  for (;;) {
    const rows = await db
      .select(exportColumns)
      .from(products)
      .leftJoin(categories, eq(products.categorie_id, categories.id))
      .where(and(matching(chosen), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}
