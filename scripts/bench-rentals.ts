/**
 * `npm run bench:rentals` (issue 39). For each database (PGlite, then a fresh PostgreSQL one at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; `--no-postgres` or
 * `--no-pglite` skips one): the demo catalogue scaled to 2,000 products, 100 of them rentable, and 10,000 reservations
 * with their unit rows seeded in SQL (scripts/bench/rentals/seed.ts); then
 * - in process, the API's availability query for the busiest product over 90 days and its
 *   timeline over 3 months, timed in turns, and the availability query's plan (it must use the
 *   exclusion constraint's gist index: a sequential scan fails the run);
 * - the production server (scripts/start.ts): `GET /api/rentals/availability` for that window by
 *   50 and 200 connections (one client address each), and the cheapest API read beside for
 *   reference;
 * - a flood of `POST /api/rentals/requests` (200 connections, 8 addresses, in a process of its
 *   own) for the products with the fewest units and the one with the most, availability read by
 *   50 connections beside it; then, the server stopped, the database asked whether any product
 *   has more units held than it has on any day, and what the flood got in.
 * Writes bench/results/rentals.md.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import { type Load, load } from './bench/measure.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './bench/prepare.ts';
import { checkAfterFlood, floodTargets } from './bench/rentals/checks.ts';
import type { Flood, FloodOutcome } from './bench/rentals/flood.ts';
import { measureInDatabase } from './bench/rentals/in-database.ts';
import { type DatabaseRun, rentalsReport } from './bench/rentals/report.ts';
import { seedRentals } from './bench/rentals/seed.ts';
import { writeResults } from './bench/report.ts';
import { setUpBench, startServer, stopServer } from './bench/server.ts';

const port = setUpBench();
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmUp = Math.min(3, seconds);
/** Timed calls of each in-process measure. */
const runs = Number(process.env.BENCH_RUNS ?? 300);
const args = new Set(process.argv.slice(2));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const shape = { reservations: 10_000, rentable: 100, floodConnections: 200, floodAddresses: 8 };
const loadAtStart = loadavg()[0] ?? 0;

const pause = (s: number) => new Promise((done) => setTimeout(done, s * 1000));

const Outcome = v.object({
  rps: v.number(),
  ok: v.number(),
  p50: v.number(),
  p95: v.number(),
  p99: v.number(),
  errors: v.number(),
  non2xx: v.number(),
  failures: v.string(),
  sent: v.number(),
  statuses: v.record(v.string(), v.number()),
  reasons: v.record(v.string(), v.number()),
});

/** The flood from a process of its own (on the probe's core, which it inherits). */
function floodBeside(flood: Flood): Promise<FloodOutcome> {
  const script = join(import.meta.dirname, 'bench/rentals/flood.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, JSON.stringify(flood)], (error, stdout) => {
      if (error) reject(error);
      else resolve(v.parse(Outcome, JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')));
    });
  });
}

async function benchOn(label: DatabaseRun['label'], databaseUrl?: string): Promise<DatabaseRun> {
  const dataDir = await makeDataDir('rentals');
  const today = tunisDay(new Date());
  const prepared = await seedDemoData(
    { dataDir, databaseUrl, scale: { products: 2_000, articles: 150 } },
    async (db) => {
      const started = performance.now();
      const seeded = await seedRentals(db, {
        products: shape.rentable,
        reservations: shape.reservations,
        now: new Date(),
      });
      const seedSeconds = (performance.now() - started) / 1000;
      console.log(`[rentals] ${label}: ${JSON.stringify(seeded)} in ${seedSeconds.toFixed(1)} s`);
      const inDatabase = await measureInDatabase(db, today, runs);
      console.log(`[rentals] ${label} in process: ${JSON.stringify(inDatabase)}`);
      return {
        seeded: { ...seeded, seconds: seedSeconds },
        inDatabase,
        targets: await floodTargets(db, 4),
      };
    },
  );
  const { product } = prepared.inDatabase;
  const url = `${base}/api/rentals/availability?produit=${product.id}&du=${today}&au=${addDays(today, 89)}`;
  const reads = (connections: number) => ({ url, seconds, connections, addresses: connections });
  const server = await startServer({ port, dataDir, databaseUrl });
  const api: DatabaseRun['api'] = [];
  let reference: Load;
  let flood: FloodOutcome;
  let beside: Load;
  try {
    await load({ ...reads(50), seconds: warmUp });
    // What the machine gives any API read now: the cheapest one, alike in every other way.
    reference = await load({ ...reads(50), url: `${base}/api/crud/categories?limit=1` });
    for (const connections of [50, 200]) {
      api.push({ connections, load: await load(reads(connections)) });
      console.log(
        `[rentals] ${label} availability, ${connections} connections: ${JSON.stringify(api.at(-1))}`,
      );
    }
    const flooding = floodBeside({
      base,
      connections: shape.floodConnections,
      seconds: seconds + 2,
      addresses: shape.floodAddresses,
      firstAddress: 60_000,
      targets: prepared.targets.map(({ produit_id, boutique }) => ({ produit_id, boutique })),
      debut: addDays(today, 160),
      fin: addDays(today, 173),
    });
    await pause(1);
    beside = await load(reads(50));
    flood = await flooding;
    console.log(
      `[rentals] ${label} flood: ${JSON.stringify(flood)}; reads beside: ${JSON.stringify(beside)}`,
    );
  } finally {
    await stopServer(server);
  }
  const after = await checkAfterFlood(dataDir, databaseUrl, shape.reservations);
  await removeDataDir(dataDir);
  return { label, ...prepared, reference, api, flood, beside, after };
}

const results: DatabaseRun[] = args.has('--no-pglite') ? [] : [await benchOn('PGlite')];
if (!args.has('--no-postgres')) {
  results.push(await withFreshPostgres(postgresUrl, (url) => benchOn('PostgreSQL', url)));
}
await writeResults(
  'rentals.md',
  rentalsReport(results, { seconds, warmUp, runs, loadAtStart, ...shape }),
);
const failed = results.some(
  (each) => each.after.overbookedDays !== 0 || each.after.unitsBeyond !== 0,
);
if (failed) {
  console.error('A product has more units held than it has: see the results.');
  process.exitCode = 1;
}
