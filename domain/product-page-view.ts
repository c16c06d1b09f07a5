import type { Characteristic } from './characteristics.ts';
import type { Category, Product } from './entities.schema.ts';
import { htmlToPlainText } from './html-text.ts';
import { imageDetail, objectPosition } from './image-details.ts';
import { imageUrl } from './image-url.ts';
import { type DisplayProduct, toDisplayProduct } from './product-display.ts';

/** « Prix sur demande »: a product without a price (issue 37 §1), instead of the cards' "—". */
export const priceOnRequest = 'Prix sur demande';

/** A step of the product page's breadcrumb: the top-level category, then the sub-category. */
export interface CategoryStep {
  id: number;
  nom: string;
}

/** Issue 37 §1: what the product page shows and its head describes. */
export interface ProductPhoto {
  src: string;
  alt: string;
  /** The focal point as `object-position` (issue 24). */
  position: string;
}

export interface ProductPageView {
  product: DisplayProduct;
  /** The main image first, then the gallery's others; empty without any photo. */
  photos: ProductPhoto[];
  slug: string;
  /** The number, or null for « Prix sur demande ». */
  price: number | null;
  currency: string;
  priceLabel: string;
  /** Sanitised HTML as stored, else null (then `descriptionText`). */
  descriptionHtml: string | null;
  descriptionText: string;
  /** Label → value pairs in the order staff gave them (issue 37 §2); empty: no table. */
  characteristics: Characteristic[];
  /** SEO description, else short description, else null (the site's description). */
  metaDescription: string | null;
  categories: CategoryStep[];
  modifiedAt: string | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** The category of a product, its parent first (the chips' ids, for /produits?categoryId=…). */
export function categoryPath(categories: readonly Category[], categoryId: number | null) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const own = categoryId === null ? undefined : byId.get(categoryId);
  if (!own) return [];
  const parent = own.parent_id === null ? undefined : byId.get(own.parent_id);
  return [parent, own]
    .filter((category): category is Category => category !== undefined)
    .map(({ id, nom }) => ({ id, nom }));
}

/** Every photo of a product once: the main image, then the gallery (issue 37 §1 "all photos"). */
export function productPhotos(product: Product, imagesBase: string): ProductPhoto[] {
  const main = text(product.image) ?? text(product.image_miniature);
  const paths = [...new Set([...(main ? [main] : []), ...product.galerie_json])];
  return paths.map((path) => {
    const detail = imageDetail(product.images_details, path);
    return {
      src: imageUrl(path, imagesBase),
      alt: detail.alt || product.titre,
      position: objectPosition(detail.focal),
    };
  });
}

/** Server product → the product page (issue 37 §1); `sanitize` cleans the stored HTML again. */
export function toProductPageView(
  product: Product,
  categories: readonly Category[],
  imagesBase: string,
  sanitize: (html: string) => string,
): ProductPageView {
  const display = toDisplayProduct(product, imagesBase);
  const html = text(product.description_html) ? sanitize(product.description_html ?? '') : '';
  const hasHtml = text(htmlToPlainText(html)) !== null || /<img\b/i.test(html);
  const price =
    typeof product.prix === 'number' && Number.isFinite(product.prix) ? product.prix : null;
  return {
    product: display,
    photos: productPhotos(product, imagesBase),
    slug: product.slug,
    price,
    currency: text(product.devise)?.toUpperCase() ?? 'EUR',
    priceLabel: price === null ? priceOnRequest : display.priceLabel,
    descriptionHtml: hasHtml ? html : null,
    descriptionText: text(product.description) ?? display.description,
    characteristics: product.caracteristiques,
    metaDescription: text(product.seo_description) ?? text(product.description_courte),
    categories: categoryPath(categories, product.categorie_id),
    modifiedAt: product.modifie_le ?? null,
  };
}
