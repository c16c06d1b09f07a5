import { setResponseHeader } from '@tanstack/react-start/server';
import { previewBanner } from '#domain/article-preview.ts';
import type { NewsCard } from '#domain/news-view.ts';
import { getArticleBySlug } from '../client/articles.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { toArticleView } from './news.server.ts';
import { readSession, sessionClient } from './session.server.ts';

/**
 * Staff reading an article visitors cannot see (draft, archived, scheduled) on its public URL:
 * the article as the signed-in session's API sees it, with the banner that says so, or null
 * (no session, the session is over, or no such article) for the page's not-found.
 *
 * Never shared: the page cache already passes by any request with a session cookie, and the
 * answer says `private, no-store` so no cache on the way keeps it either.
 */
export async function staffArticlePreview(slug: string) {
  if (!readSession().authenticated) return null;
  try {
    const article = await getArticleBySlug(sessionClient(), slug, true);
    const banner = previewBanner(article.statut, article.publie_le, new Date());
    setResponseHeader('Cache-Control', 'private, no-store');
    const related: NewsCard[] = [];
    return {
      article: toArticleView(article, sanitizeHtml),
      related,
      // Published meanwhile: the page is the public one, without a banner.
      preview: banner,
    };
  } catch (error) {
    if (isHttpError(error, 401) || isHttpError(error, 403) || isHttpError(error, 404)) return null;
    throw error;
  }
}
