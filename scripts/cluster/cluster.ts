import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config.ts';
import { freePort, type SiteProcess, startSiteProcess } from './site-process.ts';

/** Debian's HAProxy (scripts/test.sh installs it), or HAPROXY_PATH. */
export function haproxyPath(): string | null {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', 'haproxy'];
  for (const candidate of candidates) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

export interface ClusterInstance {
  name: string;
  port: number;
  /** The instance itself, bypassing HAProxy. */
  url: string;
  process: SiteProcess;
}

export interface Cluster {
  /** HAProxy's address: what visitors use. */
  url: string;
  instances: ClusterInstance[];
  /** Starts instance `index` again on its port (after it stopped or was killed). */
  restart(index: number): Promise<void>;
  /** Resolves once HAProxy sends traffic to every instance (health checks passed). */
  allUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  size: number;
  /** The environment every instance shares (DATABASE_URL, JWT_SECRET…). */
  env: Record<string, string>;
}

/**
 * N production instances (scripts/start.ts) on one database behind HAProxy with the README's
 * configuration (haproxy-config.ts), all on 127.0.0.1. Each instance has a data directory of its
 * own: nothing is shared but the database.
 */
export async function startCluster({ size, env }: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error('HAProxy is not installed (Debian: apt-get install haproxy)');
  const workDir = await mkdtemp(join(tmpdir(), 'site-cluster-'));
  const frontPort = await freePort();
  const url = `http://127.0.0.1:${frontPort}`;
  const ports: number[] = [];
  for (let index = 0; index < size; index += 1) ports.push(await freePort());
  const names = ports.map((_, index) => `instance${index + 1}`);
  const start = (index: number) =>
    startSiteProcess(ports[index] ?? 0, {
      ...env,
      DATA_DIR: join(workDir, names[index] ?? String(index)),
      // What visitors see; the instances trust HAProxy's X-Forwarded-For.
      SITE_URL: url,
      TRUST_PROXY: '127.0.0.1',
    });
  // One at a time: the first migrates the empty database, the others find it ready.
  const processes: SiteProcess[] = [];
  for (let index = 0; index < size; index += 1) processes.push(await start(index));
  const instances: ClusterInstance[] = processes.map((child, index) => ({
    name: names[index] ?? '',
    port: ports[index] ?? 0,
    url: `http://127.0.0.1:${ports[index]}`,
    process: child,
  }));

  const configFile = join(workDir, 'haproxy.cfg');
  const servers = instances.map((instance) => ({
    name: instance.name,
    address: `127.0.0.1:${instance.port}`,
  }));
  await writeFile(configFile, haproxyConfig({ bind: `127.0.0.1:${frontPort}`, servers }));
  const balancer: ChildProcess = spawn(haproxy, ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let balancerOutput = '';
  balancer.stderr?.on('data', (chunk: Buffer) => {
    balancerOutput += chunk.toString();
  });
  const balancerExited = new Promise<void>((done) => balancer.once('exit', () => done()));

  async function allUp(withinMs = 20_000): Promise<void> {
    const deadline = Date.now() + withinMs;
    const seen = new Set<string>();
    while (Date.now() < deadline) {
      const response = await fetch(`${url}/api/health/live`).catch(() => null);
      const servedBy = response?.headers.get('x-served-by');
      await response?.body?.cancel();
      if (servedBy) seen.add(servedBy);
      if (seen.size === instances.length) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`HAProxy did not reach every instance (saw ${[...seen]}):\n${balancerOutput}`);
  }
  await allUp();

  return {
    url,
    instances,
    allUp: () => allUp(),
    async restart(index) {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      await instance.process.exited;
      instance.process = await start(index);
    },
    async stop() {
      balancer.kill('SIGTERM');
      await balancerExited;
      await Promise.all(instances.map((instance) => instance.process.stop()));
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
