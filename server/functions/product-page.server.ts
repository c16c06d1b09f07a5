import { setResponseHeader } from '@tanstack/react-start/server';
import { serverLimits } from '#config';
import type { Product } from '#domain/entities.schema.ts';
import { toDisplayProduct } from '#domain/product-display.ts';
import { toProductPageView } from '#domain/product-page-view.ts';
import { listCategories } from '../client/categories.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { getProductBySlug, listProducts } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { getImagesBase } from '../client/transport.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { readSession, sessionClient } from './session.server.ts';

/** What staff read above a product visitors cannot see (issue 37 §1, as articles' banner). */
export function productPreviewBanner(product: Product): string {
  return product.est_actif
    ? 'Catégorie hors ligne — produit non visible'
    : 'Hors ligne — non publié';
}

/** A few visible products of the same category (its title index, one page), this one left out. */
export async function loadRelatedProducts(client: RestClient, product: Product) {
  if (product.categorie_id === null) return [];
  const { rows } = await listProducts(client, {
    categoryId: product.categorie_id,
    page: 1,
    limit: serverLimits.relatedProducts + 1,
    order: 'titre:asc',
  });
  return rows
    .filter((other) => other.id !== product.id)
    .slice(0, serverLimits.relatedProducts)
    .map((other) => toDisplayProduct(other, getImagesBase()));
}

/** The page of a product as `client` sees it, with its category path and related products. */
export async function loadProductPage(client: RestClient, product: Product, asAdmin: boolean) {
  const [categories, related] = await Promise.all([
    listCategories(client, { limit: 500 }, asAdmin).then(({ rows }) => rows),
    loadRelatedProducts(client, product),
  ]);
  return {
    view: toProductPageView(product, categories, getImagesBase(), sanitizeHtml),
    related,
  };
}

/**
 * Staff reading a product visitors cannot see (offline, or its category offline) on its public
 * URL, or null (no session, the session is over, no such product) for the page's not-found.
 * Never shared: the answer says `private, no-store`.
 */
export async function staffProduct(slug: string): Promise<Product | null> {
  if (!readSession().authenticated) return null;
  try {
    const product = await getProductBySlug(sessionClient(), slug, true);
    setResponseHeader('Cache-Control', 'private, no-store');
    return product;
  } catch (error) {
    if (isHttpError(error, 401) || isHttpError(error, 403) || isHttpError(error, 404)) return null;
    throw error;
  }
}
