/** The text of bench/results/rentals.md (`npm run bench:rentals`). */
import { loadavg } from 'node:os';
import { serverLimits } from '#config';
import type { Load } from '../measure.ts';
import { machineSummary } from '../report.ts';
import type { Timing } from '../timing.ts';
import type { AfterFlood, FloodTarget } from './checks.ts';
import type { FloodOutcome } from './flood.ts';
import type { InDatabase } from './in-database.ts';

export interface DatabaseRun {
  label: 'PGlite' | 'PostgreSQL';
  seeded: { rentals: number; units: number; products: number; seconds: number };
  inDatabase: InDatabase;
  targets: FloodTarget[];
  /** `GET /api/crud/categories?limit=1` by 50 connections: what any API read gets here now. */
  reference: Load;
  api: { connections: number; load: Load }[];
  flood: FloodOutcome;
  beside: Load;
  after: AfterFlood;
}

export interface ReportShape {
  seconds: number;
  warmUp: number;
  runs: number;
  loadAtStart: number;
  reservations: number;
  rentable: number;
  floodConnections: number;
  floodAddresses: number;
}

const targets = { availabilityMs: 5, timelineMs: 50, requestsPerSecond: 1_000 };
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
const ms = (value: number) => value.toFixed(2);
const count = (value: number) => value.toLocaleString('en');
const reasons = (flood: FloodOutcome) =>
  Object.entries(flood.reasons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reason, n]) => `${reason} ×${count(n)}`)
    .join(', ');

function inProcessRows(run: DatabaseRun): string[] {
  const row = (name: string, timing: Timing, target: number) =>
    `| ${run.label} | ${name} | ${ms(timing.p50)} | ${ms(timing.p95)} | — | p95 ≤ ${target} ms | ${yes(timing.p95 <= target)} |`;
  return [
    row(
      'availability query, 90 days (in process)',
      run.inDatabase.availability,
      targets.availabilityMs,
    ),
    row('timeline, 3 months (in process)', run.inDatabase.timeline, targets.timelineMs),
  ];
}

function apiRows(run: DatabaseRun): string[] {
  const target = run.label === 'PostgreSQL';
  const row = (name: string, load: Load) =>
    `| ${run.label} | ${name} | ${load.p50} | ${load.p95} | ${count(load.ok)}${load.failures ? ` (besides ${load.failures})` : ''} | ${target ? `≥ ${count(targets.requestsPerSecond)} req/s` : 'for the record'} | ${target ? yes(load.ok >= targets.requestsPerSecond) : '—'} |`;
  const alone = run.api.find((each) => each.connections === 50)?.load;
  const share = alone ? Math.round((run.beside.ok / Math.max(1, alone.ok)) * 100) : 0;
  const reference = `| ${run.label} | reference: \`GET /api/crud/categories?limit=1\`, 50 connections | ${run.reference.p50} | ${run.reference.p95} | ${count(run.reference.ok)} | the machine now | — |`;
  return [
    reference,
    ...run.api.map((each) => row(`GET availability, ${each.connections} connections`, each.load)),
    row(`GET availability, 50 connections, beside the flood (${share} % of alone)`, run.beside),
  ];
}

function floodLines(run: DatabaseRun): string[] {
  const { after, flood } = run;
  const held = (id: number) => after.held.find((each) => each.produit_id === id);
  return [
    `### ${run.label}`,
    '',
    `${count(flood.sent)} requests sent in the run (${count(flood.rps)} answered a second): ${reasons(flood)}${flood.errors > flood.non2xx ? `, timeouts or connection errors ×${count(flood.errors - flood.non2xx)}` : ''}.`,
    '',
    '| product | units | requests held | units held |',
    '| ---: | ---: | ---: | ---: |',
    ...run.targets.map(
      (target) =>
        `| ${target.produit_id} | ${target.unites} | ${held(target.produit_id)?.requests ?? 0} | ${held(target.produit_id)?.units ?? 0} |`,
    ),
    '',
    `Checked by SQL once the server had stopped: ${after.overbookedDays} product-days with more units held than the product has, ${after.unitsBeyond} unit rows beyond their product's units (over all ${count(run.seeded.units)}+ rows); the most units held by one address in requests: ${after.mostPerAddress}.`,
    '',
  ];
}

export function rentalsReport(runs: DatabaseRun[], shape: ReportShape): string {
  const [first] = runs;
  const lane = serverLimits.renderLanes.api;
  return [
    '# Rentals: availability, timeline, a flood of requests (`npm run bench:rentals`, issue 39)',
    '',
    `- Date: ${new Date().toISOString()}; ${machineSummary()}; probe pinned to core 1.`,
    `- Load average (1 min): ${shape.loadAtStart.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end. Two cores shared with other work: compare rows of one run.`,
    `- Data, on each database fresh: the demo catalogue scaled to 2,000 products, ${shape.rentable} of them rentable (1 to 12 units, 0 to 2 buffer days), ${count(shape.reservations)} reservations seeded in SQL (scripts/bench/rentals/seed.ts) over the 600 days before today and the 150 after it: returned, some cancelled or expired, handed over, confirmed, held (\`demande\`), with their unit rows (${count(first?.seeded.units ?? 0)}), one unit or two each; seeded in ${runs.map((run) => `${run.seeded.seconds.toFixed(1)} s on ${run.label}`).join(', ')}.`,
    `- In process: the API's own functions (\`productWindow\`, server/db/repositories/rental-availability.repository.ts; \`timelineBars\`, rental-list.repository.ts) (one statement: the product's row and its unit rows over the window) for the product with the most unit rows over the 90 days from today (${first?.inDatabase.product.rows ?? 0} rows, ${first?.inDatabase.product.unites ?? 0} units), ${shape.runs} timed calls each after 20 untimed, in turns; the timeline covers a month back and two ahead.`,
    `- Through the API: the production server (scripts/start.ts, TRUST_PROXY=127.0.0.1, server pinned to core 0), \`GET /api/rentals/availability?produit=…&du=…&au=…\` (90 days), autocannon ${shape.seconds} s after a ${shape.warmUp} s warm-up, one client address per connection. req/s counts the 200 answers, p50 and p95 are theirs; past ${lane.concurrency + lane.queue} requests in flight the API lane (${lane.concurrency} at once, ${lane.queue} waiting: app.config.ts \`renderLanes.api\`) answers 503 at once, by design (shown beside). The reference row is the cheapest API read (one category), measured just before alike: what any API call gets from this machine at that moment.`,
    `- Flood: ${shape.floodConnections} connections posting \`POST /api/rentals/requests\` from ${shape.floodAddresses} addresses for ${shape.seconds + 2} s (a process of its own), each request one unit, in turns, of the 3 products with the fewest units and the one with the most, for the same 14 days (5 to 6 months ahead, all units free before); 50 connections read the availability beside it. Refusals by reason: the rentals' throttle (5 requests per address per 10 minutes, in the database), the cap of units held per address (RENTAL_MAX_UNITS_PER_ADDRESS, 3), the lane's share per address (2 at once, 6 waiting) and the full lane.`,
    '',
    '| database | measure | p50 ms | p95 ms | req/s | target | within target |',
    '| --- | --- | ---: | ---: | ---: | --- | :---: |',
    ...runs.flatMap(inProcessRows),
    ...runs.flatMap(apiRows),
    '',
    '## The flood of requests',
    '',
    ...runs.flatMap(floodLines),
    '## Plan of the availability query',
    '',
    "The statement `productWindow` sends, captured as it runs, under EXPLAIN; the benchmark fails if it does not read rental_units through `rental_units_no_overlap` (the exclusion constraint's gist index) or reads it sequentially.",
    '',
    ...runs.flatMap((run) => [
      `${run.label}: \`${run.inDatabase.planNode}\``,
      '',
      '```',
      run.inDatabase.plan,
      '```',
      '',
    ]),
  ].join('\n');
}
