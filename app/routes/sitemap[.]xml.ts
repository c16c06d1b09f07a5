import { createFileRoute } from '@tanstack/react-router';
import { SitemapSearchSchema, sitemapPart } from '#domain/sitemap-search.ts';
import { getEnv } from '#env';
import { feedResponse } from '#server/feeds/feed-data.server.ts';
import { buildSitemapPart } from '#server/feeds/sitemap-data.server.ts';

const handle = ({ request }: { request: Request }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { partie } = SitemapSearchSchema.parse(query);
  return feedResponse('application/xml; charset=utf-8', () =>
    buildSitemapPart(getEnv().SITE_URL, sitemapPart(partie)),
  );
};

/**
 * /sitemap.xml, generated from the database through the REST API (SPEC §2 public pages, issue 37
 * §1 product pages); a sitemap index with `?partie=` children past 50,000 URLs.
 */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: handle, HEAD: handle } },
});
