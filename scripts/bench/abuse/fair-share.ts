/**
 * Issue 34's floods: distinct searches, forged-cookie pages and the API list with random filters,
 * each at 4, 50 and 200 connections from one address, and at 200 connections spread over 50
 * addresses (127.0.0.2 … 127.0.0.51). During each: the cached home page (autocannon, 20
 * connections), a well-behaved visitor on its own address (127.0.0.200, one new search a second),
 * the refusals' own answer time, and the server's memory.
 */

import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import * as v from 'valibot';
import { type Measure, run } from '../measure.ts';
import { type FloodOutcome, visitor } from './flood-client.ts';
import type { FloodArgs } from './flood-process.ts';
import { fakeSessionCookie } from './floods.ts';
import { megabytes, sampleRss } from './rss.ts';

/** Issue 34's targets, in every row. */
export const fairShareTargets = {
  keptShare: 0.5,
  homeP99Ms: 50,
  visitorP95Ms: 1_000,
  refusalP99Ms: 5,
  rssGrowthBytes: 100_000_000,
} as const;

const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = () =>
  Array.from({ length: randomInt(4, 10) }, () => letters[randomInt(letters.length)]).join('');

export interface FloodKind {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
}

export function floodKinds(pages: readonly string[]): FloodKind[] {
  let page = 0;
  return [
    { name: 'distinct searches `/produits?q=<random>`', path: () => `/produits?q=${word()}` },
    {
      name: 'forged session cookie on the pages',
      path: () => pages[page++ % pages.length] ?? '/',
      headers: { cookie: fakeSessionCookie },
    },
    {
      name: 'API list, random filters',
      path: () =>
        `/api/crud/products?search=${word()}&limit=${randomInt(1, 51)}&page=${randomInt(1, 4)}`,
    },
  ];
}

const levels = [
  { label: '4 connections, 1 address', connections: 4, addresses: 1 },
  { label: '50 connections, 1 address', connections: 50, addresses: 1 },
  { label: '200 connections, 1 address', connections: 200, addresses: 1 },
  { label: '200 connections, 50 addresses', connections: 200, addresses: 50 },
];

export interface FairShareRow {
  flood: string;
  level: string;
  home: Measure;
  outcome: FloodOutcome;
  visitor: { p95Ms: number | null; statuses: string };
  rssGrowthBytes: number;
}

const FloodOutcomeSchema = v.object({
  rps: v.number(),
  statuses: v.string(),
  errors: v.number(),
  refusalP99Ms: v.nullable(v.number()),
  firstRefusalP99Ms: v.nullable(v.number()),
  unexpected5xx: v.number(),
});

/** Runs flood-process.ts (on the probe's core, which it inherits) and reads its outcome. */
function floodInItsOwnProcess(args: FloodArgs): Promise<FloodOutcome> {
  const script = join(import.meta.dirname, 'flood-process.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, JSON.stringify(args)], (error, stdout) => {
      if (error) return reject(error);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      resolve(v.parse(FloodOutcomeSchema, JSON.parse(last)));
    });
  });
}

const sourceAddresses = (count: number) =>
  count === 1 ? ['127.0.0.1'] : Array.from({ length: count }, (_, i) => `127.0.0.${i + 2}`);

export async function fairShareFloods(options: {
  base: string;
  pid: number;
  pages: readonly string[];
  seconds: number;
  rampUp: number;
  settle: () => Promise<void>;
  log: (line: string) => void;
}): Promise<FairShareRow[]> {
  const { base, seconds, rampUp } = options;
  const rows: FairShareRow[] = [];
  for (const [kindIndex, kind] of floodKinds(options.pages).entries()) {
    for (const level of levels) {
      const rss = sampleRss(options.pid);
      const flooding = floodInItsOwnProcess({
        base,
        kind: kindIndex,
        connections: level.connections,
        addresses: sourceAddresses(level.addresses),
        seconds: rampUp + seconds + 1,
        pages: [...options.pages],
      });
      await new Promise((done) => setTimeout(done, rampUp * 1000));
      const [home, visit] = await Promise.all([
        run(`${base}/`, seconds),
        visitor(base, '127.0.0.200', seconds, () => `/produits?q=${word()}`),
      ]);
      const outcome = await flooding;
      const rssGrowthBytes = rss.stop() - rss.before;
      const row = {
        flood: kind.name,
        level: level.label,
        home,
        outcome,
        visitor: visit,
        rssGrowthBytes,
      };
      options.log(JSON.stringify(row));
      rows.push(row);
      await options.settle();
    }
  }
  return rows;
}

const verdict = (ok: boolean) => (ok ? '**pass**' : '**FAIL**');

/** The Markdown table of one database's rows. */
export function fairShareTable(label: string, quiet: Measure, rows: readonly FairShareRow[]) {
  const t = fairShareTargets;
  return [
    `### ${label} (quiet \`/\`: ${quiet.rps} req/s, p99 ${quiet.p99} ms)`,
    '',
    '| flood | level | `/` req/s | kept | `/` p99 (ms) | visitor p95 (ms) | refusal p99 (ms), within Retry-After | refusal p99 (ms), all | RSS growth (MB) | the flood itself | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(({ flood: name, level, home, outcome, visitor: visit, rssGrowthBytes }) => {
      const kept = quiet.rps ? home.rps / quiet.rps : 0;
      const ok =
        kept >= t.keptShare &&
        home.p99 <= t.homeP99Ms &&
        visit.p95Ms !== null &&
        visit.p95Ms <= t.visitorP95Ms &&
        (outcome.firstRefusalP99Ms ?? 0) <= t.refusalP99Ms &&
        outcome.unexpected5xx === 0 &&
        rssGrowthBytes < t.rssGrowthBytes;
      const floodCell = `${outcome.rps} req/s; ${outcome.statuses}${outcome.errors ? `; ${outcome.errors} errors` : ''}`;
      return `| ${name} | ${level} | ${home.rps} | ${(kept * 100).toFixed(0)} % | ${home.p99} | ${visit.p95Ms ?? '–'} (${visit.statuses}) | ${outcome.firstRefusalP99Ms ?? '–'} | ${outcome.refusalP99Ms ?? '–'} | ${megabytes(rssGrowthBytes)} | ${floodCell} | ${verdict(ok)} |`;
    }),
    '',
  ];
}
