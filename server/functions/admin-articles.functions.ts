import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import type { ArticleStateFilter } from '#domain/admin-article-search.ts';
import { adminArticleSort } from '#domain/article-status.ts';
import type { Article } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import { imageUrl } from '#domain/image-url.ts';
import { toPage } from '#domain/list-page.ts';
import { AdminArticleQuerySchema } from '#domain/search-queries.schema.ts';
import { scheduledUntil } from '#domain/todo.ts';
import { deleteArticle, listArticles, patchArticle } from '../client/articles.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** One row of the admin article list (SPEC §2 "Article list"): only what the row shows. */
export interface AdminArticleRow {
  id: number;
  titre: string;
  slug: string;
  statut: string | null;
  nom_auteur: string | null;
  publie_le: string | null;
  cree_le: string | null;
  extrait: string | null;
  hasSeoTitle: boolean;
  /** The thumbnail URL, or '' when the article has none (the row then shows no image). */
  thumbnail: string;
  galleryCount: number;
}

function toRow(article: Article, base: string): AdminArticleRow {
  const thumbnail = article.image_miniature?.trim() ? imageUrl(article.image_miniature, base) : '';
  return {
    id: article.id,
    titre: article.titre,
    slug: article.slug,
    statut: article.statut,
    nom_auteur: article.nom_auteur,
    publie_le: article.publie_le,
    cree_le: article.cree_le,
    extrait: article.extrait,
    hasSeoTitle: Boolean(article.seo_titre?.trim()),
    thumbnail,
    galleryCount: article.galerie_json.length,
  };
}

/** The API's parameters for a state filter (issue 36 §8: the dashboard's "À faire" lines). */
function stateQuery(etat: ArticleStateFilter | undefined) {
  if (etat === 'brouillons') return { statut: 'brouillon' } as const;
  if (etat === 'programmes') return { programme_avant: scheduledUntil(new Date()).toISOString() };
  return {};
}

/** SPEC §2: one page of articles, drafts included, for the admin list. */
export const listAdminArticles = createServerFn({ method: 'GET' })
  .validator(AdminArticleQuerySchema)
  .handler(async ({ data }) => {
    const client = sessionClient();
    const { sortBy, sortOrder } = adminArticleSort(data.sort);
    const limit = limits.dashboardPageSize;
    return withRouteErrors(async () => {
      const { rows, total } = await listArticles(
        client,
        {
          search: data.q || undefined,
          ...stateQuery(data.etat),
          page: data.page,
          limit,
          sortBy,
          sortOrder,
        },
        true,
      );
      const base = getImagesBase();
      return toPage(
        rows.map((article) => toRow(article, base)),
        total,
        data.page,
        limit,
      );
    });
  });

/** SPEC §4 "Publish toggle": the new status (and first publication date) from the list. */
export const setArticleStatus = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      id: IdSchema,
      statut: v.picklist(['publie', 'brouillon']),
      publie_le: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    }),
  )
  .handler(async ({ data: { id, ...body } }) => {
    const client = sessionClient();
    return actOrSignIn(async () => {
      await patchArticle(client, id, body);
      return true;
    });
  });

/** SPEC §2: deletes one article (the row asks for confirmation first). */
export const removeArticle = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data: { id } }) => {
    const client = sessionClient();
    return actOrSignIn(async () => {
      await deleteArticle(client, id);
      return true;
    });
  });
