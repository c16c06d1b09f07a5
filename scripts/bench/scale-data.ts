import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#server/db/connection.ts';

export interface ScaleTargets {
  products: number;
  articles: number;
  /**
   * Active sub-categories added, in turns under each active top-level category, until there are
   * this many categories; the copied products are then spread over them (a 1/`categories` share
   * each), the other copies keeping their demo category.
   */
  categories?: number | undefined;
}

const CountRow = v.object({ n: v.union([v.number(), v.string()]) });

async function countRows(db: Database, table: 'products' | 'articles'): Promise<number> {
  const result: unknown = await db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
  // PGlite and node-postgres both answer { rows }.
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  const [row] = v.parse(v.array(CountRow), rows);
  return Number(row?.n ?? 0);
}

/** How many copies of `existing` rows reach `target`: the bound of the copies' generate_series. */
function lastCopy(existing: number, target: number): number {
  return existing > 0 ? 1 + Math.max(1, Math.ceil((target - existing) / existing)) : 1;
}

/**
 * Multiplies the demo rows (copies with suffixed titles, slugs and references) up to the targets,
 * one INSERT … SELECT per table, then refreshes the planner's statistics.
 */
export async function scaleData(db: Database, targets: ScaleTargets) {
  if (targets.categories) await addCategories(db, targets.categories);
  const products = await countRows(db, 'products');
  // Copy k (in g, id order) goes to added category k mod `categories` when there is one.
  await db.execute(sql`
    WITH added AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n
      FROM categories WHERE slug LIKE 'categorie-bench-%'
    ), copies AS (
      SELECT p.id, p.titre, p.slug, p.reference, p.description, p.description_html,
        p.description_courte, p.seo_description, p.categorie_id, p.prix, p.devise, p.image,
        p.image_miniature, p.galerie_json, p.caracteristiques, p.est_actif, g,
        row_number() OVER (ORDER BY g, p.id) AS k
      FROM products p CROSS JOIN generate_series(2, ${lastCopy(products, targets.products)}) AS g
      ORDER BY g, p.id
      LIMIT ${Math.max(0, targets.products - products)}
    )
    INSERT INTO products (titre, slug, reference, description, description_html, description_courte,
      seo_description, categorie_id, prix, devise, image, image_miniature, galerie_json,
      caracteristiques, est_actif)
    SELECT c.titre || ' ' || c.g, c.slug || '-x' || c.g, c.reference || '-X' || c.g, c.description,
      c.description_html, c.description_courte, c.seo_description,
      coalesce(added.id, c.categorie_id),
      CASE WHEN c.prix IS NULL THEN NULL ELSE c.prix + c.g % 50 END, c.devise, c.image,
      c.image_miniature, c.galerie_json, c.caracteristiques, c.est_actif
    FROM copies c
    LEFT JOIN added ON added.n = c.k % ${Math.max(1, targets.categories ?? 1)}
    ORDER BY c.g, c.id`);
  const articles = await countRows(db, 'articles');
  await db.execute(sql`
    INSERT INTO articles (titre, slug, nom_auteur, image_miniature, galerie_json, extrait, contenu_html,
      statut, publie_le, seo_titre, seo_description, cree_le)
    SELECT a.titre || ' (' || g || ')', a.slug || '-x' || g, a.nom_auteur, a.image_miniature,
      a.galerie_json, a.extrait, a.contenu_html, a.statut, a.publie_le - (g || ' hours')::interval,
      a.seo_titre, a.seo_description, a.cree_le - (g || ' hours')::interval
    FROM articles a CROSS JOIN generate_series(2, ${lastCopy(articles, targets.articles)}) AS g
    ORDER BY g, a.id
    LIMIT ${Math.max(0, targets.articles - articles)}`);
  // VACUUM also sets the visibility map, so index-only scans work at once (PGlite runs it too).
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Adds active sub-categories in turns under each active top-level category, in position order. */
async function addCategories(db: Database, target: number) {
  await db.execute(sql`
    WITH parents AS (
      SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS n, count(*) OVER () AS total
      FROM categories WHERE parent_id IS NULL AND est_active
    )
    INSERT INTO categories (nom, slug, position, est_active, parent_id)
    SELECT 'Catégorie ' || g, 'categorie-bench-' || g, 100 + g, true, parents.id
    FROM generate_series(1, 1000) AS g JOIN parents ON parents.n = (g - 1) % parents.total
    ORDER BY g
    LIMIT greatest(0, ${target} - (SELECT count(*) FROM categories))`);
}
