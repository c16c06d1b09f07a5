import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import {
  type ArticleFields,
  ArticleFieldsSchema,
  ArticlePatchSchema,
} from '#domain/article-fields.schema.ts';
import type { Article } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import { createArticle, getArticle, patchArticle } from '../client/articles.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { createMarkupCounter, listRemovedMarkup } from '../html/html-removals.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { attempt, type SaveResult, toArticleFields } from './article-form.server.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';
import { failure } from './upload-route.server.ts';
import { verifySession } from './verified-session.server.ts';

export type { SaveFailure, SaveResult } from './article-form.server.ts';

/** The article as the edit form opens it; `version` goes back with the update (409 if stale). */
export interface ArticleForEdit {
  id: number;
  fields: ArticleFields;
  version: string | null;
  imagesBase: string;
}

/** What a save answers: the article's id and its new version for the next save. */
export interface SavedArticle {
  id: number;
  modifie_le: string | null;
}

const saved = (article: Article): SavedArticle => ({
  id: article.id,
  modifie_le: article.modifie_le,
});

/** SPEC §2 "Article form" (edit): the article with drafts visible to the administrator. */
export const loadArticleForEdit = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data }): Promise<ArticleForEdit> => {
    try {
      const article = await getArticle(sessionClient(), data.id, true);
      return {
        id: article.id,
        fields: toArticleFields(article),
        version: article.modifie_le,
        imagesBase: getImagesBase(),
      };
    } catch (error) {
      rethrowForRoute(error);
    }
  });

/** SPEC §7 POST /crud/articles: the form's fields as the JSON body. Never throws for API errors. */
export const createArticleFromForm = createServerFn({ method: 'POST' })
  .validator(v.object({ fields: ArticleFieldsSchema }))
  .handler(
    ({ data }): Promise<SaveResult<SavedArticle>> =>
      attempt(async () => saved(await createArticle(sessionClient(), data.fields))),
  );

/**
 * SPEC §7 PATCH /crud/articles/{id}. `version` is the `modifie_le` the editor started from: the
 * API refuses the write with 409 `stale_version` when someone saved since; null overwrites.
 */
export const updateArticleFromForm = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      id: IdSchema,
      fields: ArticlePatchSchema,
      version: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    }),
  )
  .handler(
    ({ data: { id, fields, version } }): Promise<SaveResult<SavedArticle>> =>
      attempt(async () => {
        const body = version === null ? fields : { ...fields, modifie_le: version };
        return saved(await patchArticle(sessionClient(), id, body));
      }),
  );

/** The API's limit for `contenu_html` (server/api/articles/article-input.ts): nothing longer saves. */
export const previewMaxLength = 500_000;

/**
 * The body exactly as the public article page renders it (server/functions/news.functions.ts
 * sanitises with the same function), and what was dropped, for the author to see before saving.
 * Sanitising half a megabyte costs about a fifth of a second of CPU: only for a session the API
 * confirms (a cookie that merely exists is not one), and never past what the API would store.
 * Refusals are thrown Responses: the caller gets their status, the form shows its preview error.
 */
export const previewArticleHtml = createServerFn({ method: 'POST' })
  .validator(v.object({ html: v.string() }))
  .handler(async ({ data }): Promise<{ html: string; removed: string[] }> => {
    const { verdict } = await verifySession();
    if (verdict === false) {
      throw failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
    }
    if (data.html.length > previewMaxLength) {
      const message = 'Contenu trop long : 500 000 caractères au maximum.';
      throw failure(413, 'payload_too_large', message);
    }
    // One parse of the input: the sanitiser's own pass counts what it opens.
    const counter = createMarkupCounter();
    const html = sanitizeHtml(data.html, counter.onOpenTag);
    return { html, removed: listRemovedMarkup(counter.markup, html) };
  });
