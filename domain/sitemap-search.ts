import * as v from 'valibot';

/**
 * Issue 37 §1: past 50,000 URLs `/sitemap.xml` is a sitemap index, whose children are
 * `/sitemap.xml?partie=pages` (pages, articles, categories) and `?partie=produits-<n>`; anything
 * else is the sitemap itself (the page cache folds it away).
 */
export const SitemapSearchSchema = v.object({
  partie: v.fallback(
    v.optional(v.pipe(v.string(), v.regex(/^(pages|produits-[1-9]\d{0,4})$/))),
    undefined,
  ),
});

export type SitemapPart = { kind: 'all' } | { kind: 'pages' } | { kind: 'products'; part: number };

export function sitemapPart(partie: string | undefined): SitemapPart {
  if (partie === 'pages') return { kind: 'pages' };
  const match = partie ? /^produits-([1-9]\d{0,4})$/.exec(partie) : null;
  return match ? { kind: 'products', part: Number(match[1]) } : { kind: 'all' };
}
