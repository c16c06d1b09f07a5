/**
 * `npm run bench:memory`: where the embedded default's memory goes (issue 34 §5). On a copy of the
 * demo data (PGlite), measures the resident memory (VmRSS, with its anonymous and file-backed
 * parts from /proc) of: a bare Node process; a process that only opens the database in its worker
 * thread; the production server idle, after a page mix (every page of the sitemap twice, 60 new
 * searches, the API lists) and once more after the mix with the page cache off; and a server's
 * first start on an empty directory (migrations and demo seed in the process). Writes
 * bench/results/memory-latest.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { makeDataDir, removeDataDir, seedDemoData } from './bench/prepare.ts';
import { writeResults } from './bench/report.ts';
import { root, startServer, stopServer } from './bench/server.ts';

interface Memory {
  rss: number;
  anon: number;
  file: number;
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const bytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return {
    rss: bytes('VmRSS'),
    anon: bytes('RssAnon'),
    file: bytes('RssFile') + bytes('RssShmem'),
  };
}

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(0);
const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));
const rows: string[] = [];
const record = (what: string, memory: Memory) => {
  rows.push(`| ${what} | ${mb(memory.rss)} | ${mb(memory.anon)} | ${mb(memory.file)} |`);
  console.log(what, mb(memory.rss), 'MB');
};

/** A Node process running `args` until killed; resolves once it prints "ready". */
function nodeProcess(args: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

async function measureProcess(what: string, args: string[], env?: Record<string, string>) {
  const child = await nodeProcess(args, env);
  await settle(2_000);
  record(what, memoryOf(child.pid ?? 0));
  child.kill('SIGKILL');
}

async function pageMix(base: string): Promise<void> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '/');
    return `${url.pathname}${url.search}`;
  });
  const searches = Array.from({ length: 60 }, (_, i) => `/produits?q=recherche${i}`);
  const api = [
    '/api/crud/products?limit=50',
    '/api/crud/articles?limit=10',
    '/api/crud/categories',
  ];
  const all = [...paths, ...paths, ...searches, ...api];
  // Four at a time, as a few visitors would.
  for (let i = 0; i < all.length; i += 4) {
    await Promise.all(
      all
        .slice(i, i + 4)
        .map((path) =>
          fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) =>
            r.arrayBuffer(),
          ),
        ),
    );
  }
}

const seeded = await makeDataDir('memory-seeded');
await seedDemoData({ dataDir: seeded }, async () => undefined);

await measureProcess('bare Node (idle)', [
  '-e',
  'console.log("ready"); setInterval(() => {}, 1e6);',
]);
await measureProcess('the embedded database alone, in its worker thread, opened on the demo data', [
  'scripts/bench/memory-database-only.ts',
  join(seeded, 'pglite'),
]);

for (const pageCache of ['on', 'off'] as const) {
  const dataDir = await makeDataDir(`memory-${pageCache}`);
  await cp(seeded, dataDir, { recursive: true });
  const port = 3990 + (pageCache === 'on' ? 0 : 1);
  const server = await startServer({ port, dataDir, pageCache });
  await settle(2_000);
  record(`production server, page cache ${pageCache}: idle after start`, memoryOf(server.pid ?? 0));
  await pageMix(`http://127.0.0.1:${port}`);
  await settle(2_000);
  record(
    `production server, page cache ${pageCache}: after the page mix`,
    memoryOf(server.pid ?? 0),
  );
  await pageMix(`http://127.0.0.1:${port}`);
  await settle(5_000);
  record(
    `production server, page cache ${pageCache}: after the mix a second time`,
    memoryOf(server.pid ?? 0),
  );
  await stopServer(server);
  await removeDataDir(dataDir);
}

const empty = await makeDataDir('memory-first-start');
const first = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: '3992', HOST: '127.0.0.1', DATA_DIR: empty, DEMO_DATA: 'on' },
});
for (let attempt = 0; attempt < 600; attempt += 1) {
  const ok = await fetch('http://127.0.0.1:3992/api/crud/categories?limit=1').then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await settle(200);
}
await settle(2_000);
record(
  'first start on an empty directory (migrations and demo seed in the server)',
  memoryOf(first.pid ?? 0),
);
await stopServer(first);
await removeDataDir(empty);
await removeDataDir(seeded);

await writeResults(
  'memory-latest.md',
  [
    '# Memory of the embedded default (issue 34 §5)',
    '',
    `- Date: ${new Date().toISOString()}; Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`,
    "- Demo data (PGlite, seeded once, copied for each server); resident memory from /proc/<pid>/status 2 s after each step (5 s after the second mix): anonymous (heaps, PGlite's WASM memory, buffers) and file-backed (the Node binary, shared libraries, mapped files)",
    '- Page mix: every page of the sitemap twice, 60 new searches, three API lists, four requests at a time, asking for br/gzip',
    '',
    '| process | RSS (MB) | anonymous (MB) | file-backed (MB) |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n'),
);
