import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { categorySelection } from '#domain/catalogue-choices.ts';
import { searchSorts } from '#domain/catalogue-search.ts';
import type { CatalogueView } from '#domain/catalogue-view.ts';
import { toDisplayProduct } from '#domain/product-display.ts';
import { CatalogueQuerySchema } from '#domain/search-queries.schema.ts';
import { isHttpError } from '../client/http-error.ts';
import { getProduct } from '../client/products.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { loadChipCategories, loadList, loadOverview } from './catalogue.server.ts';
import { publicClient } from './session.server.ts';

/** The whole /produits view for its URL: chips and either the overview or one page of products. */
export const getCatalogue = createServerFn({ method: 'GET' })
  .validator(CatalogueQuerySchema)
  .handler(async ({ data }) => {
    const client = publicClient();
    const categories = await loadChipCategories(client);
    const selection = categorySelection(data.categoryId);
    const view: CatalogueView =
      selection.kind === 'overview' && !data.q
        ? await loadOverview(client, categories, data.sort, 0)
        : await loadList(client, data);
    return { categories, view };
  });

/** "Voir plus de catégories": the next 3 overview groups. */
export const getOverviewGroups = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      offset: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sort: v.picklist(searchSorts),
    }),
  )
  .handler(async ({ data }) => {
    const client = publicClient();
    return loadOverview(client, await loadChipCategories(client), data.sort, data.offset);
  });

/** The product popup (SPEC §2): public detail of one product. */
export const getPublicProduct = createServerFn({ method: 'GET' })
  .validator(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }) => {
    try {
      return toDisplayProduct(await getProduct(publicClient(), data.id), getImagesBase());
    } catch (error) {
      // Issue 36 §8: gone (deleted, offline) is an answer, not an error ("HTTP 404" stays for
      // every other failure, SPEC §8).
      if (isHttpError(error, 404)) return null;
      throw error;
    }
  });
