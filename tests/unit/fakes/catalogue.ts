import type { Category, Product } from '#domain/entities.schema.ts';

/** A product as the API answers it (SPEC §3), with every field set; `overrides` on top. */
export function fakeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 42,
    titre: 'Lit médicalisé électrique',
    slug: 'lit-medicalise-electrique',
    reference: 'LM-200',
    description: null,
    description_html: null,
    seo_description: null,
    description_courte: null,
    categorie_id: 3,
    categorie_nom: 'Maintien à domicile',
    sous_categorie_nom: 'Lits',
    prix: 1250.5,
    devise: 'TND',
    image: 'produits/lit.jpg',
    image_miniature: 'produits/lit-mini.jpg',
    galerie_json: [],
    caracteristiques: [],
    location: null,
    est_actif: true,
    ...overrides,
  };
}

/** A product with only a title and a category: no reference, price, image or category names. */
export const bareProduct = (
  id: number,
  titre: string,
  categorie_id: number | null,
  extra: Partial<Product> = {},
): Product =>
  fakeProduct({
    id,
    titre,
    slug: '',
    reference: null,
    categorie_id,
    categorie_nom: null,
    sous_categorie_nom: null,
    prix: null,
    image: null,
    image_miniature: null,
    ...extra,
  });

/** An active top-level category at position 0, unless `extra` says otherwise. */
export const fakeCategory = (id: number, nom: string, extra: Partial<Category> = {}): Category => ({
  id,
  nom,
  slug: nom.toLowerCase(),
  position: 0,
  est_active: true,
  parent_id: null,
  ...extra,
});
