import { notFound } from '@tanstack/react-router';
import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { toPage } from '#domain/list-page.ts';
import { impossibleSlug } from '#domain/page-slug.ts';
import { getArticleBySlug, listArticles } from '../client/articles.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { staffArticlePreview } from './article-preview.server.ts';
import { newsPageSize, toArticleView, toNewsCard } from './news.server.ts';
import { publicClient } from './session.server.ts';

/** SPEC §2/§7 news list: published articles, 6 a page, newest publication first. */
export const getNewsPage = createServerFn({ method: 'GET' })
  .validator(
    v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)) }),
  )
  .handler(async ({ data }) => {
    const result = await listArticles(publicClient(), {
      page: data.page,
      limit: newsPageSize,
      sortBy: 'publie_le',
      sortOrder: 'desc',
    });
    const { rows: articles, ...page } = toPage(
      result.rows.map(toNewsCard),
      result.total,
      data.page,
      newsPageSize,
    );
    return { articles, ...page };
  });

/**
 * SPEC §2 public article page: the article (404 for unknown or unpublished) and up to 3 related;
 * signed-in staff also get drafts, archived and scheduled articles, `preview` naming which.
 */
export const getPublicArticle = createServerFn({ method: 'GET' })
  // Any text: whatever the address holds, the answer is the article or its not-found page (a
  // validation failure would be a 500).
  .validator(v.object({ slug: v.string() }))
  .handler(async ({ data }) => {
    if (impossibleSlug(data.slug)) throw notFound();
    const client = publicClient();
    try {
      const [article, latest] = await Promise.all([
        getArticleBySlug(client, data.slug),
        listArticles(client, {
          page: 1,
          limit: limits.relatedArticles + 1,
          sortBy: 'publie_le',
          sortOrder: 'desc',
        }),
      ]);
      const related = latest.rows
        .filter((other) => other.id !== article.id)
        .slice(0, limits.relatedArticles);
      return {
        article: toArticleView(article, sanitizeHtml),
        related: related.map(toNewsCard),
        preview: null,
      };
    } catch (error) {
      if (!isHttpError(error, 404)) throw error;
    }
    // Not public: staff still see it on its real URL (with a banner); visitors get 404.
    const preview = await staffArticlePreview(data.slug);
    if (preview) return preview;
    throw notFound();
  });
