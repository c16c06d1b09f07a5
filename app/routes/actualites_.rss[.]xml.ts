import { createFileRoute } from '@tanstack/react-router';
import { site } from '#config';
import { getEnv } from '#env';
import { feedResponse, loadPublishedArticles } from '#server/feeds/feed-data.server.ts';
import { buildRss, rssItemCount } from '#server/feeds/rss.ts';

const description =
  'Conseils de santé, nouveautés produits et actualités de nos magasins : suivez l’actualité du matériel médical en Tunisie.';

const handle = () =>
  feedResponse('application/rss+xml; charset=utf-8', async () =>
    buildRss({
      siteUrl: getEnv().SITE_URL,
      title: `Actualités médicales | ${site.name}`,
      description,
      language: site.language,
      articles: await loadPublishedArticles(rssItemCount),
    }),
  );

/**
 * /actualites/rss.xml. The trailing `_` keeps it out of the /actualites page route, which has
 * no <Outlet/> to render children into.
 */
export const Route = createFileRoute('/actualites_/rss.xml')({
  server: { handlers: { GET: handle, HEAD: handle } },
});
