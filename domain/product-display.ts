import type { Product } from './entities.schema.ts';
import { htmlToPlainText } from './html-text.ts';
import { imageDetail, objectPosition } from './image-details.ts';
import { defaultImage, galleryUrls, imageUrl } from './image-url.ts';
import { priceLabel } from './price.ts';

/** SPEC §3 "Display form" of a product, what cards and the popup render. */
export interface DisplayProduct {
  id: string;
  /** The product page's slug (issue 37 §1). */
  slug: string;
  name: string;
  reference: string | null;
  categoryName: string | null;
  subCategoryName: string | null;
  priceLabel: string;
  image: string;
  /** The card image's alt text (the title when none is set) and crop position (issue 24). */
  imageAlt: string;
  imagePosition: string;
  images: string[];
  /** Alt text and crop position of each of `images`, in the same order. */
  imagesMeta: ImageMeta[];
  description: string;
  inStock: true;
  /** Offered for rent (issue 39): the popup and the product page show « Louer ». */
  rentable: boolean;
}

export interface ImageMeta {
  alt: string;
  position: string;
}

/** Trimmed text, or null when missing or blank. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** SPEC §3: short description, else SEO description, else plain text of the HTML one. */
function displayDescription(product: Product): string {
  return (
    text(product.description_courte) ??
    text(product.seo_description) ??
    text(htmlToPlainText(product.description_html ?? '')) ??
    ''
  );
}

/** Server product → display form (SPEC §3). `imagesBase` is where relative image paths live. */
export function toDisplayProduct(product: Product, imagesBase: string): DisplayProduct {
  const gallery = galleryUrls(product.galerie_json, imagesBase);
  // Without a gallery the popup still shows the full-size main image, but never the
  // placeholder logo as if it were a product photo.
  const mainPath = text(product.image) ?? text(product.image_miniature);
  const mainImage = imageUrl(mainPath, imagesBase);
  const meta = (path: string | null): ImageMeta => {
    const detail = imageDetail(product.images_details, path);
    return { alt: detail.alt || product.titre, position: objectPosition(detail.focal) };
  };
  // A dedicated thumbnail without details of its own shows the main image's.
  const thumbnail = text(product.image_miniature) ?? mainPath;
  const ownDetail = product.images_details?.some((detail) => detail.path === thumbnail);
  const cardMeta = meta(ownDetail ? thumbnail : mainPath);
  return {
    id: String(product.id),
    slug: product.slug,
    name: product.titre,
    reference: text(product.reference),
    categoryName: text(product.categorie_nom),
    subCategoryName: text(product.sous_categorie_nom),
    priceLabel: priceLabel(product.prix, product.devise),
    image: imageUrl(thumbnail, imagesBase),
    imageAlt: cardMeta.alt,
    imagePosition: cardMeta.position,
    images: gallery.length > 0 ? gallery : mainImage === defaultImage ? [] : [mainImage],
    imagesMeta:
      gallery.length > 0
        ? product.galerie_json.map(meta)
        : mainImage === defaultImage
          ? []
          : [meta(mainPath)],
    description: displayDescription(product),
    inStock: true,
    rentable: product.location !== null,
  };
}
