/**
 * `npm run bench:abuse`: the floods and body-size attacks of issue 18 replayed against the
 * production server (scripts/start.ts, page cache on) with the demo data, on PGlite, and on a
 * fresh PostgreSQL database too with `--postgres` (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); `--no-pglite` skips PGlite. Measures the cached
 * home page alone, then during each flood (≤ 20 s each), then the server's peak resident memory
 * under each body-size attack, on a freshly started server; then issue 34's floods at 4, 50 and 200
 * connections from one address and from 50 (scripts/bench/abuse/fair-share.ts). `--fair-share`
 * runs only those. Writes bench/results/abuse-latest.md.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import {
  type BodyAttack,
  type BodyAttackResult,
  bodyAttacks,
  runBodyAttack,
} from './bench/abuse/body-attacks.ts';
import { fairShareFloods, fairShareTable } from './bench/abuse/fair-share.ts';
import { floods, measureDuring } from './bench/abuse/floods.ts';
import { abuseReport, type DatabaseRun, type FloodRow } from './bench/abuse/report.ts';
import { capture, measure } from './bench/measure.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './bench/prepare.ts';
import { machineSummary, writeResults } from './bench/report.ts';
import { hasTaskset, root, setUpBench, startServer, stopServer } from './bench/server.ts';

// The probe runs on core 1, the server on core 0. BENCH_DURATION only shortens trial runs.
const port = setUpBench();
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const rampUp = Math.min(3, seconds);
const settleSeconds = 3;
const loadAtStart = loadavg()[0] ?? 0;
const args = new Set(process.argv.slice(2));
const fairShareOnly = args.has('--fair-share');
const fairShareSections: string[] = [];
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  (args.has('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);

const sleep = (s: number) => new Promise((done) => setTimeout(done, s * 1000));
const isGone = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

/** The public pages of the sitemap, as paths (category pages keep their query). */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = (await capture(`${base}/sitemap.xml`)).body.toString('utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '/').replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<DatabaseRun> {
  const dataDir = await makeDataDir('abuse');
  await seedDemoData({ dataDir, databaseUrl }, async () => undefined);
  const start = () => startServer({ port, dataDir, databaseUrl });
  let server = await start();
  try {
    const pages = await sitemapPaths();
    const quiet = await measure(`${base}/`, seconds, rampUp);
    console.log(`[abuse] ${label} quiet /: ${JSON.stringify(quiet)}`);
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    const fairShare = await fairShareFloods({
      base,
      pid,
      pages,
      seconds,
      rampUp,
      settle: async () => {
        await sleep(settleSeconds);
      },
      log: (line) => console.log(`[abuse] ${label} ${line}`),
    });
    fairShareSections.push(...fairShareTable(label, quiet, fairShare));
    const floodRows: FloodRow[] = [];
    if (fairShareOnly) return { label, quiet, floods: floodRows, bodies: [] };
    for (const flood of floods(pages)) {
      const result = await measureDuring(base, flood, { rampUp, seconds });
      await sleep(settleSeconds);
      const crashed = isGone(server);
      console.log(`[abuse] ${label} ${flood.name}: ${JSON.stringify({ ...result, crashed })}`);
      floodRows.push({ name: flood.name, ...result, crashed });
      if (crashed) server = await start();
    }
    const bodies: BodyAttackResult[] = [];
    for (const attack of bodyAttacks) {
      // Each on a fresh server, its code paths loaded by one small request of the same kind.
      await stopServer(server);
      server = await start();
      bodies.push(await attackFresh(attack, server));
    }
    return { label, quiet, floods: floodRows, bodies };
  } finally {
    await stopServer(server);
    await removeDataDir(dataDir);
  }
}

async function attackFresh(attack: BodyAttack, server: ChildProcess): Promise<BodyAttackResult> {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  await attack.send(base, true);
  await sleep(1);
  const result = await runBodyAttack(attack, base, pid, settleSeconds);
  if (isGone(server)) result.name += ' — **server crashed**';
  return result;
}

function revision(): string {
  const git = (...command: string[]) =>
    spawnSync('git', ['-C', root, ...command], { encoding: 'utf8' }).stdout.trim();
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', 'app', 'server');
  return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes under app/ or server/' : ''}`;
}

const runs: DatabaseRun[] = [];
if (!args.has('--no-pglite')) runs.push(await benchOn('PGlite', undefined));
if (postgresUrl) {
  runs.push(await withFreshPostgres(postgresUrl, (url) => benchOn('PostgreSQL', url)));
}

const notes = [
  `Date: ${new Date().toISOString()}; code: ${revision()} (${root})`,
  `Machine: ${machineSummary()}; ${hasTaskset ? 'probe pinned to core 1' : 'probe unpinned'}. Only 2 cores, shared with other agents' test runs: absolute numbers are noisy, compare rows of one run`,
  `Load average (1 min): ${loadAtStart.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end`,
  'Server: the production build (scripts/start.ts, NODE_ENV=production, PAGE_CACHE=on) with the demo data (no scaling)',
  `Home page: autocannon, 20 connections on \`/\` for ${seconds} s — alone after a ${rampUp} s warm-up, then during each flood, starting ${rampUp} s into it (each flood lasts ${rampUp + seconds + 1} s, autocannon too, in the same probe process)`,
  `Body-size attacks: each on a freshly started server warmed by one small request of the same kind; bodies streamed from a generator over node:http, sending stopped at the answer`,
];
const fairShareReport = [
  "## One visitor's flood (issue 34): fair share per address, the cached path",
  '',
  "Each flood in a process of its own on the probe's core (raw keep-alive sockets bound to their source address: 127.0.0.1 alone, or 127.0.0.2 … 127.0.0.51; requests written as bytes and answers only framed, so the flood costs the probe's core little), `/` measured by autocannon beside it, and a visitor on 127.0.0.200 loading one new search page a second. Targets in every row: `/` keeps ≥ 50 % of its quiet req/s with p99 ≤ 50 ms, visitor p95 ≤ 1 s, refusals answered in ≤ 5 ms p99 for a client within Retry-After (each connection’s first refusal, and any sent at least Retry-After after its last; the “all” column includes the requests a hammering client waits for while its connection is held, docs/decisions/027), no 5xx but a deliberate 503, RSS growth < 100 MB.",
  '',
  ...fairShareSections,
].join('\n');
await writeResults(
  fairShareOnly ? 'abuse-fair-share-latest.md' : 'abuse-latest.md',
  fairShareOnly
    ? `# Abuse probe: one visitor's flood (issue 34)\n\n${notes.map((note) => `- ${note}`).join('\n')}\n\n${fairShareReport}\n`
    : `${abuseReport(runs, { title: 'Abuse probe (issues 18 and 34)', notes })}\n${fairShareReport}\n`,
);
