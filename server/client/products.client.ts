import * as v from 'valibot';
import { type ProductBulkRequest, ProductBulkResultSchema } from '#domain/bulk-actions.schema.ts';
import { listOf, ProductSchema } from '#domain/entities.schema.ts';
import type { RestClient } from './rest-client.ts';

export interface ProductQuery {
  search?: string;
  categoryId?: number | string;
  subCategoryId?: number;
  page?: number;
  limit?: number;
  /** e.g. titre:asc, prix:desc */
  order?: string;
  est_actif?: boolean;
  /** Staff (issue 36 §8): products without an image or an alternative text. */
  images_a_completer?: boolean;
}

/** SPEC §7 GET /crud/products. `asAdmin` sends the session (sees inactive products). */
export const listProducts = (client: RestClient, query: ProductQuery = {}, asAdmin = false) =>
  client.request(listOf(ProductSchema), 'GET', '/crud/products', {
    query: { ...query },
    auth: asAdmin,
  });

/** SPEC §7/§8: credentials sent; a failure raises "HTTP {status}". */
export const getProduct = (client: RestClient, id: number, asAdmin = false) =>
  client.request(ProductSchema, 'GET', `/crud/products/${id}`, { auth: asAdmin, shortError: true });

export const patchProduct = (client: RestClient, id: number, body: Record<string, unknown>) =>
  client.request(ProductSchema, 'PATCH', `/crud/products/${id}`, { json: body, auth: true });

export const deleteProduct = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/crud/products/${id}`, { auth: true });

const LabelsSchema = v.object({ rows: v.array(v.string()) });

/** Issue 37 §2 (staff): the characteristic labels already used in a category, most used first. */
export const listCharacteristicLabels = (client: RestClient, categoryId: number) =>
  client.request(LabelsSchema, 'GET', '/crud/products/characteristic-labels', {
    query: { categorie_id: categoryId },
    auth: true,
  });

/** SPEC §7 POST /crud/products/upload (multipart create). */
export const createProduct = (client: RestClient, form: FormData) =>
  client.request(ProductSchema, 'POST', '/crud/products/upload', { form, auth: true });

/** SPEC §7 POST /crud/products/{id} with _method=PATCH (multipart full edit). */
export function editProduct(client: RestClient, id: number, form: FormData) {
  form.set('_method', 'PATCH');
  return client.request(ProductSchema, 'POST', `/crud/products/${id}`, { form, auth: true });
}

/**
 * Issue 24 POST /crud/products/bulk: one all-or-nothing action on up to 100 products; undo sends
 * `{ action: 'restaurer', previous }` with the answer's `previous`.
 */
export const bulkProducts = (client: RestClient, body: ProductBulkRequest) =>
  client.request(ProductBulkResultSchema, 'POST', '/crud/products/bulk', {
    json: body,
    auth: true,
  });

/**
 * Issue 37 §1 GET /crud/products/by-slug/{slug}: the product of a page address, by its slug or a
 * former one (then the answer's `slug` differs: the page redirects). `asAdmin`: offline ones too.
 */
export const getProductBySlug = (client: RestClient, slug: string, asAdmin = false) =>
  client.request(ProductSchema, 'GET', `/crud/products/by-slug/${encodeURIComponent(slug)}`, {
    auth: asAdmin,
    shortError: true,
  });

const SitemapSliceSchema = v.object({
  rows: v.array(v.object({ id: v.number(), slug: v.string(), modifie_le: v.string() })),
  last_id: v.number(),
});
export type SitemapSlice = v.InferOutput<typeof SitemapSliceSchema>;

/** Issue 37 §1 GET /crud/products/sitemap: visible products in id order, `after` < id ≤ `upto`. */
export const listSitemapProducts = (
  client: RestClient,
  query: { after: number; upto?: number; limit: number },
) => client.request(SitemapSliceSchema, 'GET', '/crud/products/sitemap', { query: { ...query } });
