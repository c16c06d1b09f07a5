import { createFileRoute } from '@tanstack/react-router';
import { getEnv } from '#env';
import {
  feedResponse,
  loadActiveCategories,
  loadPublishedArticles,
} from '#server/feeds/feed-data.server.ts';
import { buildSitemap } from '#server/feeds/sitemap.ts';

const handle = () =>
  feedResponse('application/xml; charset=utf-8', async () => {
    const [articles, categories] = await Promise.all([
      loadPublishedArticles(),
      loadActiveCategories(),
    ]);
    return buildSitemap({ siteUrl: getEnv().SITE_URL, articles, categories });
  });

/** /sitemap.xml, generated from the database through the REST API (SPEC §2 public pages). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: handle, HEAD: handle } },
});
