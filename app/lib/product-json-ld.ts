import { site } from '#config';
import type { Characteristic } from '#domain/characteristics.ts';
import type { CategoryStep, ProductPageView } from '#domain/product-page-view.ts';
import { breadcrumbListJsonLd, jsonLdScript } from './article-json-ld.ts';
import { absoluteUrl, pageHead } from './seo.ts';

/** The product fields the structured data needs (a subset of ProductPageView). */
export interface JsonLdProduct {
  name: string;
  slug: string;
  reference: string | null;
  description: string;
  /** Photo URLs, the main one first (paths of this site or absolute). */
  images: readonly string[];
  price: number | null;
  currency: string;
  categories: readonly CategoryStep[];
  /** False for the staff preview of an offline product. */
  available: boolean;
  /** Its characteristics (issue 37 §2), as schema.org `additionalProperty` PropertyValues. */
  characteristics: readonly Characteristic[];
}

export function productPath(slug: string): string {
  return `/produits/${encodeURIComponent(slug)}`;
}

/** /produits?categoryId=… of a category of the breadcrumb (the catalogue filtered on it). */
export function categoryPath(id: number): string {
  return `/produits?categoryId=${id}`;
}

const organisation = (siteUrl: string) => ({
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl(siteUrl, '/'),
});

/**
 * Issue 37 §1: schema.org Product. Without a price (« Prix sur demande ») there is no Offer at
 * all: an Offer without a price is invalid, a Product without offers is not.
 */
export function productJsonLd(siteUrl: string, product: JsonLdProduct) {
  const url = absoluteUrl(siteUrl, productPath(product.slug));
  const images = product.images.length > 0 ? product.images : [site.defaultShareImage];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    image: images.map((image) => absoluteUrl(siteUrl, image)),
    ...(product.description ? { description: product.description } : {}),
    ...(product.reference ? { sku: product.reference } : {}),
    brand: organisation(siteUrl),
    ...(product.characteristics.length > 0
      ? {
          additionalProperty: product.characteristics.map((row) => ({
            '@type': 'PropertyValue',
            name: row.libelle,
            value: row.valeur,
          })),
        }
      : {}),
    ...(product.categories.length > 0
      ? { category: product.categories.map((step) => step.nom).join(' > ') }
      : {}),
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
            priceCurrency: product.currency,
            availability: product.available
              ? 'https://schema.org/InStock'
              : 'https://schema.org/Discontinued',
            itemCondition: 'https://schema.org/NewCondition',
            seller: organisation(siteUrl),
          },
        }),
  };
}

/** Accueil › Produits › parent category › category › product, as a schema.org BreadcrumbList. */
export function productBreadcrumbJsonLd(siteUrl: string, product: JsonLdProduct) {
  const steps = [
    { name: 'Accueil', path: '/' },
    { name: 'Produits', path: '/produits' },
    ...product.categories.map((step) => ({ name: step.nom, path: categoryPath(step.id) })),
    { name: product.name, path: productPath(product.slug) },
  ];
  return breadcrumbListJsonLd(siteUrl, steps);
}

/** The product page's canonical path and structured data. */
export function productHeadData(siteUrl: string, product: JsonLdProduct) {
  return {
    path: productPath(product.slug),
    structuredData: [
      jsonLdScript(productJsonLd(siteUrl, product)),
      jsonLdScript(productBreadcrumbJsonLd(siteUrl, product)),
    ],
  };
}

/**
 * The product page's whole head (issue 37 §1): title, description (SEO, else short, else the
 * site's), canonical, share tags with the main photo and its alt, JSON-LD; `noindex` for a staff
 * preview. Built by the route's loader, so none of it is in every public page's entry chunk.
 */
export function productPageHead(siteUrl: string, view: ProductPageView, preview: string | null) {
  const { path, structuredData } = productHeadData(siteUrl, jsonLdProductOf(view, !preview));
  const [main] = view.photos;
  const head = pageHead({
    title: view.product.name,
    description: view.metaDescription ?? site.description,
    siteUrl,
    path,
    image: main?.src ?? site.defaultShareImage,
    imageAlt: main?.alt,
  });
  return {
    ...head,
    meta: preview ? [...head.meta, { name: 'robots', content: 'noindex' }] : head.meta,
    scripts: structuredData.map((children) => ({ type: 'application/ld+json', children })),
  };
}

/** What the structured data says of a product page (`available`: false on a staff preview). */
export function jsonLdProductOf(view: ProductPageView, available: boolean): JsonLdProduct {
  return {
    name: view.product.name,
    slug: view.slug,
    reference: view.product.reference,
    description: view.metaDescription ?? view.descriptionText,
    images: view.photos.map((photo) => photo.src),
    price: view.price,
    currency: view.currency,
    categories: view.categories,
    available,
    characteristics: view.characteristics,
  };
}
