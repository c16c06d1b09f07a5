// The route label of a request (GET /metrics, issue 35): the template it matched, never the raw
// address, so a scan of random URLs cannot grow the label set.

/** The site's routes, as TanStack Router lists them (app/routeTree.gen.ts; a unit test checks). */
export const siteRoutePaths = [
  '/',
  '/actualites',
  '/actualites/rss.xml',
  '/articles/$slug',
  '/catalogue',
  '/catalogue.pdf',
  '/conditions-utilisation',
  '/contact',
  '/cookies',
  '/dashboard/',
  '/dashboard/articles/',
  '/dashboard/articles/create',
  '/dashboard/articles/dupliquer/$id',
  '/dashboard/articles/edit/$id',
  '/dashboard/categories',
  '/dashboard/corbeille',
  '/dashboard/demandes-contact',
  '/dashboard/equipe',
  '/dashboard/journal',
  '/dashboard/locations/',
  '/dashboard/locations/$id',
  '/dashboard/locations/nouvelle',
  '/dashboard/locations/planning',
  '/dashboard/mot-de-passe',
  '/dashboard/produits/',
  '/dashboard/produits/ajouter',
  '/dashboard/produits/dupliquer/$id',
  '/dashboard/produits/import',
  '/dashboard/produits/modifier/$id',
  '/dashboard/securite',
  '/dashboard/sessions',
  '/dashboard/statistiques',
  '/dashboard/synonymes',
  '/engagements',
  '/export-produits.csv',
  '/journal.csv',
  '/location-materiel',
  '/login',
  '/magasins',
  '/mentions-legales',
  '/politique-confidentialite',
  '/produits',
  '/produits/$slug',
  '/robots.txt',
  '/services',
  '/sitemap.xml',
  '/statistiques.csv',
  '/uploads/articles',
  '/uploads/articles/$id',
  '/uploads/products',
  '/uploads/products-import',
  '/uploads/products/$id',
] as const;

/** A route of the API (Hono's `app.routes`: `/api/crud/products/:id`, `/api/images/*`). */
export interface ApiRoute {
  method: string;
  path: string;
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method label: one of HTTP's, or `other`. */
export const methodLabel = (method: string | undefined) =>
  method && methods.has(method) ? method : 'other';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** `$id` (the router's) or `:id` (Hono's) is a parameter; `*` or `$` takes the rest. */
interface Pattern {
  template: string;
  segments: string[];
  rest: boolean;
}

function compile(template: string): Pattern {
  const segments = segmentsOf(template);
  const last = segments.at(-1);
  const rest = last === '*' || last === '$';
  return { template, segments: rest ? segments.slice(0, -1) : segments, rest };
}

function matches(pattern: Pattern, segments: string[]): boolean {
  if (
    pattern.rest
      ? segments.length < pattern.segments.length
      : segments.length !== pattern.segments.length
  )
    return false;
  return pattern.segments.every(
    (expected, index) =>
      expected.startsWith(':') || expected.startsWith('$') || expected === segments[index],
  );
}

/**
 * Maps a request to its route template: the site's pages, the API's routes (`/api/*` when the API
 * is another server's), build files (`/assets/*`), server functions (`/_serverFn/*`), the
 * site's public files (`static`), and anything else to `unmatched`.
 */
export function createRouteTemplates(options: {
  apiRoutes: readonly ApiRoute[] | undefined;
  isPublicFile: (pathname: string) => boolean;
}): (pathname: string) => string {
  const site = siteRoutePaths.map((path) => compile(path.replace(/\/$/, '') || '/'));
  const api = [
    ...new Set(
      (options.apiRoutes ?? [])
        .filter((route) => route.method !== 'ALL' && route.path !== '/api/*')
        .map((route) => route.path),
    ),
  ].map(compile);
  const exact = new Map<string, string>();
  for (const pattern of [...site, ...api]) {
    if (!pattern.rest && pattern.segments.every((s) => !s.startsWith(':') && !s.startsWith('$')))
      exact.set(`/${pattern.segments.join('/')}`, pattern.template);
  }
  const withParams = [...site, ...api].filter((pattern) => !exact.has(pattern.template));
  return (pathname) => {
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const found = exact.get(path);
    if (found) return found;
    if (path.startsWith('/assets/')) return '/assets/*';
    if (path.startsWith('/_serverFn/')) return '/_serverFn/*';
    if (path.startsWith('/api/') && options.apiRoutes === undefined) return '/api/*';
    if (options.isPublicFile(path)) return 'static';
    const segments = segmentsOf(path);
    return withParams.find((pattern) => matches(pattern, segments))?.template ?? 'unmatched';
  };
}
