/**
 * `npm run bench:catalogue-pdf`: the PDF catalogue (/catalogue.pdf) against the production server
 * on PGlite, with the demo data and with it scaled to 1,000 products (copies sharing the demo
 * photos). For each: the first request after start (cold: fonts, photo conversions, layout), a
 * rebuild after a product change (PATCH through the API, photos already converted; median of 3),
 * and requests served from memory (median of 20). Prints a Markdown table and writes
 * bench/results/catalogue-pdf-latest.md.
 */
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { products } from '#server/db/tables.ts';
import { demoAdmin } from '#server/seed/seed-demo.ts';
import { makeDataDir, removeDataDir, seedDemoData } from './bench/prepare.ts';
import { machineSummary, median, writeResults } from './bench/report.ts';
import { setUpBench, startServer, stopServer } from './bench/server.ts';

// The client runs on core 1, the server on core 0.
const port = setUpBench();

const rebuilds = 3;
const cachedRequests = 20;

async function prepare(dataDir: string, productTarget: number): Promise<number> {
  const scale = productTarget > 0 ? { products: productTarget, articles: 0 } : undefined;
  return seedDemoData({ dataDir, scale }, async (db) => {
    const [active] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.est_actif, true));
    return active?.n ?? 0;
  });
}

/** One full GET of the PDF: time to the last byte, size and page count. */
async function getPdf(site: string): Promise<{ ms: number; bytes: number; pages: number }> {
  const start = performance.now();
  const response = await fetch(`${site}/catalogue.pdf`);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  if (response.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`GET /catalogue.pdf: HTTP ${response.status}`);
  }
  // pdfkit writes each page object's dictionary uncompressed.
  const pages = body.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
  return { ms, bytes: body.byteLength, pages };
}

const Token = v.object({ token: v.string() });
const ProductList = v.object({ rows: v.array(v.object({ id: v.number() })) });

/** A write the API accepts (same value), which makes the next request rebuild the PDF. */
async function touchProduct(site: string, token: string, id: number): Promise<void> {
  const response = await fetch(`${site}/api/crud/products/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ est_actif: true }),
  });
  if (!response.ok) throw new Error(`PATCH product: HTTP ${response.status}`);
}

async function benchCatalogue(label: string, productTarget: number): Promise<string> {
  const dataDir = await makeDataDir('catalogue-pdf');
  try {
    const activeProducts = await prepare(dataDir, productTarget);
    const server = await startServer({ port, dataDir });
    const site = `http://127.0.0.1:${port}`;
    try {
      const cold = await getPdf(site);
      console.log(`[bench] ${label}: cold ${cold.ms.toFixed(0)} ms, ${cold.pages} pages`);

      const login = await fetch(`${site}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demoAdmin),
      });
      const { token } = v.parse(Token, await login.json());
      const list = await fetch(`${site}/api/crud/products?limit=1`);
      const [first] = v.parse(ProductList, await list.json()).rows;
      if (!first) throw new Error('no product to change');
      const rebuildTimes: number[] = [];
      for (let run = 0; run < rebuilds; run += 1) {
        await touchProduct(site, token, first.id);
        rebuildTimes.push((await getPdf(site)).ms);
      }
      const cachedTimes: number[] = [];
      for (let run = 0; run < cachedRequests; run += 1) cachedTimes.push((await getPdf(site)).ms);
      console.log(
        `[bench] ${label}: rebuild ${median(rebuildTimes).toFixed(0)} ms, cached ${median(cachedTimes).toFixed(1)} ms`,
      );
      return `| ${label} | ${activeProducts} | ${cold.pages} | ${(cold.bytes / 1024).toFixed(0)} | ${cold.ms.toFixed(0)} | ${median(rebuildTimes).toFixed(0)} | ${median(cachedTimes).toFixed(1)} |`;
    } finally {
      await stopServer(server);
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

const rows = [await benchCatalogue('demo data', 0), await benchCatalogue('scaled', 1000)];
const table = [
  `Catalogue PDF benchmark — ${new Date().toISOString()} — ${machineSummary()}, PGlite`,
  '',
  'Times are to the last byte of GET /catalogue.pdf. Cold: first request after the server started. Rebuild: first request after a product change (median of 3). Cached: served from memory (median of 20).',
  '',
  '| catalogue | active products | pages | size (KiB) | cold (ms) | rebuild (ms) | cached (ms) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
].join('\n');
await writeResults('catalogue-pdf-latest.md', table);
