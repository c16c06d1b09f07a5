/**
 * `npm run bench`: the public site's SSR pages and API reads on the production server (embedded
 * database, and PostgreSQL when BENCH_DATABASE_URL is set), with the demo data scaled to 5,000
 * products in 20 categories and 500 articles. Each page is measured without the page cache
 * (PAGE_CACHE=off) and with it; a bare node:http server replaying the captured responses is the
 * ceiling the ratio column compares with. Ends with the page cache's memory with the whole site
 * cached and the client JavaScript each public page loads. Writes bench/results/latest.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { products } from '#server/db/tables.ts';
import type { ClientJs } from './bench/client-js.ts';
import { capture, type Measure, measure, measureInTurns } from './bench/measure.ts';
import {
  latestPublishedSlug,
  makeDataDir,
  removeDataDir,
  seedDemoData,
  withFreshPostgres,
} from './bench/prepare.ts';
import { measurePublicPages } from './bench/public-js.ts';
import { machineSummary, writeResults } from './bench/report.ts';
import {
  hasTaskset,
  setUpBench,
  startServer,
  startStaticServer,
  stopServer,
} from './bench/server.ts';

// The load generator runs on core 1, the servers on core 0. BENCH_DURATION only shortens trial runs.
const port = setUpBench();
const staticPort = port + 100;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmUp = Math.min(3, duration);
const scale = { products: 5000, articles: 500, categories: 20 };
// Other work on the machine skews every row: the report shows the load it ran under.
const loadAtStart = loadavg()[0] ?? 0;

interface Target {
  kind: 'SSR' | 'API';
  name: string;
  path: string;
}

async function prepare(dataDir: string, databaseUrl?: string) {
  return seedDemoData({ dataDir, databaseUrl, scale }, async (db) => {
    const slug = await latestPublishedSlug(db);
    // The two categories with the most visible products, so that page 2 exists.
    const busiest = await db
      .select({ id: products.categorie_id, n: count() })
      .from(products)
      .where(and(eq(products.est_actif, true), isNotNull(products.categorie_id)))
      .groupBy(products.categorie_id)
      .orderBy(desc(count()))
      .limit(2);
    const categoryIds = busiest.map((row) => row.id ?? 0).sort((a, b) => a - b);
    // Issue 37 §1: a visible product of the busiest category (its related products are a full page).
    const [product] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.est_visible, true), eq(products.categorie_id, categoryIds[0] ?? 0)))
      .orderBy(products.id)
      .limit(1);
    if (!product) throw new Error('bench: no visible product in the busiest category');
    return { slug, categoryIds, productSlug: product.slug };
  });
}

function targetsFor(slug: string, categoryIds: readonly number[], productSlug: string): Target[] {
  const article = encodeURIComponent(slug);
  const product = encodeURIComponent(productSlug);
  return [
    { kind: 'SSR', name: '/', path: '/' },
    { kind: 'SSR', name: '/produits', path: '/produits' },
    {
      kind: 'SSR',
      name: '/produits?categoryId=<a,b>&sort=price-asc&page=2',
      // The canonical spelling (the router's own): any other one is a redirect to it.
      path: `/produits?categoryId=${categoryIds.join('%2C')}&sort=price-asc&page=2`,
    },
    { kind: 'SSR', name: '/produits?q=fauteuil', path: '/produits?q=fauteuil' },
    { kind: 'SSR', name: '/actualites', path: '/actualites' },
    { kind: 'SSR', name: '/articles/<slug>', path: `/articles/${article}` },
    // Issue 37: uncached, at least 80 % of the article page's req/s on the same run.
    { kind: 'SSR', name: '/produits/<slug>', path: `/produits/${product}` },
    { kind: 'API', name: 'products page 1', path: '/api/crud/products?page=1&limit=6' },
    {
      kind: 'API',
      name: 'products search "lit medicalise"',
      path: '/api/crud/products?search=lit%20medicalise&page=1&limit=6',
    },
    { kind: 'API', name: 'article by slug', path: `/api/crud/articles/slug/${article}` },
    { kind: 'API', name: 'product by slug', path: `/api/crud/products/by-slug/${product}` },
  ];
}

async function measureAll(base: string, targets: readonly Target[]) {
  const results = new Map<string, Measure>();
  for (const target of targets) {
    const result = await measure(`${base}${target.path}`, duration, warmUp);
    console.log(`[bench] ${base}${target.path}: ${JSON.stringify(result)}`);
    results.set(target.name, result);
  }
  return results;
}

/** Saves each target's whole response (status, headers, body) for the same-bytes server. */
async function captureAll(base: string, targets: readonly Target[], dir: string) {
  await mkdir(dir, { recursive: true });
  const index: Record<string, { status: number; headers: string[]; file: string }> = {};
  for (const [i, target] of targets.entries()) {
    const { status, headers, body } = await capture(`${base}${target.path}`);
    if (status < 200 || status >= 300) console.warn(`[bench] ${target.path} answered ${status}`);
    await writeFile(join(dir, `${i}.body`), body);
    index[target.path] = { status, headers, file: `${i}.body` };
  }
  await writeFile(join(dir, 'index.json'), JSON.stringify(index));
}

/** Every public page's client JS, read through the running server (scripts/bench/public-js.ts). */
async function clientJsPerRoute(base: string): Promise<[string, ClientJs][]> {
  return (await measurePublicPages(base)).map(({ page, files, raw, gzip, brotli }) => [
    page,
    { files, raw, gzip, brotli },
  ]);
}

interface Run {
  label: string;
  targets: Target[];
  /** PAGE_CACHE=off: every page rendered, and the API. */
  uncached: Map<string, Measure>;
  /** PAGE_CACHE=on, measured in turns with the same-bytes server. */
  cached: Map<string, Measure>;
  baseline: Map<string, Measure>;
  /** What the page cache held once every page of the sitemap was cached (GET /api/health). */
  cacheMemory: string;
}

const HealthSchema = v.object({
  pageCache: v.nullable(
    v.object({ entries: v.number(), notFoundEntries: v.number(), bytes: v.number() }),
  ),
});

/** The page cache's entries and bytes once every page of the sitemap has been visited too. */
async function cacheMemory(base: string): Promise<string> {
  const sitemap = (await capture(`${base}/sitemap.xml`)).body.toString('utf8');
  // Category pages are /produits?categoryId=N: the query is part of the page.
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '/').replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
  for (const path of paths) await capture(`${base}${path}`);
  const { body } = await capture(`${base}/api/health`);
  const stats = v.parse(HealthSchema, JSON.parse(body.toString('utf8'))).pageCache;
  if (!stats) return 'page cache off';
  const kibibytes = (stats.bytes / 1024).toFixed(0);
  return `${stats.entries} pages and ${stats.notFoundEntries} not-found pages cached (the measured pages plus the ${paths.length} URLs of the sitemap): ${kibibytes} KiB with their brotli and gzip copies`;
}

/** Measures every SSR page of the cached site in turns with the same-bytes server. */
async function measureCachedInTurns(base: string, staticBase: string, pages: readonly Target[]) {
  const cached = new Map<string, Measure>();
  const baseline = new Map<string, Measure>();
  for (const page of pages) {
    const [site, bytes] = await measureInTurns(`${base}${page.path}`, `${staticBase}${page.path}`, {
      rounds: 3,
      seconds: Math.max(2, Math.round(duration / 2)),
      warmUp,
    });
    console.log(
      `[bench] ${page.path}: cached ${JSON.stringify(site)}, same bytes ${JSON.stringify(bytes)}`,
    );
    cached.set(page.name, site);
    baseline.set(page.name, bytes);
  }
  return { cached, baseline };
}

/**
 * Seeds, then measures the site without its page cache (every page rendered, and the API), then
 * with it, in turns with a bare server replaying the cached site's captured responses.
 */
async function benchOn(label: string, databaseUrl: string | undefined, withClientJs: boolean) {
  const dataDir = await makeDataDir('site');
  const captureDir = join(dataDir, 'responses');
  const { slug, categoryIds, productSlug } = await prepare(dataDir, databaseUrl);
  console.log(
    `[bench] ${label}: article ${slug}, product ${productSlug}, categories ${categoryIds.join(',')}`,
  );
  const base = `http://127.0.0.1:${port}`;
  const staticBase = `http://127.0.0.1:${staticPort}`;
  const targets = targetsFor(slug, categoryIds, productSlug);
  const pages = targets.filter((target) => target.kind === 'SSR');
  try {
    const uncachedServer = await startServer({ port, dataDir, databaseUrl, pageCache: 'off' });
    let uncached: Map<string, Measure>;
    try {
      uncached = await measureAll(base, targets);
    } finally {
      await stopServer(uncachedServer);
    }
    const cachedServer = await startServer({ port, dataDir, databaseUrl, pageCache: 'on' });
    try {
      await captureAll(base, targets, captureDir);
      const clientJs = withClientJs ? await clientJsPerRoute(base) : [];
      const staticServer = await startStaticServer(staticPort, captureDir);
      try {
        const { cached, baseline } = await measureCachedInTurns(base, staticBase, pages);
        const api = targets.filter((target) => target.kind === 'API');
        for (const [name, result] of await measureAll(staticBase, api)) baseline.set(name, result);
        const memory = await cacheMemory(base);
        const run: Run = { label, targets, uncached, cached, baseline, cacheMemory: memory };
        return { run, clientJs };
      } finally {
        await stopServer(staticServer);
      }
    } finally {
      await stopServer(cachedServer);
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(runs: readonly Run[], js: [string, ClientJs][]) {
  const row = (run: Run, kind: string, name: string, s: Measure | undefined) => {
    const label = run.label;
    const b = run.baseline.get(name);
    const ratio = s && b?.rps ? (s.rps / b.rps).toFixed(3) : '–';
    return `| ${label} | ${kind} | \`${name}\` | ${s?.rps} | ${s?.p50} | ${s?.p99} | ${s?.errors} | ${b?.rps} | ${b?.p50} | ${b?.p99} | ${ratio} |`;
  };
  const rows = runs.flatMap((run) => [
    ...run.targets
      .filter(({ kind }) => kind === 'SSR')
      .flatMap(({ name }) => [
        row(run, 'SSR cached', name, run.cached.get(name)),
        row(run, 'SSR uncached', name, run.uncached.get(name)),
      ]),
    ...run.targets
      .filter(({ kind }) => kind === 'API')
      .map(({ name }) => row(run, 'API', name, run.uncached.get(name))),
  ]);
  return [
    '# Site benchmark',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineSummary()}`,
    `- Pinning: ${hasTaskset ? 'yes (servers on core 0, autocannon on core 1)' : 'no (taskset unavailable)'}`,
    `- Load average (1 min): ${loadAtStart.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end (above 1 per core, other work shared the machine)`,
    `- Data: ${scale.products} products in ${scale.categories} categories, ${scale.articles} articles`,
    `- Load: autocannon, 20 connections, one URL at a time; uncached and API rows ${duration} s after a ${warmUp} s warm-up`,
    `- SSR cached rows: measured in turns with the same-bytes server (3 rounds of ${Math.max(2, Math.round(duration / 2))} s each, medians), since this machine's speed drifts within minutes`,
    '- Same bytes: a bare `node:http` server replaying the exact response captured from each URL of the cached site of that run (status, headers, body); ratio = site req/s ÷ same-bytes req/s',
    '- SSR cached: the production server with its page cache (PAGE_CACHE=on), after the warm-up filled it; SSR uncached and API: PAGE_CACHE=off, every page rendered',
    '- Issue 37: `/produits/<slug>` uncached should reach at least 80 % of `/articles/<slug>` uncached req/s on the same run; cached, as any cached page',
    '',
    '| database | kind | URL | req/s | p50 (ms) | p99 (ms) | errors / non-2xx | same-bytes req/s | same-bytes p50 (ms) | same-bytes p99 (ms) | ratio |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '## Page cache memory with the seeded site',
    '',
    ...runs.map(({ label, cacheMemory: memory }) => `- ${label}: ${memory}`),
    '',
    '## Client JavaScript per public page',
    '',
    'Module scripts and modulepreload links of the served HTML plus their static imports (dynamic `import()` chunks excluded), KiB.',
    '',
    '| page | files | raw | gzip -9 | brotli -11 |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...js.map(
      ([page, t]) =>
        `| \`${page}\` | ${t.files} | ${kib(t.raw)} | ${kib(t.gzip)} | ${kib(t.brotli)} |`,
    ),
    '',
  ].join('\n');
}

const first = await benchOn('PGlite', undefined, true);
const runs: Run[] = [first.run];
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  runs.push((await withFreshPostgres(adminUrl, (url) => benchOn('PostgreSQL', url, false))).run);
}
await writeResults('latest.md', report(runs, first.clientJs));
