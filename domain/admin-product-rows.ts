import type { ProductStateFilter } from './admin-product-search.ts';
import type { Category, Product } from './entities.schema.ts';
import { imageUrl } from './image-url.ts';
import { priceLabel } from './price.ts';

/**
 * /dashboard/produits' rows, category filter and API parameters: what its server function and
 * page use, apart from its search params (admin-product-search.ts), which every page's entry
 * chunk carries (docs/decisions/034).
 */

/** The API's parameters for a state filter (GET /crud/products, staff). */
export function productStateQuery(etat: ProductStateFilter | undefined) {
  if (etat === 'hors-ligne') return { est_actif: false };
  if (etat === 'images-a-completer') return { images_a_completer: true };
  return {};
}

/** One row of the admin product table: only what the row shows. */
export interface AdminProductRow {
  id: number;
  titre: string;
  reference: string;
  /** "Parent › Sous-catégorie", the category alone, or "—". */
  category: string;
  price: string;
  /** Always a URL: the default logo when the product has no image. */
  thumbnail: string;
  active: boolean;
}

const filled = (value: string | null | undefined) => value?.trim() || null;

export function toAdminProductRow(product: Product, imagesBase: string): AdminProductRow {
  const category = filled(product.categorie_nom);
  const subCategory = filled(product.sous_categorie_nom);
  return {
    id: product.id,
    titre: product.titre,
    reference: filled(product.reference) ?? '—',
    category: category && subCategory ? `${category} › ${subCategory}` : (category ?? '—'),
    price: priceLabel(product.prix, product.devise),
    thumbnail: imageUrl(filled(product.image_miniature) ?? filled(product.image), imagesBase),
    active: product.est_actif,
  };
}

/** One choice of the category filter. */
export interface CategoryOption {
  id: number;
  label: string;
}

/**
 * The filter's choices: each top-level category followed by its sub-categories, written
 * "Parent › Enfant" (a <select> cannot indent). Hidden ones are named so: the admin sees them
 * too. A sub-category whose parent is not in the list stands alone, under its own name.
 */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const label = (category: Category, prefix = '') =>
    `${prefix}${category.nom}${category.est_active ? '' : ' (hors ligne)'}`;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const topLevel = categories.filter(
    (category) => category.parent_id === null || !byId.has(category.parent_id),
  );
  return topLevel.flatMap((parent) => [
    { id: parent.id, label: label(parent) },
    ...categories
      .filter((child) => child.parent_id === parent.id && child.id !== parent.id)
      .map((child) => ({ id: child.id, label: label(child, `${parent.nom} › `) })),
  ]);
}
