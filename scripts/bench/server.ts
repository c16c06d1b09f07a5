/**
 * What the benchmarks share: the production server (scripts/start.ts) started as a child process
 * on a given data directory, pinned to core 0 with taskset when available, and awaited until the
 * API answers; the benchmark itself re-runs pinned to core 1 so both never share a core.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { isBuildStale } from '../build-freshness.ts';

export const root = resolve(import.meta.dirname, '../..');
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Re-runs this script pinned to `core` (once: BENCH_PINNED marks the pinned run), then exits. */
function pinToCore(core: string): void {
  if (!hasTaskset || process.env.BENCH_PINNED) return;
  const self = spawnSync('taskset', ['-c', core, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(self.status ?? 1);
}

/**
 * Every benchmark's start: itself pinned to core 1 (the server gets core 0), dist/ up to date,
 * and the port its server will listen on.
 */
export function setUpBench({ pin = true }: { pin?: boolean } = {}): number {
  if (pin) pinToCore('1');
  const port = randomPort();
  buildIfStale();
  return port;
}

/** Builds dist/ first when it is missing or older than the sources (as scripts/start.ts would). */
function buildIfStale(): void {
  if (isBuildStale(root))
    spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });
}

/** A free-looking port in 3900..3989, so two runs side by side rarely collide. */
const randomPort = () => 3900 + Math.floor(Math.random() * 90);

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The public URL pages name in canonical links (defaults to http://localhost:`port`). */
  siteUrl?: string | undefined;
  /** on by default (the server's own default); off for the uncached rows. */
  pageCache?: 'on' | 'off';
}

/** Starts scripts/start.ts on 127.0.0.1:`port` and resolves once GET /api/crud/categories answers. */
export async function startServer({
  port,
  dataDir,
  databaseUrl,
  siteUrl,
  pageCache = 'on',
}: ServerOptions): Promise<ChildProcess> {
  const child = spawnPinned(['scripts/start.ts'], {
    ...(siteUrl ? { SITE_URL: siteUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_DATA: 'off',
    PAGE_CACHE: pageCache,
    // The probe's connections say which visitor they are (measure.ts `run`); floods from
    // 127.0.0.x without the header stay their own address.
    TRUST_PROXY: '127.0.0.1',
  });
  return awaitAnswer(child, `http://127.0.0.1:${port}/api/crud/categories?limit=1`, (r) => r.ok);
}

/**
 * Starts scripts/bench/static-server.ts (the bare node:http baseline) on `port`, pinned like the
 * site, serving the responses captured in `captureDir`; resolves once it answers.
 */
export function startStaticServer(port: number, captureDir: string): Promise<ChildProcess> {
  const child = spawnPinned(['scripts/bench/static-server.ts', captureDir, String(port)], {});
  return awaitAnswer(child, `http://127.0.0.1:${port}/`, () => true);
}

/** `node args…` from the repository root, on core 0 when taskset is available. */
function spawnPinned(args: string[], env: Record<string, string>): ChildProcess {
  const command = hasTaskset ? 'taskset' : process.execPath;
  return spawn(command, hasTaskset ? ['-c', '0', process.execPath, ...args] : args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function awaitAnswer(
  child: ChildProcess,
  url: string,
  ready: (response: Response) => boolean,
): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (${url})`);
    const ok = await fetch(url).then(ready, () => false);
    if (ok) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill();
  throw new Error(`server did not start (${url})`);
}

/** SIGTERM, then waits for the exit (at once if the server is already gone). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}
