import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';
import { categories, products } from '../tables.ts';

const parent = alias(categories, 'parent_category');

/** A product's own columns, as SPEC §3 names them (list pages add their category names: product-page.repository.ts). */
export const productOwnColumns = {
  id: products.id,
  titre: products.titre,
  slug: products.slug,
  reference: products.reference,
  description: products.description,
  description_html: products.description_html,
  seo_description: products.seo_description,
  description_courte: products.description_courte,
  categorie_id: products.categorie_id,
  prix: products.prix,
  devise: products.devise,
  image: products.image,
  image_miniature: products.image_miniature,
  galerie_json: products.galerie_json,
  images_details: products.images_details,
  caracteristiques: products.caracteristiques,
  location: products.location,
  est_actif: products.est_actif,
  cree_le: products.cree_le,
  modifie_le: products.modifie_le,
};

const productColumns = {
  ...productOwnColumns,
  // SPEC §3: categorie_nom is the top-level category, sous_categorie_nom the sub-category.
  categorie_nom: sql<string | null>`coalesce(${parent.nom}, ${categories.nom})`,
  sous_categorie_nom: sql<
    string | null
  >`case when ${parent.id} is null then null else ${categories.nom} end`,
};

/** Products with their category names (SPEC §3), for one product or one page of a list. */
export function baseQuery(db: Database) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categorie_id, categories.id))
    .leftJoin(parent, eq(categories.parent_id, parent.id));
}

/** Public reads: the product, its category and the category's parent are all online. */
export const visible = () => eq(products.est_visible, true);

/**
 * Issue 36 §8 "sans image ou sans texte alternatif": no main image, or an image (the main one or
 * one of the gallery) without an alternative text in `images_details` (docs/decisions/023).
 */
export const imagesToComplete = (): SQL =>
  sql`(coalesce(btrim(${products.image}), '') = '' or exists (
    select 1 from jsonb_array_elements_text(${products.galerie_json} || jsonb_build_array(${products.image})) as shown(path)
    where not exists (
      select 1 from jsonb_array_elements(${products.images_details}) as detail(entry)
      where detail.entry->>'path' = shown.path and btrim(coalesce(detail.entry->>'alt', '')) <> ''
    )
  ))`;

export type ProductRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** One product by id, as anyone (`visible`) or staff see it: built once per database. */
const productStatement = (db: Database, onlyVisible: boolean) =>
  baseQuery(db)
    .where(and(eq(products.id, sql.placeholder('id')), onlyVisible ? visible() : undefined))
    .limit(1)
    .prepare('');

const byIdStatements = new WeakMap<
  Database,
  Record<'all' | 'visible', ReturnType<typeof productStatement>>
>();

export async function findProduct(
  db: Database,
  id: number,
  onlyVisible: boolean,
): Promise<ProductRow | null> {
  let statements = byIdStatements.get(db);
  if (!statements) {
    statements = { all: productStatement(db, false), visible: productStatement(db, true) };
    byIdStatements.set(db, statements);
  }
  const [row] = await statements[onlyVisible ? 'visible' : 'all'].execute({ id });
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
