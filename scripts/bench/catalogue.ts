/**
 * What the catalogue benchmarks (`npm run bench:api`, `npm run bench:catalogue`) share: for each
 * database and catalogue size, a fresh database seeded with the demo data scaled to N products,
 * N/10 articles and 60 categories, the production server started on it, the URLs measured one at
 * a time, and the server's resident memory around the load; then the Markdown report.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#server/db/connection.ts';
import { megabytes, rssBytes, sampleRss } from './abuse/rss.ts';
import type { CatalogueOptions } from './catalogue-options.ts';
import { capture, type Headers, type Measure, run } from './measure.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './prepare.ts';
import { machineSummary } from './report.ts';
import { scaleData } from './scale-data.ts';
import { hasTaskset, root, startServer, stopServer } from './server.ts';
import { installSynonyms } from './synonyms.ts';

/** The demo's 19 categories plus 41 sub-categories spread over its 5 active top-level ones. */
export const categoryTarget = 60;

export const scaleFor = (products: number) => ({
  products,
  articles: Math.round(products / 10),
  categories: categoryTarget,
});

export interface Catalogue {
  database: string;
  products: number;
  visibleProducts: number;
  articles: number;
  /** Active top-level categories having active sub-categories, most visible products first. */
  parents: number[];
  /** Opening, migrating and seeding the demo data, then scaling it (VACUUM ANALYZE included). */
  seedSeconds: number;
  /** Of which scaling. */
  scaleSeconds: number;
}

export interface Row {
  name: string;
  path: string;
  measure: Measure;
}

export interface SizeRun extends Catalogue {
  /** Server RSS in bytes: idle after the start, the peak under load, and 2 s after the load. */
  rss: { idle: number; peak: number; after: number };
  rows: Row[];
}

export interface Site {
  base: string;
  catalogue: Catalogue;
  /**
   * Checks the URL's status, then measures it: 20 connections, warm-up, drain, then the run.
   * `path` may be a generator: a new path per request, never one the warm-up sent.
   */
  measure(name: string, path: string | (() => string), headers?: Headers): Promise<void>;
}

const Count = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const Counts = v.object({ products: Count, visible: Count, articles: Count });
const Parent = v.object({ id: Count });

const rowsOf = (result: unknown): unknown =>
  typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result;

async function describe(db: Database) {
  const [counts] = v.parse(
    v.array(Counts),
    rowsOf(
      await db.execute(sql`
        SELECT (SELECT count(*) FROM products) AS products,
          (SELECT count(*) FROM products p JOIN categories c ON c.id = p.categorie_id
            LEFT JOIN categories t ON t.id = c.parent_id
            WHERE p.est_actif AND c.est_active AND coalesce(t.est_active, true)) AS visible,
          (SELECT count(*) FROM articles) AS articles`),
    ),
  );
  // A top-level category includes its sub-categories.
  const parents = v.parse(
    v.array(Parent),
    rowsOf(
      await db.execute(sql`
        SELECT t.id FROM categories t
        JOIN categories s ON (s.id = t.id OR s.parent_id = t.id) AND s.est_active
        JOIN products p ON p.categorie_id = s.id AND p.est_actif
        WHERE t.parent_id IS NULL AND t.est_active
          AND EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = t.id AND c.est_active)
        GROUP BY t.id ORDER BY count(*) DESC, t.id`),
    ),
  );
  return {
    products: counts?.products ?? 0,
    visibleProducts: counts?.visible ?? 0,
    articles: counts?.articles ?? 0,
    parents: parents.map((parent) => parent.id),
  };
}

async function seed(
  database: string,
  dataDir: string,
  databaseUrl: string | undefined,
  products: number,
  synonyms: number | undefined,
): Promise<Catalogue> {
  const started = performance.now();
  let scaleSeconds = 0;
  const described = await seedDemoData({ dataDir, databaseUrl }, async (db) => {
    const scaling = performance.now();
    if (synonyms !== undefined) await installSynonyms(db, synonyms);
    await scaleData(db, scaleFor(products));
    scaleSeconds = (performance.now() - scaling) / 1000;
    return describe(db);
  });
  const seedSeconds = (performance.now() - started) / 1000;
  return { database, ...described, seedSeconds, scaleSeconds };
}

const sleep = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));

export interface RunSettings {
  port: number;
  /** The data directory's name prefix. */
  bench: string;
  pageCache: 'on' | 'off';
}

/** One database and size: seed, start, measure what `measureSite` asks for, stop, clean up. */
async function runSize(
  options: CatalogueOptions,
  settings: RunSettings,
  database: string,
  databaseUrl: string | undefined,
  products: number,
  measureSite: (site: Site) => Promise<void>,
): Promise<SizeRun> {
  const dataDir = await makeDataDir(settings.bench);
  try {
    const catalogue = await seed(database, dataDir, databaseUrl, products, options.synonyms);
    console.log(
      `[bench] ${database} ${products}: seeded in ${catalogue.seedSeconds.toFixed(1)} s (scaling ${catalogue.scaleSeconds.toFixed(1)} s): ${catalogue.products} products (${catalogue.visibleProducts} visible), ${catalogue.articles} articles, top-level categories ${catalogue.parents.join(',')}`,
    );
    const { port, pageCache } = settings;
    const server = await startServer({ port, dataDir, databaseUrl, pageCache });
    try {
      const pid = server.pid;
      if (pid === undefined) throw new Error('the server has no pid');
      await sleep(1);
      const idle = rssBytes(pid);
      const sampler = sampleRss(pid);
      const rows: Row[] = [];
      const base = `http://127.0.0.1:${port}`;
      await measureSite({
        base,
        catalogue,
        async measure(name, pathOrNext, headers = {}) {
          const next = typeof pathOrNext === 'function' ? pathOrNext : undefined;
          const path = next ? next() : String(pathOrNext);
          const { status, headers: answer } = await capture(`${base}${path}`, headers);
          if (status >= 300 && status < 400) {
            const at = answer.indexOf('location');
            throw new Error(`${path} answered ${status} to ${answer[at + 1]}: not canonical`);
          }
          if (status < 200 || status >= 300) console.warn(`[bench] ${path} answered ${status}`);
          const url = `${base}${path}`;
          await run(url, options.warmUp, headers, next);
          // The server still works on the requests the warm-up gave up on: one more, answered
          // after them, waits them out so that the measured run starts on an idle server.
          await capture(next ? `${base}${next()}` : url, headers);
          const result = await run(url, options.seconds, headers, next);
          console.log(`[bench] ${database} ${products} ${name} ${path}: ${JSON.stringify(result)}`);
          rows.push({ name, path, measure: result });
        },
      });
      const peak = sampler.stop();
      await sleep(2);
      const rss = { idle, peak, after: rssBytes(pid) };
      console.log(
        `[bench] ${database} ${products}: RSS idle ${megabytes(rss.idle)} MB, peak ${megabytes(rss.peak)} MB, after ${megabytes(rss.after)} MB`,
      );
      return { ...catalogue, rss, rows };
    } finally {
      await stopServer(server);
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

/** Every size on PGlite, then every size on a fresh PostgreSQL database each (when asked). */
export async function runCatalogues(
  options: CatalogueOptions,
  settings: RunSettings,
  measureSite: (site: Site) => Promise<void>,
): Promise<SizeRun[]> {
  const runs: SizeRun[] = [];
  for (const products of options.pglite ? options.sizes : []) {
    runs.push(await runSize(options, settings, 'PGlite', undefined, products, measureSite));
  }
  const { postgresUrl } = options;
  for (const products of postgresUrl ? options.sizes : []) {
    runs.push(
      await withFreshPostgres(postgresUrl ?? '', (url) =>
        runSize(options, settings, 'PostgreSQL', url, products, measureSite),
      ),
    );
  }
  return runs;
}

/** The short commit, marked when app/, server/ or scripts/ differ from it. */
export function revision(): string {
  const git = (...command: string[]) =>
    spawnSync('git', ['-C', root, ...command], { encoding: 'utf8' }).stdout.trim();
  const changed = git('status', '--porcelain', '--', 'app', 'server', 'scripts');
  return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes under app/, server/ or scripts/' : ''}`;
}

const thousands = (n: number) => n.toLocaleString('en');
const connections = 20;
const errorCell = ({ errors, failures }: Measure) =>
  errors === 0 ? '0' : `**${errors}**${failures ? ` (${failures})` : ''}`;

/** Header notes, memory per database and size, a req/s summary per size, then every row. */
export function catalogueReport(
  title: string,
  runs: readonly SizeRun[],
  options: CatalogueOptions,
  { notes, loadAtStart }: { notes: readonly string[]; loadAtStart: number },
): string {
  const sizes = options.sizes.map(thousands).join(', ');
  const columns = runs.map((run) => `${run.database} ${thousands(run.products)}`);
  const names = [...new Set(runs.flatMap((run) => run.rows.map((row) => row.name)))];
  // A wait (connections ÷ req/s) over half the window: the latencies are those of the requests
  // that finished in time, the others were cut off when it closed, so they understate the wait.
  const mark = (m: Measure) => (m.rps * options.seconds < 2 * connections ? ' †' : '');
  const cell = (run: SizeRun, name: string) => {
    const row = run.rows.find((candidate) => candidate.name === name);
    return row ? `${row.measure.rps} (${row.measure.p99}${mark(row.measure)})` : '–';
  };
  return [
    `# ${title}`,
    '',
    `- Date: ${new Date().toISOString()}; commit ${revision()}`,
    `- Machine: ${machineSummary()}; ${hasTaskset ? 'autocannon pinned to core 1' : 'autocannon unpinned'}`,
    `- Load average (1 min): ${loadAtStart.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end`,
    `- Catalogue sizes: ${sizes} products (demo data copied, a tenth as many articles, ${categoryTarget} categories: the demo's plus sub-categories spread over the active top-level ones); a fresh database per size`,
    `- Load: autocannon, ${connections} connections, one URL at a time, ${options.seconds} s after a ${options.warmUp} s warm-up; errors count connection errors, timeouts (10 s) and non-2xx answers`,
    `- Between the warm-up and the measured run, one request to the same URL waits out the requests the warm-up left in flight`,
    `- †: under ${(2 * connections) / options.seconds} req/s the wait under load (about ${connections} ÷ req/s seconds) is over half the window: p50 and p99 are those of the requests that finished in time (the others were cut off at its end), so they understate it`,
    `- Server RSS: VmRSS of the server process (PGlite runs inside it; PostgreSQL is a separate server, not counted) 1 s after it answered, its peak during the measurements, and 2 s after them`,
    ...notes.map((note) => `- ${note}`),
    '',
    '## Seeding and server memory',
    '',
    '| database | products (visible) | articles | seed (s) | of which scaling (s) | RSS idle (MB) | RSS peak (MB) | RSS after load (MB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (run) =>
        `| ${run.database} | ${thousands(run.products)} (${thousands(run.visibleProducts)}) | ${thousands(run.articles)} | ${run.seedSeconds.toFixed(1)} | ${run.scaleSeconds.toFixed(1)} | ${megabytes(run.rss.idle)} | ${megabytes(run.rss.peak)} | ${megabytes(run.rss.after)} |`,
    ),
    '',
    '## req/s (p99 ms) by catalogue size',
    '',
    `| request | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...names.map((name) => `| ${name} | ${runs.map((run) => cell(run, name)).join(' | ')} |`),
    '',
    '## Every measurement',
    '',
    '| database | products | request | URL | req/s | p50 (ms) | p99 (ms) | errors |',
    '| --- | ---: | --- | --- | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((run) =>
      run.rows.map(
        ({ name, path, measure: m }) =>
          `| ${run.database} | ${thousands(run.products)} | ${name} | \`${path}\` | ${m.rps} | ${m.p50}${mark(m)} | ${m.p99}${mark(m)} | ${errorCell(m)} |`,
      ),
    ),
    '',
  ].join('\n');
}
