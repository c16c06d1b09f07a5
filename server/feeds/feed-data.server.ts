import type { Article, Category } from '#domain/entities.schema.ts';
import { log } from '#server/log/logger.ts';
import { listArticles } from '../client/articles.client.ts';
import { listCategories } from '../client/categories.client.ts';
import { publicClient } from '../functions/session.server.ts';

const pageSize = 100;
/** A guard against a server whose `total` never stops growing: 100 pages = 10 000 articles. */
const maxPages = 100;

/** Every published article, newest first (anonymous reads never return drafts, SPEC §7). */
export async function loadPublishedArticles(limit = Number.POSITIVE_INFINITY): Promise<Article[]> {
  const client = publicClient();
  const articles: Article[] = [];
  for (let page = 1; page <= maxPages && articles.length < limit; page += 1) {
    const { rows, total } = await listArticles(client, {
      limit: pageSize,
      page,
      sortBy: 'publie_le',
      sortOrder: 'desc',
    });
    articles.push(...rows);
    if (rows.length === 0 || articles.length >= total) break;
  }
  return articles.slice(0, limit);
}

/** The categories visitors can browse (public reads; hidden ones are filtered again). */
export async function loadActiveCategories(): Promise<Category[]> {
  const { rows } = await listCategories(publicClient(), { limit: 500 });
  return rows.filter((category) => category.est_active);
}

/** The HTTP answer of a feed; a failed API read is a temporary outage, not a broken page. */
export async function feedResponse(
  contentType: string,
  build: () => Promise<string>,
): Promise<Response> {
  try {
    return new Response(await build(), {
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=300' },
    });
  } catch (error) {
    log().error({ event: 'feeds.failed', err: error }, 'feed generation failed');
    return new Response('Service temporairement indisponible', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
}
