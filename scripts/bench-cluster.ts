/**
 * `npm run bench:cluster`: throughput through HAProxy with one instance, then with three, on one
 * PostgreSQL database seeded with the demo data scaled to 5,000 products (issue 22). Cached pages,
 * API reads (no page cache) and a search; then each instance's resident memory. Nothing is pinned:
 * the instances, HAProxy, PostgreSQL and the load generator share the machine's cores, as they
 * would on one small server. Needs PostgreSQL (BENCH_DATABASE_URL, default the local server) and
 * HAProxy. Writes bench/results/cluster.md.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { type Measure, measure } from './bench/measure.ts';
import { latestPublishedSlug, makeDataDir, removeDataDir, seedDemoData } from './bench/prepare.ts';
import { writeResults } from './bench/report.ts';
import { setUpBench } from './bench/server.ts';
import { type Cluster, startCluster } from './cluster/cluster.ts';
import { createFreshPostgres } from './cluster/fresh-postgres.ts';

setUpBench({ pin: false });
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmUp = Math.min(3, duration);
const scale = { products: 5000, articles: 500, categories: 20 };
const loadAtStart = loadavg()[0] ?? 0;

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

interface Row {
  name: string;
  path: string;
}

async function measureCluster(cluster: Cluster, rows: Row[]) {
  const results = new Map<string, Measure>();
  for (const row of rows) {
    results.set(row.path, await measure(`${cluster.url}${row.path}`, duration, warmUp));
    console.log(`${cluster.instances.length} × ${row.name}: ${results.get(row.path)?.rps} req/s`);
  }
  const memory = await Promise.all(
    cluster.instances.map((instance) => residentMegabytes(instance.process.pid)),
  );
  return { results, memory };
}

const database = await createFreshPostgres(adminUrl, 'bench_cluster');
const seedDir = await makeDataDir('cluster-seed');
try {
  const slug = await seedDemoData(
    { dataDir: seedDir, databaseUrl: database.url, scale },
    latestPublishedSlug,
  );
  const rows: Row[] = [
    { name: 'home page (cached)', path: '/' },
    { name: 'catalogue page 2 (cached)', path: '/produits?page=2' },
    { name: 'article (cached)', path: `/articles/${slug}` },
    { name: 'API product list', path: '/api/crud/products?limit=12&page=3' },
    { name: 'API search', path: '/api/crud/products?search=fauteuil&limit=12' },
  ];
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-cluster-shared-secret-0123456789abcdef',
  };
  const runs = [];
  for (const size of [1, 3]) {
    const cluster = await startCluster({ size, env });
    try {
      runs.push({ size, ...(await measureCluster(cluster, rows)) });
    } finally {
      await cluster.stop();
    }
  }
  const [one, three] = runs;
  const lines = rows.map((row) => {
    const a = one?.results.get(row.path);
    const b = three?.results.get(row.path);
    const ratio = a && b && a.rps > 0 ? (b.rps / a.rps).toFixed(2) : '—';
    const errors = (a?.errors ?? 0) + (b?.errors ?? 0);
    return `| ${row.name} | ${a?.rps} | ${a?.p99} | ${b?.rps} | ${b?.p99} | ${ratio} | ${errors} |`;
  });
  const table = `# Cluster benchmark (npm run bench:cluster)

${new Date().toISOString().slice(0, 10)}; Node ${process.version}, ${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores, load average at start ${loadAtStart.toFixed(2)}.
PostgreSQL with the demo data scaled to ${scale.products} products; HAProxy (scripts/cluster/haproxy-config.ts) in front;
autocannon with 20 connections for ${duration} s per row after ${warmUp} s of warm-up. Nothing pinned: instances, HAProxy,
PostgreSQL and the load generator share the cores.

| request | 1 instance req/s | p99 ms | 3 instances req/s | p99 ms | 3 / 1 | errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

Resident memory after the run (MB): 1 instance: ${one?.memory.join(', ')}; 3 instances: ${three?.memory.join(', ')}.

On ${cpus().length} cores, three instances add processes that compete for the same CPU as the one did, with
HAProxy, PostgreSQL and the load generator: the ratio is what the cluster itself costs or gains
on this one machine, not what three hosts would give. Cached pages are bound by HAProxy and the
load generator; API reads by PostgreSQL and the CPU.
`;
  await writeResults('cluster.md', table);
} finally {
  await removeDataDir(seedDir);
  await database.drop();
}
