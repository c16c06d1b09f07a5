/**
 * `npm run bench:api`: the REST API's catalogue reads at several catalogue sizes (issue 19), on the
 * production server (pinned to core 0; autocannon on core 1, 20 connections). For each database
 * and size (`--products 1000,10000,100000` by default; `--postgres`, `--no-pglite`, `--seconds S`,
 * `--synonyms N`: scripts/bench/catalogue-options.ts), a fresh database with the demo data scaled to N products
 * and N/10 articles, then: list pages 1, 150 and the last one, a top-level category sorted by
 * price, two searches, a product by id, and the admin's product and article lists signed in.
 * Prints a Markdown report and writes bench/results/catalogue-api-latest.md.
 */
import { loadavg } from 'node:os';
import * as v from 'valibot';
import { demoAdmin } from '#server/seed/seed-demo.ts';
import { catalogueReport, runCatalogues, type Site } from './bench/catalogue.ts';
import { readCatalogueOptions } from './bench/catalogue-options.ts';
import { writeResults } from './bench/report.ts';
import { setUpBench } from './bench/server.ts';

const options = readCatalogueOptions();
// The load generator runs on core 1, the server on core 0.
const port = setUpBench();
const loadAtStart = loadavg()[0] ?? 0;

const ProductPage = v.object({ rows: v.array(v.object({ id: v.number() })), total: v.number() });
const Token = v.object({ token: v.string() });

async function productPage(base: string, query: string) {
  const response = await fetch(`${base}/api/crud/products?${query}`);
  if (!response.ok) throw new Error(`GET /api/crud/products?${query}: HTTP ${response.status}`);
  return v.parse(ProductPage, await response.json());
}

/** A fresh access token of the demo administrator (a session per call). */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  if (!response.ok) throw new Error(`POST /api/auth/login: HTTP ${response.status}`);
  return v.parse(Token, await response.json()).token;
}

/** Words of the demo's product titles: their pairs are searches that find something. */
const searchVocabulary = [
  'lit',
  'fauteuil',
  'roulant',
  'medicalise',
  'electrique',
  'cadre',
  'marche',
  'deambulateur',
  'matelas',
  'coussin',
  'canne',
  'bequille',
  'tensiometre',
  'oxygene',
  'concentrateur',
  'aspirateur',
  'chaise',
  'percee',
  'douche',
  'barre',
  'rehausseur',
  'table',
  'lit',
  'pliant',
  'leger',
  'confort',
  'anti',
  'escarres',
  'pediatrique',
  'standard',
  'manuel',
  'moteur',
  'thermometre',
  'oxymetre',
  'nebuliseur',
  'glucometre',
  'soulève',
  'verticalisateur',
  'rollator',
  'roues',
];

/** The pairs of `searchVocabulary` × pages 1–3, in a fixed order: the same for every run. */
function distinctSearches(): () => string {
  let n = 0;
  const size = searchVocabulary.length;
  return () => {
    n += 1;
    const first = searchVocabulary[n % size];
    const second = searchVocabulary[Math.floor(n / size) % size];
    const page = 1 + (Math.floor(n / (size * size)) % 3);
    return `/api/crud/products?search=${encodeURIComponent(`${first} ${second}`)}&page=${page}&limit=6`;
  };
}

async function measureApi(site: Site) {
  const { total } = await productPage(site.base, 'page=1&limit=20');
  const last = Math.max(1, Math.ceil(total / 20));
  const [middle] = (await productPage(site.base, `page=${Math.ceil(total / 2)}&limit=1`)).rows;
  if (!middle) throw new Error('no visible product');
  const [category] = site.catalogue.parents;
  if (category === undefined) throw new Error('no top-level category with sub-categories');

  await site.measure('list page 1', '/api/crud/products?page=1&limit=6');
  await site.measure('list page 150', '/api/crud/products?page=150&limit=6');
  await site.measure('list last page, limit 20', `/api/crud/products?page=${last}&limit=20`);
  await site.measure(
    'top-level category by price',
    `/api/crud/products?categoryId=${category}&order=prix:asc&page=1&limit=6`,
  );
  await site.measure(
    'search "fauteuil roulant", limit 50',
    '/api/crud/products?search=fauteuil%20roulant&page=1&limit=50',
  );
  await site.measure(
    'search "deambulateur", limit 6',
    '/api/crud/products?search=deambulateur&page=1&limit=6',
  );
  // Issue 37 §3: searches a synonym rule expands (the demo's), to compare with --synonyms 0.
  await site.measure(
    'search "rollator" (a synonym), limit 6',
    '/api/crud/products?search=rollator&page=1&limit=6',
  );
  await site.measure(
    'search "lit hospitalier" (a synonym), limit 6',
    '/api/crud/products?search=lit%20hospitalier&page=1&limit=6',
  );
  // Issue 37 §3: searches no cache has seen (a new pair of catalogue words and page each time),
  // so every request ranks: what synonym rules can cost, unlike the repeated searches above.
  await site.measure('distinct searches, two words (not cached)', distinctSearches());
  await site.measure('product by id', `/api/crud/products/${middle.id}`);
  // Signed in just before each, so the token cannot expire during the run.
  const admin = async () => ({ authorization: `Bearer ${await signIn(site.base)}` });
  await site.measure('admin products page 1', '/api/crud/products?page=1&limit=10', await admin());
  await site.measure('admin articles page 1', '/api/crud/articles?page=1&limit=10', await admin());
}

const runs = await runCatalogues(
  options,
  { port, bench: 'catalogue-api', pageCache: 'on' },
  measureApi,
);
const notes = [
  ...options.notes,
  'Server: the production build (scripts/start.ts, NODE_ENV=production); a visible product is the one in the middle of the public list; admin rows send `Authorization: Bearer` with a token of the demo administrator (POST /api/auth/login)',
];
await writeResults(
  'catalogue-api-latest.md',
  catalogueReport('Catalogue API benchmark (issue 19)', runs, options, { notes, loadAtStart }),
);
