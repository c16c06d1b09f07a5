import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import {
  type AdminProductRow,
  type CategoryOption,
  categoryOptions,
  productStateQuery,
  toAdminProductRow,
} from '#domain/admin-product-rows.ts';
import type { Category } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import { type Page, toPage } from '#domain/list-page.ts';
import { AdminProductQuerySchema } from '#domain/search-queries.schema.ts';
import { log } from '#server/log/logger.ts';
import { listCategories } from '../client/categories.client.ts';
import { deleteProduct, listProducts, patchProduct } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { getImagesBase } from '../client/transport.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

export type { AdminProductRow, CategoryOption } from '#domain/admin-product-rows.ts';

export interface AdminProductList extends Page<AdminProductRow> {
  /** The category filter's choices ("Toutes les catégories" is added by the page). */
  categories: CategoryOption[];
}

/**
 * SPEC §2/§9: up to 200 categories, hidden ones included. The filter is a convenience: if they
 * cannot be loaded the list still shows, with "Toutes les catégories" only.
 */
async function loadCategories(client: RestClient): Promise<Category[]> {
  try {
    return (await listCategories(client, { limit: limits.categoryDropdownList }, true)).rows;
  } catch (error) {
    log().error(
      { event: 'admin-products.categories-failed', err: error },
      'categories of the product filter unavailable',
    );
    return [];
  }
}

/**
 * SPEC §2 "Product list (dashboard)": one page of 10 products as the admin sees them (inactive
 * ones and those of hidden categories included), with the category filter's choices.
 */
export const listAdminProducts = createServerFn({ method: 'GET' })
  .validator(AdminProductQuerySchema)
  .handler(async ({ data }): Promise<AdminProductList> => {
    const client = sessionClient();
    const limit = limits.dashboardPageSize;
    return withRouteErrors(async () => {
      const [{ rows, total }, categories] = await Promise.all([
        listProducts(
          client,
          {
            search: data.q || undefined,
            categoryId: data.categoryId,
            ...productStateQuery(data.etat),
            page: data.page,
            limit,
          },
          true,
        ),
        loadCategories(client),
      ]);
      const base = getImagesBase();
      return {
        ...toPage(
          rows.map((product) => toAdminProductRow(product, base)),
          total,
          data.page,
          limit,
        ),
        categories: categoryOptions(categories),
      };
    });
  });

/** SPEC §4 "Product est_actif": "En ligne" (true) / "Hors ligne" (false) from the list. */
export const setProductActive = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, est_actif: v.boolean() }))
  .handler(async ({ data: { id, est_actif } }) => {
    const client = sessionClient();
    return actOrSignIn(async () => {
      const product = await patchProduct(client, id, { est_actif });
      return { est_actif: product.est_actif };
    });
  });

/** SPEC §2: deletes one product (the row asks for confirmation first). */
export const removeProduct = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data: { id } }) => {
    const client = sessionClient();
    return actOrSignIn(async () => {
      await deleteProduct(client, id);
      return true;
    });
  });
