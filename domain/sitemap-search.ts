import { urlSearch } from './url-search.ts';

const sitemapPartie = /^(pages|produits-[1-9]\d{0,4})$/;

/**
 * Issue 37 §1: past 50,000 URLs `/sitemap.xml` is a sitemap index, whose children are
 * `/sitemap.xml?partie=pages` (pages, articles, categories) and `?partie=produits-<n>`; anything
 * else is the sitemap itself (the page cache folds it away). A URL reader (decision 034).
 */
export const SitemapSearchSchema = urlSearch<{ partie?: string }>((search) =>
  typeof search.partie === 'string' && sitemapPartie.test(search.partie)
    ? { partie: search.partie }
    : {},
);

export type SitemapPart = { kind: 'all' } | { kind: 'pages' } | { kind: 'products'; part: number };

export function sitemapPart(partie: string | undefined): SitemapPart {
  if (partie === 'pages') return { kind: 'pages' };
  const match = partie ? /^produits-([1-9]\d{0,4})$/.exec(partie) : null;
  return match ? { kind: 'products', part: Number(match[1]) } : { kind: 'all' };
}
