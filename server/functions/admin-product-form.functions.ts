import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import type { ProductEditFields } from '#domain/product-form.rules.ts';
import { listCategories } from '../client/categories.client.ts';
import { getProduct } from '../client/products.client.ts';
import { getImagesBase } from '../client/transport.ts';
import {
  type CategoryOption,
  toCategoryOptions,
  toEditFields,
  versionOf,
} from './admin-product-form.server.ts';
import { attempt, type SaveResult } from './article-form.server.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

export type { CategoryOption, SavedProduct } from './admin-product-form.server.ts';

/**
 * The product as the edit form opens it (SPEC §2 "Product edit form"): the editable fields, the
 * current main image and currency (shown, not edited), and `version` (its `modifie_le`), sent
 * back with the save so the API refuses it (409 `stale_version`) when someone saved in between.
 */
export interface ProductForEdit {
  id: number;
  fields: ProductEditFields;
  version: string | null;
  image: string | null;
  devise: string | null;
  imagesBase: string;
}

/**
 * SPEC §7 GET /crud/products/{id} as the administrator (inactive products too). The edit machine
 * loads it itself (loading → editing, or loadFailed with a retry), so failures come back as data
 * (401: sign in again over the page; anything else: "Impossible de charger le produit.").
 */
export const loadProductForEdit = createServerFn({ method: 'GET' })
  .validator(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(
    ({ data }): Promise<SaveResult<ProductForEdit>> =>
      attempt(async () => {
        const product = await getProduct(sessionClient(), data.id, true);
        return {
          id: product.id,
          fields: toEditFields(product),
          version: versionOf(product),
          image: product.image_miniature ?? product.image ?? null,
          devise: product.devise,
          imagesBase: getImagesBase(),
        };
      }),
  );

/**
 * SPEC §7 GET /crud/categories for the product forms' dropdown (SPEC §9: up to 100), hidden
 * categories included, each sub-category named with its parent. For route loaders: a 401 goes to
 * /login, anything else to the route's error component.
 */
export const listCategoryOptions = createServerFn({ method: 'GET' })
  .validator(v.object({ limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)) }))
  .handler(async ({ data }): Promise<CategoryOption[]> => {
    try {
      const { rows } = await listCategories(sessionClient(), { limit: data.limit }, true);
      return toCategoryOptions(rows);
    } catch (error) {
      rethrowForRoute(error);
    }
  });
