/**
 * `npm run bench`: the public site's SSR pages and API reads on the production server (embedded
 * database, and PostgreSQL when BENCH_DATABASE_URL is set), with the demo data scaled to 5,000
 * products in 20 categories and 500 articles. Each URL also runs against a bare node:http server
 * returning the bytes captured from it, the ceiling the ratio column compares with. Ends with the
 * client JavaScript each public page loads. Writes bench/results/latest.md and prints it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { products } from '../server/db/schema.ts';
import { type ClientJs, measureClientJs, referencedScripts } from './bench/client-js.ts';
import {
  latestPublishedSlug,
  makeDataDir,
  removeDataDir,
  seedDemoData,
  withFreshPostgres,
} from './bench/prepare.ts';
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
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
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
    return { slug, categoryIds };
  });
}

function targetsFor(slug: string, categoryIds: readonly number[]): Target[] {
  const article = encodeURIComponent(slug);
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
    { kind: 'API', name: 'products page 1', path: '/api/crud/products?page=1&limit=6' },
    {
      kind: 'API',
      name: 'products search "lit medicalise"',
      path: '/api/crud/products?search=lit%20medicalise&page=1&limit=6',
    },
    { kind: 'API', name: 'article by slug', path: `/api/crud/articles/slug/${article}` },
  ];
}

/** One plain GET as autocannon sends it (no Accept-Encoding): status, content type, raw bytes. */
function capture(url: string) {
  return new Promise<{ status: number; contentType: string; body: Buffer }>((resolve, reject) => {
    // A fresh connection each time: a reused keep-alive socket may be closed under us.
    get(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? 'application/octet-stream',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function measure(url: string): Promise<Measure> {
  await autocannon({ url, connections: 20, duration: warmUp });
  const result = await autocannon({ url, connections: 20, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measureAll(base: string, targets: readonly Target[]) {
  const results = new Map<string, Measure>();
  for (const target of targets) {
    const result = await measure(`${base}${target.path}`);
    console.log(`[bench] ${base}${target.path}: ${JSON.stringify(result)}`);
    results.set(target.name, result);
  }
  return results;
}

/** Saves each target's response for the static server; warns when one is not a 2xx. */
async function captureAll(base: string, targets: readonly Target[], dir: string) {
  await mkdir(dir, { recursive: true });
  const index: Record<string, { status: number; contentType: string; file: string }> = {};
  const html = new Map<string, string>();
  for (const [i, target] of targets.entries()) {
    const { status, contentType, body } = await capture(`${base}${target.path}`);
    if (status < 200 || status >= 300) console.warn(`[bench] ${target.path} answered ${status}`);
    await writeFile(join(dir, `${i}.body`), body);
    index[target.path] = { status, contentType, file: `${i}.body` };
    if (target.kind === 'SSR') html.set(target.name, body.toString('utf8'));
  }
  await writeFile(join(dir, 'index.json'), JSON.stringify(index));
  return html;
}

/** Every public page's client JS, read through the running server. */
async function clientJsPerRoute(base: string, slug: string) {
  const pages = [
    '/',
    '/produits',
    '/actualites',
    `/articles/${encodeURIComponent(slug)}`,
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
  ];
  const cache = new Map<string, Buffer>();
  const load = async (path: string) => (await capture(`${base}${path}`)).body;
  const rows: [string, ClientJs][] = [];
  for (const page of pages) {
    const html = (await capture(`${base}${page}`)).body.toString('utf8');
    const name = page.startsWith('/articles/') ? '/articles/<slug>' : page;
    rows.push([name, await measureClientJs(referencedScripts(html), load, cache)]);
  }
  return rows;
}

interface Run {
  label: string;
  targets: Target[];
  site: Map<string, Measure>;
  cached: Map<string, Measure>;
  /** What the page cache held once every page had been measured (GET /api/health). */
  cacheMemory: string;
}

/**
 * The page cache's entries and bytes (GET /api/health) once every page of the sitemap has been
 * visited too: what the seeded site costs in memory when all of it is cached.
 */
async function cacheMemory(base: string): Promise<string> {
  const sitemap = (await capture(`${base}/sitemap.xml`)).body.toString('utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  for (const path of paths) await capture(`${base}${path}`);
  const { body } = await capture(`${base}/api/health`);
  const health = v.parse(HealthSchema, JSON.parse(body.toString('utf8')));
  const stats = health.pageCache;
  if (!stats) return 'page cache off';
  const kibibytes = (stats.bytes / 1024).toFixed(0);
  return `${stats.entries} entries (the measured pages plus the ${paths.length} URLs of the sitemap), ${kibibytes} KiB with their brotli and gzip copies`;
}
const HealthSchema = v.object({
  pageCache: v.nullable(
    v.object({ entries: v.number(), bytes: v.number(), hits: v.number(), misses: v.number() }),
  ),
});

/**
 * Seeds, then measures the site twice: without the page cache (every page rendered: the
 * uncached rows, and the API) and with it (the cached rows). Captures on the first run only.
 */
async function benchOn(label: string, databaseUrl: string | undefined, captureDir?: string) {
  const dataDir = await makeDataDir('site');
  const { slug, categoryIds } = await prepare(dataDir, databaseUrl);
  console.log(`[bench] ${label}: article ${slug}, categories ${categoryIds.join(',')}`);
  const base = `http://127.0.0.1:${port}`;
  const targets = targetsFor(slug, categoryIds);
  const pages = targets.filter((target) => target.kind === 'SSR');
  try {
    const uncachedServer = await startServer({ port, dataDir, databaseUrl, pageCache: 'off' });
    let site: Map<string, Measure>;
    try {
      site = await measureAll(base, targets);
    } finally {
      await stopServer(uncachedServer);
    }
    const cachedServer = await startServer({ port, dataDir, databaseUrl, pageCache: 'on' });
    try {
      // The baseline serves the bytes a cache hit sends.
      if (captureDir) await captureAll(base, targets, captureDir);
      const clientJs = captureDir ? await clientJsPerRoute(base, slug) : [];
      const cached = await measureAll(base, pages);
      const memory = await cacheMemory(base);
      return { run: { label, targets, site, cached, cacheMemory: memory } satisfies Run, clientJs };
    } finally {
      await stopServer(cachedServer);
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(runs: readonly Run[], baseline: Map<string, Measure>, js: [string, ClientJs][]) {
  const row = (label: string, kind: string, name: string, s: Measure | undefined) => {
    const b = baseline.get(name);
    const ratio = s && b?.rps ? (s.rps / b.rps).toFixed(3) : '–';
    return `| ${label} | ${kind} | \`${name}\` | ${s?.rps} | ${s?.p50} | ${s?.p99} | ${s?.errors} | ${b?.rps} | ${b?.p50} | ${ratio} |`;
  };
  const rows = runs.flatMap(({ label, targets, site, cached }) => [
    ...targets
      .filter(({ kind }) => kind === 'SSR')
      .flatMap(({ name }) => [
        row(label, 'SSR cached', name, cached.get(name)),
        row(label, 'SSR uncached', name, site.get(name)),
      ]),
    ...targets
      .filter(({ kind }) => kind === 'API')
      .map(({ name }) => row(label, 'API', name, site.get(name))),
  ]);
  return [
    '# Site benchmark',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineSummary()}`,
    `- Pinning: ${hasTaskset ? 'yes (servers on core 0, autocannon on core 1)' : 'no (taskset unavailable)'}`,
    `- Load average (1 min): ${loadAtStart.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end (above 1 per core, other work shared the machine)`,
    `- Data: ${scale.products} products in ${scale.categories} categories, ${scale.articles} articles`,
    `- Load: autocannon, 20 connections, ${duration} s after a ${warmUp} s warm-up, one URL at a time`,
    '- Baseline (same bytes): a bare `node:http` server returning the exact bytes (and content type) captured once from each URL on the embedded database; ratio = site req/s ÷ baseline req/s',
    '',
    '- SSR cached: the production server with its page cache (PAGE_CACHE=on), after the warm-up filled it; SSR uncached and API: PAGE_CACHE=off, every page rendered',
    '',
    '| database | kind | URL | req/s | p50 (ms) | p99 (ms) | errors / non-2xx | same-bytes req/s | same-bytes p50 (ms) | ratio |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
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

const captureDir = join(await makeDataDir('site-capture'), 'responses');
try {
  const first = await benchOn('PGlite', undefined, captureDir);
  const runs: Run[] = [first.run];
  const staticServer = await startStaticServer(staticPort, captureDir);
  let baseline: Map<string, Measure>;
  try {
    baseline = await measureAll(`http://127.0.0.1:${staticPort}`, first.run.targets);
  } finally {
    await stopServer(staticServer);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl)
    runs.push((await withFreshPostgres(adminUrl, (url) => benchOn('PostgreSQL', url))).run);
  await writeResults('latest.md', report(runs, baseline, first.clientJs));
} finally {
  await removeDataDir(join(captureDir, '..'));
}
