/**
 * `npm run bench:catalogue`: the /produits page rendered on every request (PAGE_CACHE=off) at
 * several catalogue sizes (issue 19), on the production server (pinned to core 0; autocannon on
 * core 1, 20 connections). Same options and data as `npm run bench:api`
 * (scripts/bench/catalogue-options.ts): for each database and size, the overview, the two busiest
 * top-level categories sorted by price on page 2, and a search. Each URL is the router's canonical
 * spelling and must answer 200 before it is measured. Prints a Markdown report and writes
 * bench/results/catalogue-pages-latest.md.
 */
import { loadavg } from 'node:os';
import { catalogueReport, runCatalogues, type Site } from './bench/catalogue.ts';
import { readCatalogueOptions } from './bench/catalogue-options.ts';
import { writeResults } from './bench/report.ts';
import { setUpBench } from './bench/server.ts';

const options = readCatalogueOptions();
// The load generator runs on core 1, the server on core 0.
const port = setUpBench();
const loadAtStart = loadavg()[0] ?? 0;

async function measurePages(site: Site) {
  const two = site.catalogue.parents.slice(0, 2).sort((a, b) => a - b);
  if (two.length < 2) throw new Error('fewer than two top-level categories with products');
  await site.measure('/produits', '/produits');
  // The router writes the list with an encoded comma, then sort, then page (app/lib/catalogue-search.ts).
  await site.measure(
    '/produits two categories by price, page 2',
    `/produits?categoryId=${two.join('%2C')}&sort=price-asc&page=2`,
  );
  await site.measure('/produits?q=matelas', '/produits?q=matelas');
}

const runs = await runCatalogues(
  options,
  { port, bench: 'catalogue-pages', pageCache: 'off' },
  measurePages,
);
const notes = [
  ...options.notes,
  'Server: the production build (scripts/start.ts, NODE_ENV=production) with PAGE_CACHE=off: every request is rendered (SSR, loaders, REST client, API, database); the categories are the two top-level ones with the most visible products',
];
await writeResults(
  'catalogue-pages-latest.md',
  catalogueReport('Catalogue pages benchmark (issue 19), uncached SSR', runs, options, {
    notes,
    loadAtStart,
  }),
);
