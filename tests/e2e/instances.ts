import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildStale } from '#scripts/build-freshness.ts';
import { createFreshDatabase } from '../shared/fresh-database';

/** The administrator of the extra instances (their PostgreSQL database starts empty). */
export const instanceAdmin = { email: 'cache@test.tn', password: 'Cache-Instance-2026!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** A fresh PostgreSQL database for the extra instances, dropped by the returned function. */
export const freshDatabase = (adminUrl: string) => createFreshDatabase(adminUrl, 'e2e_cache');

export interface Instance {
  url: string;
  stop(): Promise<void>;
  /** Sends `signal` to the server's process. */
  signal(signal: NodeJS.Signals): void;
  /** The process's exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once the server has printed `text` (stdout or stderr). */
  printed(text: string): Promise<void>;
}

/** One more production server (scripts/start.ts, the built site) on the given database. */
export function startInstance(databaseUrl: string): Promise<Instance> {
  return startSite({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: instanceAdmin.email,
    ADMIN_PASSWORD: instanceAdmin.password,
    JWT_SECRET: 'e2e-cache-instances-share-this-secret-0123456789',
  });
}

/**
 * A production server of its own on a fresh embedded database, with `admin` as its only account:
 * for journeys that must not touch the shared servers' demo account (e.g. changing its password
 * ends its other sessions, which the parallel tests are using). `env`: more settings (e.g. SMTP).
 */
export function startPrivateInstance(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<Instance> {
  return startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env });
}

async function startSite(env: Record<string, string>): Promise<Instance> {
  // It must not rebuild dist/ under the servers the other tests are using.
  if (isBuildStale(process.cwd())) throw new Error('dist/ is stale: build before the e2e tests');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'site-e2e-instance-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: Array<() => void> = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${url} did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const watch of watchers) watch();
      if (output.includes('Site ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`${url} exited (${code}):\n${output}`)));
  });
  return {
    url,
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    printed: (text) =>
      new Promise<void>((done) => {
        const watch = () => {
          if (output.includes(text)) done();
        };
        watchers.push(watch);
        watch();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
