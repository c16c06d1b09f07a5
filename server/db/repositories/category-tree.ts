import type { Database } from '../connection.ts';
import { categories } from '../tables.ts';
import { type CategoryEntry, listCaches, listVersionColumn, type Reading } from './list-cache.ts';
import type { ProductRow } from './products.repository.ts';

// Product lists name each row's category and its parent from one map of every category, read
// once per catalogue version (decision 012), instead of joining categories for every row.

/** Every category's name and parent, read once per catalogue version (a category write bumps it). */
export async function categoryTree(
  db: Database,
  reading: Reading,
): Promise<Map<number, CategoryEntry>> {
  const caches = listCaches(db);
  if (caches.categoryTree?.version === reading.version) return caches.categoryTree.tree;
  const rows = await db
    .select({
      id: categories.id,
      nom: categories.nom,
      parent: categories.parent_id,
      list_version: listVersionColumn(),
    })
    .from(categories);
  reading.saw(rows);
  const tree = new Map(rows.map(({ id, nom, parent }) => [id, { nom, parent }]));
  caches.categoryTree = { version: rows[0]?.list_version ?? reading.version, tree };
  return tree;
}

/** A row as the API gives it (SPEC §3): categorie_nom is the top-level category's name. */
export function withCategoryNames(
  row: Omit<ProductRow, 'categorie_nom' | 'sous_categorie_nom'>,
  tree: Map<number, CategoryEntry>,
): ProductRow {
  const category = row.categorie_id === null ? undefined : tree.get(row.categorie_id);
  const parent = category?.parent == null ? undefined : tree.get(category.parent);
  return {
    id: row.id,
    titre: row.titre,
    slug: row.slug,
    reference: row.reference,
    description: row.description,
    description_html: row.description_html,
    seo_description: row.seo_description,
    description_courte: row.description_courte,
    categorie_id: row.categorie_id,
    categorie_nom: parent?.nom ?? category?.nom ?? null,
    sous_categorie_nom: parent ? (category?.nom ?? null) : null,
    prix: row.prix,
    devise: row.devise,
    image: row.image,
    image_miniature: row.image_miniature,
    galerie_json: row.galerie_json,
    images_details: row.images_details,
    caracteristiques: row.caracteristiques,
    location: row.location,
    est_actif: row.est_actif,
    cree_le: row.cree_le,
    modifie_le: row.modifie_le,
  };
}
