/**
 * `npm run bench:api`: autocannon (20 connections, 10 s after a 3 s warm-up) against the production
 * server on PGlite — and on PostgreSQL when BENCH_DATABASE_URL is set — with the demo data scaled
 * to 5,000 products and 500 articles. Prints a Markdown table and writes bench/results/api-latest.md.
 */
import { count } from 'drizzle-orm';
import { articles, products } from '../server/db/schema.ts';
import { measure } from './bench/measure.ts';
import {
  latestPublishedSlug,
  makeDataDir,
  removeDataDir,
  seedDemoData,
  withFreshPostgres,
} from './bench/prepare.ts';
import { serverPinning, writeResults } from './bench/report.ts';
import { setUpBench, startServer, stopServer } from './bench/server.ts';

// The load generator runs on core 1, the server on core 0.
const port = setUpBench();

async function prepare(dataDir: string, databaseUrl?: string) {
  const scale = { products: 5000, articles: 500 };
  return seedDemoData({ dataDir, databaseUrl, scale }, async (db) => {
    const slug = await latestPublishedSlug(db);
    const [productCount] = await db.select({ n: count() }).from(products);
    const [articleCount] = await db.select({ n: count() }).from(articles);
    return {
      slug,
      counts: { products: productCount?.n, articles: articleCount?.n },
    };
  });
}

async function benchOn(label: string, databaseUrl?: string) {
  const dataDir = await makeDataDir('api');
  const { slug, counts } = await prepare(dataDir, databaseUrl);
  console.log(`[bench] ${label}: ${JSON.stringify(counts)}`);
  const server = await startServer({ port, dataDir, databaseUrl });
  const base = `http://127.0.0.1:${port}/api`;
  const targets = [
    ['GET /crud/products?page=1&limit=6', `${base}/crud/products?page=1&limit=6`],
    [
      'GET /crud/products?search=lit medicalise&limit=6',
      `${base}/crud/products?search=lit%20medicalise&page=1&limit=6`,
    ],
    ['GET /crud/articles/slug/{slug}', `${base}/crud/articles/slug/${encodeURIComponent(slug)}`],
  ] as const;
  const rows: string[] = [];
  try {
    for (const [name, url] of targets) {
      const r = await measure(url, 10, 3);
      rows.push(`| ${label} | \`${name}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
      console.log(rows.at(-1));
    }
  } finally {
    await stopServer(server);
    await removeDataDir(dataDir);
  }
  return rows;
}

const rows = await benchOn('PGlite');
if (process.env.BENCH_DATABASE_URL)
  rows.push(
    ...(await withFreshPostgres(process.env.BENCH_DATABASE_URL, (url) =>
      benchOn('PostgreSQL', url),
    )),
  );
const table = [
  `API benchmark — ${new Date().toISOString()} — autocannon 20 connections × 10 s, 5,000 products / 500 articles, ${serverPinning()}`,
  '',
  '| database | request | req/s | p50 (ms) | p99 (ms) | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
].join('\n');
await writeResults('api-latest.md', table);
