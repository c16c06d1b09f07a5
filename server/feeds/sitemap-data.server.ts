import { serverLimits } from '#config';
import type { SitemapPart } from '#domain/sitemap-search.ts';
import { listSitemapProducts } from '../client/products.client.ts';
import { publicClient } from '../functions/session.server.ts';
import { loadActiveCategories, loadPublishedArticles } from './feed-data.server.ts';
import { buildSitemapIndex, pageEntries, productEntries, urlSet } from './sitemap.ts';

const perFile = serverLimits.sitemapUrlsPerFile;

/**
 * `/sitemap.xml` and its parts (issue 37 §1). While pages, articles, categories and visible
 * products fit one file (sitemaps.org: 50,000 URLs), it is one urlset; past that, a sitemap index
 * of `?partie=pages` and `?partie=produits-<n>`, product part n holding the ids in
 * ((n−1)·50,000, n·50,000] (a bounded walk of the primary key, however large the catalogue).
 */
export async function buildSitemapPart(siteUrl: string, part: SitemapPart): Promise<string> {
  const client = publicClient();
  if (part.kind === 'products') {
    const { rows } = await listSitemapProducts(client, {
      after: (part.part - 1) * perFile,
      upto: part.part * perFile,
      limit: perFile,
    });
    return urlSet(productEntries(siteUrl, rows));
  }
  const [articles, categories] = await Promise.all([
    loadPublishedArticles(),
    loadActiveCategories(),
  ]);
  const pages = pageEntries({ siteUrl, articles, categories });
  if (part.kind === 'pages') return urlSet(pages);
  const room = Math.max(perFile - pages.length, 0);
  const first = await listSitemapProducts(client, { after: 0, limit: Math.min(room + 1, perFile) });
  if (first.rows.length <= room) return urlSet([...pages, ...productEntries(siteUrl, first.rows)]);
  const parts = Math.ceil(first.last_id / perFile);
  return buildSitemapIndex(siteUrl, [
    '/sitemap.xml?partie=pages',
    ...Array.from({ length: parts }, (_, index) => `/sitemap.xml?partie=produits-${index + 1}`),
  ]);
}
