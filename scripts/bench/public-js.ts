/**
 * The initial client JavaScript of every public page, read through a running server: the pages
 * the bench measures, plus one article, one category page and one product page found in the site's sitemap.
 * Shared by `npm run report:client-js` and by anything that wants to hold the pages to a budget.
 */
import { type ClientJs, measureClientJs, referencedScripts } from './client-js.ts';
import { capture } from './measure.ts';

/** The public pages with a fixed address (the bench's client-JS list). */
export const fixedPublicPages = [
  '/',
  '/produits',
  '/actualites',
  '/catalogue',
  '/services',
  '/location-materiel',
  '/engagements',
  '/magasins',
  '/contact',
  '/login',
  '/mentions-legales',
  '/politique-confidentialite',
  '/conditions-utilisation',
  '/cookies',
] as const;

export interface PublicPageJs extends ClientJs {
  /** The row's name: the path, or `/articles/<slug>` and `/produits?categoryId=<id>`. */
  page: string;
  /** The path fetched. */
  path: string;
  /** The JS files counted (paths, e.g. `/assets/index-abc.js`). */
  scripts: string[];
}

/** The paths of the sitemap (`<loc>` entries) of the site at `baseUrl`. */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const sitemap = (await capture(`${baseUrl}/sitemap.xml`)).body.toString('utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '/').replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** Every public page to measure: the fixed ones, the first article, the first category page. */
export async function publicPages(baseUrl: string): Promise<{ page: string; path: string }[]> {
  const paths = await sitemapPaths(baseUrl);
  const pages: { page: string; path: string }[] = fixedPublicPages.map((path) => ({
    page: path,
    path,
  }));
  const article = paths.find((path) => path.startsWith('/articles/'));
  if (article) pages.splice(4, 0, { page: '/articles/<slug>', path: article });
  const category = paths.find((path) => path.startsWith('/produits?categoryId='));
  if (category) pages.splice(2, 0, { page: '/produits?categoryId=<id>', path: category });
  // Issue 37 §1: the product page, right after the catalogue's.
  const product = paths.find((path) => path.startsWith('/produits/'));
  if (product) pages.splice(category ? 3 : 2, 0, { page: '/produits/<slug>', path: product });
  return pages;
}

/** Each public page's initial JS (files, raw, gzip -9, brotli -11), as the bench counts it. */
export async function measurePublicPages(baseUrl: string): Promise<PublicPageJs[]> {
  const cache = new Map<string, Buffer>();
  const load = async (path: string) => (await capture(`${baseUrl}${path}`)).body;
  const rows: PublicPageJs[] = [];
  for (const { page, path } of await publicPages(baseUrl)) {
    const answer = await capture(`${baseUrl}${path}`);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const scripts: string[] = [];
    const entries = referencedScripts(answer.body.toString('utf8'));
    const js = await measureClientJs(entries, load, cache, (file) => scripts.push(file));
    rows.push({ page, path, scripts, ...js });
  }
  return rows;
}
