import type { FeedArticle, FeedCategory } from './types.ts';
import { baseUrl, escapeXml, toDatePart } from './xml.ts';

/** The public pages of SPEC §2 that exist whatever the data (the home page comes first). */
export const staticPaths = [
  '/',
  '/actualites',
  '/engagements',
  '/produits',
  '/catalogue',
  '/services',
  '/contact',
  '/location-materiel',
  '/magasins',
  '/mentions-legales',
  '/politique-confidentialite',
  '/conditions-utilisation',
  '/cookies',
] as const;

export interface SitemapInput {
  readonly siteUrl: string;
  /** Published articles only: the caller reads them anonymously, so drafts never appear. */
  readonly articles: readonly FeedArticle[];
  readonly categories: readonly FeedCategory[];
}

function urlEntry(loc: string, lastmod: string | null): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** sitemaps.org 0.9 urlset: static pages, articles (with lastmod) and catalogue categories. */
export function buildSitemap({ siteUrl, articles, categories }: SitemapInput): string {
  const base = baseUrl(siteUrl);
  const entries = [
    ...staticPaths.map((path) => urlEntry(path === '/' ? `${base}/` : `${base}${path}`, null)),
    ...articles.map((article) =>
      urlEntry(
        `${base}/articles/${encodeURIComponent(article.slug)}`,
        toDatePart(article.modifie_le) ?? toDatePart(article.publie_le),
      ),
    ),
    ...categories
      .filter((category) => category.est_active !== false)
      .map((category) => urlEntry(`${base}/produits?categoryId=${category.id}`, null)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
