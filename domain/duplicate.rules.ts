/**
 * "Dupliquer" (issue 24): what the creation form opens with when copying an article or a product.
 * Nothing is saved until the editor saves; the API then makes the slug unique (its usual suffix)
 * and, for a product with no reference typed, generates a new reference.
 */
import type { ArticleFields } from './article-fields.schema.ts';
import { type ProductAddFields, priceInputText } from './product-form.rules.ts';
import type { RentalTerms } from './rental-terms.ts';
import { rentalTermsFields } from './rental-terms-form.rules.ts';
import { slugifyArticle } from './slugify.ts';

/** The API's limit on a title (articles and products alike). */
export const titleMaxLength = 200;

/** "Copie de …", cut to the title limit (by characters, never inside one). */
export function copyTitle(titre: string): string {
  return Array.from(`Copie de ${titre.trim()}`).slice(0, titleMaxLength).join('').trimEnd();
}

/** A copied article: new title and slug, a draft with no publication date, the same images. */
export function copiedArticleFields(fields: ArticleFields): ArticleFields {
  const titre = copyTitle(fields.titre);
  return { ...fields, titre, slug: slugifyArticle(titre), statut: 'brouillon', publie_le: null };
}

// One of our stored images (server/storage isSafeImagePath): only those can be shared by path.
const storedPath = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A copied product's images: its main image first, then its gallery, each once. */
export function copiedProductImages(main: string | null, gallery: readonly string[]): string[] {
  const paths = [...(main ? [main] : []), ...gallery].filter((path) => storedPath.test(path));
  return [...new Set(paths)];
}

/** A copied product as the add form holds it; the reference is left empty for a new one. */
export function copiedProductFields(product: {
  titre: string;
  categorie_id: number | null;
  prix: number | null;
  description_html: string | null;
  description_courte?: string | null;
  seo_description?: string | null;
  est_actif: boolean;
  caracteristiques?: readonly { libelle: string; valeur: string }[];
  location?: RentalTerms | null;
}): ProductAddFields {
  return {
    titre: copyTitle(product.titre),
    categorie_id: product.categorie_id === null ? '' : String(product.categorie_id),
    prix: priceInputText(product.prix),
    reference: '',
    // The API reads this field as HTML (sanitised), so the copy keeps its formatting.
    description: product.description_html ?? '',
    description_courte: product.description_courte ?? '',
    seo_description: product.seo_description ?? '',
    est_actif: product.est_actif,
    // Issue 37 §2: a copy is usually a variant: its characteristics are the start of its own.
    caracteristiques: (product.caracteristiques ?? []).map((row) => ({ ...row })),
    // Issue 39: the same rental terms, to adjust (a variant is rented like its model).
    location: rentalTermsFields(product.location ?? null),
  };
}
