import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connection.ts';

export interface ScaleTargets {
  products: number;
  articles: number;
  /** Active categories added under the first active top-level one until there are this many. */
  categories?: number | undefined;
}

/** Multiplies the demo rows (copies with suffixed titles, slugs and references) up to the targets. */
export async function scaleData(db: Database, targets: ScaleTargets) {
  if (targets.categories) await addCategories(db, targets.categories);
  await db.execute(sql`
    INSERT INTO products (titre, slug, reference, description, description_html, description_courte,
      seo_description, categorie_id, prix, devise, image, image_miniature, galerie_json, est_actif)
    SELECT p.titre || ' ' || g, p.slug || '-x' || g, p.reference || '-X' || g, p.description,
      p.description_html, p.description_courte, p.seo_description, p.categorie_id,
      CASE WHEN p.prix IS NULL THEN NULL ELSE p.prix + g % 50 END, p.devise, p.image,
      p.image_miniature, p.galerie_json, p.est_actif
    FROM products p CROSS JOIN generate_series(2, 1000) AS g
    ORDER BY g, p.id
    LIMIT greatest(0, ${targets.products} - (SELECT count(*) FROM products))`);
  await db.execute(sql`
    INSERT INTO articles (titre, slug, nom_auteur, image_miniature, galerie_json, extrait, contenu_html,
      statut, publie_le, seo_titre, seo_description, cree_le)
    SELECT a.titre || ' (' || g || ')', a.slug || '-x' || g, a.nom_auteur, a.image_miniature,
      a.galerie_json, a.extrait, a.contenu_html, a.statut, a.publie_le - (g || ' hours')::interval,
      a.seo_titre, a.seo_description, a.cree_le - (g || ' hours')::interval
    FROM articles a CROSS JOIN generate_series(2, 1000) AS g
    ORDER BY g, a.id
    LIMIT greatest(0, ${targets.articles} - (SELECT count(*) FROM articles))`);
  if (targets.categories) await spreadCopies(db, targets.categories);
  await db.execute(sql`ANALYZE`);
}

async function addCategories(db: Database, target: number) {
  await db.execute(sql`
    INSERT INTO categories (nom, slug, position, est_active, parent_id)
    SELECT 'Catégorie ' || g, 'categorie-bench-' || g, 100 + g, true,
      (SELECT id FROM categories WHERE parent_id IS NULL AND est_active ORDER BY position, id LIMIT 1)
    FROM generate_series(1, 1000) AS g
    LIMIT greatest(0, ${target} - (SELECT count(*) FROM categories))`);
}

/** Gives each added (empty) category a 1/`target` share of the copied products. */
async function spreadCopies(db: Database, target: number) {
  await db.execute(sql`
    WITH added AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n
      FROM categories WHERE slug LIKE 'categorie-bench-%'
    )
    UPDATE products p SET categorie_id = added.id
    FROM added
    WHERE p.slug ~ '-x[0-9]+$' AND p.id % ${target} = added.n`);
}
