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

/** What the sitemap reads of a visible product (issue 37 §1). */
export interface SitemapProduct {
  readonly slug: string;
  readonly modifie_le: string | null;
}

export interface SitemapInput {
  readonly siteUrl: string;
  /** Published articles only: the caller reads them anonymously, so drafts never appear. */
  readonly articles: readonly FeedArticle[];
  readonly categories: readonly FeedCategory[];
  readonly products?: readonly SitemapProduct[];
}

function urlEntry(loc: string, lastmod: string | null): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The product page URLs of the sitemap, each with its last modification (issue 37 §1). */
export function productEntries(siteUrl: string, products: readonly SitemapProduct[]): string[] {
  const base = baseUrl(siteUrl);
  return products.map((product) =>
    urlEntry(
      `${base}/produits/${encodeURIComponent(product.slug)}`,
      toDatePart(product.modifie_le),
    ),
  );
}

/** sitemaps.org 0.9 urlset of ready entries. */
export function urlSet(entries: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** sitemaps.org 0.9 sitemap index: the site's sitemaps when one file cannot hold every URL. */
export function buildSitemapIndex(siteUrl: string, paths: readonly string[]): string {
  const base = baseUrl(siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(`${base}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The static pages', articles' (with lastmod) and catalogue categories' entries. */
export function pageEntries({ siteUrl, articles, categories }: SitemapInput): string[] {
  const base = baseUrl(siteUrl);
  return [
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
}

/** sitemaps.org 0.9 urlset: static pages, articles, catalogue categories and products. */
export function buildSitemap(input: SitemapInput): string {
  return urlSet([...pageEntries(input), ...productEntries(input.siteUrl, input.products ?? [])]);
}
