/** Revisions of articles and products (issue 24; our extension of SPEC §7). Staff only. */

import { ArticleSchema, ProductSchema } from '#domain/entities.schema.ts';
import { ArticleRevisionListSchema, ProductRevisionListSchema } from '#domain/revisions.ts';
import type { RestClient } from './rest-client.ts';

/** An article's revisions, newest first (at most `limits.revisionsKept`). */
export const listArticleRevisions = (client: RestClient, id: number) =>
  client.request(ArticleRevisionListSchema, 'GET', `/crud/articles/${id}/revisions`, {
    auth: true,
  });

/** A product's revisions, newest first (at most `limits.revisionsKept`). */
export const listProductRevisions = (client: RestClient, id: number) =>
  client.request(ProductRevisionListSchema, 'GET', `/crud/products/${id}/revisions`, {
    auth: true,
  });

/**
 * "Restaurer cette version": saves the revision's fields as a new save. `modifie_le` is the
 * version the editor has open: 409 `stale_version` when the article changed since.
 */
export const restoreArticleRevision = (
  client: RestClient,
  id: number,
  revisionId: number,
  modifie_le: string,
) =>
  client.request(ArticleSchema, 'POST', `/crud/articles/${id}/revisions/${revisionId}/restore`, {
    json: { modifie_le },
    auth: true,
  });

/** The product's restore, answered like its PATCH; 409 `stale_version` when it changed since. */
export const restoreProductRevision = (
  client: RestClient,
  id: number,
  revisionId: number,
  modifie_le: string,
) =>
  client.request(ProductSchema, 'POST', `/crud/products/${id}/revisions/${revisionId}/restore`, {
    json: { modifie_le },
    auth: true,
  });
