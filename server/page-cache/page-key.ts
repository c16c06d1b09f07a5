import { decode, encode } from '@tanstack/router-core';
import { CatalogueSearchSchema, catalogueDefaults } from '#domain/catalogue-search.ts';
import { NewsSearchSchema, newsDefaults } from '#domain/news-search.ts';
import { SitemapSearchSchema } from '#domain/sitemap-search.ts';
import { urlSearch } from '#domain/url-search.ts';

/**
 * Which cache entry a public URL maps to. Search params go through the routes' own readers
 * (url-search.ts) (defaults dropped, category lists sorted and de-duplicated, invalid values folded to
 * their fallback, unknown params dropped) and are written back the way the router writes them,
 * so every spelling of one page shares one entry. docs/decisions/009-page-cache.md.
 */
export type PageKey =
  /** Serve or fill the entry `key` (the canonical path and query). */
  | { kind: 'page'; key: string }
  /** The same page under another spelling: send the visitor to its canonical URL. */
  | { kind: 'redirect'; location: string }
  /** Not a cacheable public page (admin, login, API, assets, unknown paths). */
  | { kind: 'pass' };

interface SearchRule {
  schema: { parse: (search: unknown) => object };
  defaults: Record<string, unknown>;
}

/** Public pages without search params: any query string is folded away. */
const plainPages = new Set([
  '/',
  '/actualites/rss.xml',
  '/catalogue',
  '/conditions-utilisation',
  '/contact',
  '/cookies',
  '/engagements',
  '/location-materiel',
  '/magasins',
  '/mentions-legales',
  '/politique-confidentialite',
  '/robots.txt',
  '/services',
]);

/** `?download=1` asks for the PDF as an attachment (pdf-response.ts: anything but 0/false). */
const PdfSearchSchema = urlSearch((search) =>
  'download' in search
    ? {
        download:
          search.download === 0 || search.download === false || search.download === '0'
            ? undefined
            : 1,
      }
    : {},
);

const searchPages = new Map<string, SearchRule>([
  ['/produits', { schema: CatalogueSearchSchema, defaults: catalogueDefaults }],
  ['/actualites', { schema: NewsSearchSchema, defaults: newsDefaults }],
  ['/catalogue.pdf', { schema: PdfSearchSchema, defaults: {} }],
  // Issue 37 §1: the parts of a sitemap index (any other query is the sitemap itself).
  ['/sitemap.xml', { schema: SitemapSearchSchema, defaults: {} }],
]);

/** An article slug as a path segment: bounded, no slash, no dot-segments. */
const articlePath = /^\/articles\/[A-Za-z0-9%_~-][A-Za-z0-9%._~-]{0,199}$/;
/** A product page (issue 37 §1), its slug bounded the same way. */
const productPath = /^\/produits\/[A-Za-z0-9%_~-][A-Za-z0-9%._~-]{0,199}$/;

/** Longer query strings are never legitimate here; they are folded without being parsed. */
const maxQueryLength = 2_048;

function canonicalQuery(rule: SearchRule, query: string): string {
  const raw = query.length > maxQueryLength ? {} : decode(query);
  const entries: [string, unknown][] = Object.entries(rule.schema.parse(raw));
  const kept: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (value === undefined || rule.defaults[name] === value) continue;
    kept[name] = value;
  }
  // The router's own writer (stringifySearchWith(JSON.stringify) on plain values): identical bytes.
  return encode(kept);
}

const isPublicPath = (path: string) =>
  searchPages.has(path) || plainPages.has(path) || articlePath.test(path) || productPath.test(path);

/**
 * The path as the router spells it: `/PRODUITS` or `/Articles/mon-article` name a public page
 * too, and would otherwise be rendered anew on every request (the router matches paths without
 * regard to case). Slugs keep their case: only the page's own part is folded.
 */
function publicPath(path: string): string | undefined {
  if (isPublicPath(path)) return path;
  let folded = path.toLowerCase();
  if (/^\/articles\//i.test(path)) folded = `/articles/${path.slice(10)}`;
  else if (/^\/produits\/./i.test(path)) folded = `/produits/${path.slice(10)}`;
  return isPublicPath(folded) ? folded : undefined;
}

/**
 * The target without its campaign tags (`utm_source`, `utm_medium`, `utm_campaign`…), the rest
 * as written. Issue 38: a campaign's link is served its page from the cache without a redirect,
 * which would lose the tags before the statistics beacon reads them (app/lib/stats-beacon.ts).
 */
function withoutCampaign(target: string): string {
  const mark = target.indexOf('?');
  if (mark === -1) return target;
  const kept = target
    .slice(mark + 1)
    .split('&')
    .filter((pair) => !/^utm_/i.test(pair));
  return kept.length > 0 ? `${target.slice(0, mark)}?${kept.join('&')}` : target.slice(0, mark);
}

/**
 * Maps a request target (`/produits?sort=name&page=2`) to its cache key. A canonical URL with
 * campaign tags added is served that key's page as it is (the browser's router drops the tags).
 */
export function pageKey(target: string): PageKey {
  const key = canonicalKey(target);
  if (key.kind !== 'redirect') return key;
  const untagged = withoutCampaign(target);
  return untagged !== target && untagged === key.location ? { kind: 'page', key: untagged } : key;
}

function canonicalKey(target: string): PageKey {
  const mark = target.indexOf('?');
  const path = publicPath(mark === -1 ? target : target.slice(0, mark));
  if (path === undefined) return { kind: 'pass' };
  const query = mark === -1 ? '' : target.slice(mark + 1);
  const rule = searchPages.get(path);
  let canonical: string;
  if (rule) {
    const search = canonicalQuery(rule, query);
    canonical = search ? `${path}?${search}` : path;
  } else {
    canonical = path;
  }
  return canonical === target
    ? { kind: 'page', key: canonical }
    : { kind: 'redirect', location: canonical };
}
