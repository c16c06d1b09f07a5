import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import type { Product } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import {
  type ArticleRevisionFields,
  type ArticleRevisionList,
  type ProductRevisionFields,
  type ProductRevisionList,
  productRevisionFields,
} from '#domain/revisions.ts';
import { getArticle } from '../client/articles.client.ts';
import { getProduct } from '../client/products.client.ts';
import {
  listArticleRevisions,
  listProductRevisions,
  restoreArticleRevision,
  restoreProductRevision,
} from '../client/revisions.client.ts';
import { versionOf } from './admin-product-form.server.ts';
import { attempt, type SaveResult, toArticleFields } from './article-form.server.ts';
import { sessionClient } from './session.server.ts';

/** The Historique panel's data (issue 24): the saved item's fields and its revisions, newest first. */
export interface History<TFields, TRow> {
  current: TFields;
  revisions: TRow[];
}
export type ArticleHistory = History<ArticleRevisionFields, ArticleRevisionList['rows'][number]>;
export type ProductHistory = History<ProductRevisionFields, ProductRevisionList['rows'][number]>;

/** What a restore answers: the item's new version, for the form that reloads it. */
export interface Restored {
  modifie_le: string | null;
}

const Restore = v.object({
  id: IdSchema,
  revisionId: IdSchema,
  version: v.pipe(v.string(), v.isoTimestamp()),
});

/** The product's saved fields in a revision's shape, so the panel diffs like with like. */
const productFields = (product: Product): ProductRevisionFields =>
  productRevisionFields({
    ...product,
    reference: product.reference ?? '',
    devise: product.devise ?? 'EUR',
    description_html: product.description_html ?? null,
  });

/** An article's revisions and its saved version; failures come back as data (the panel's error). */
export const loadArticleHistory = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(
    ({ data }): Promise<SaveResult<ArticleHistory>> =>
      attempt(async () => {
        const client = sessionClient();
        const [article, list] = await Promise.all([
          getArticle(client, data.id, true),
          listArticleRevisions(client, data.id),
        ]);
        // The alt texts and focal points are part of a revision, not of the form's fields.
        const current = { ...toArticleFields(article), images_details: article.images_details };
        return { current, revisions: list.rows };
      }),
  );

/** A product's revisions and its saved version. */
export const loadProductHistory = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(
    ({ data }): Promise<SaveResult<ProductHistory>> =>
      attempt(async () => {
        const client = sessionClient();
        const [product, list] = await Promise.all([
          getProduct(client, data.id, true),
          listProductRevisions(client, data.id),
        ]);
        return { current: productFields(product), revisions: list.rows };
      }),
  );

/**
 * "Restaurer cette version" of an article. `version` is the `modifie_le` the form holds: 409
 * `stale_version` (with the save's own message) when someone saved since.
 */
export const restoreArticleVersion = createServerFn({ method: 'POST' })
  .validator(Restore)
  .handler(
    ({ data }): Promise<SaveResult<Restored>> =>
      attempt(async () => {
        const client = sessionClient();
        const article = await restoreArticleRevision(
          client,
          data.id,
          data.revisionId,
          data.version,
        );
        return { modifie_le: article.modifie_le };
      }),
  );

/** "Restaurer cette version" of a product, under the same stale-version rule. */
export const restoreProductVersion = createServerFn({ method: 'POST' })
  .validator(Restore)
  .handler(
    ({ data }): Promise<SaveResult<Restored>> =>
      attempt(async () => {
        const client = sessionClient();
        const product = await restoreProductRevision(
          client,
          data.id,
          data.revisionId,
          data.version,
        );
        return { modifie_le: versionOf(product) };
      }),
  );
