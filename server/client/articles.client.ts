import * as v from 'valibot';
import { type ArticleBulkRequest, ArticleBulkResultSchema } from '#domain/bulk-actions.schema.ts';
import { ArticleSchema, listOf, UploadResponseSchema } from '#domain/entities.schema.ts';
import type { RestClient } from './rest-client.ts';

export interface ArticleQuery {
  search?: string;
  page?: number;
  limit?: number;
  statut?: 'brouillon' | 'publie' | 'archive';
  /** Our API's names for the sort SPEC leaves open (docs/decisions/002). */
  sortBy?: 'cree_le' | 'publie_le' | 'titre' | 'modifie_le';
  sortOrder?: 'asc' | 'desc';
  /** Staff (issue 36 §8): published articles whose date is to come, before this ISO instant. */
  programme_avant?: string;
}

export const listArticles = (client: RestClient, query: ArticleQuery = {}, asAdmin = false) =>
  client.request(listOf(ArticleSchema), 'GET', '/crud/articles', {
    query: { ...query },
    auth: asAdmin,
  });

export const getArticle = (client: RestClient, id: number, asAdmin = false) =>
  client.request(ArticleSchema, 'GET', `/crud/articles/${id}`, { auth: asAdmin });

export const getArticleBySlug = (client: RestClient, slug: string, asAdmin = false) =>
  client.request(ArticleSchema, 'GET', `/crud/articles/slug/${encodeURIComponent(slug)}`, {
    auth: asAdmin,
  });

export const createArticle = (client: RestClient, body: Record<string, unknown>) =>
  client.request(ArticleSchema, 'POST', '/crud/articles', { json: body, auth: true });

export const patchArticle = (client: RestClient, id: number, body: Record<string, unknown>) =>
  client.request(ArticleSchema, 'PATCH', `/crud/articles/${id}`, { json: body, auth: true });

export const deleteArticle = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/crud/articles/${id}`, { auth: true });

/** SPEC §7 POST /crud/articles/upload: paths in the order of the files sent. */
export function uploadArticleImages(
  client: RestClient,
  titre: string,
  files: readonly File[],
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.set('titre', titre);
  for (const file of files) form.append('images[]', file);
  return client.request(UploadResponseSchema, 'POST', '/crud/articles/upload', {
    form,
    auth: true,
    signal,
  });
}

/**
 * Issue 24 POST /crud/articles/bulk: one all-or-nothing action on up to 100 articles; undo sends
 * `{ action: 'restaurer', previous }` with the answer's `previous`.
 */
export const bulkArticles = (client: RestClient, body: ArticleBulkRequest) =>
  client.request(ArticleBulkResultSchema, 'POST', '/crud/articles/bulk', {
    json: body,
    auth: true,
  });
