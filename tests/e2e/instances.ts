import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildStale } from '#scripts/build-freshness.ts';
import { freePort, startSiteProcess } from '#scripts/cluster/site-process.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';

/** The administrator of the extra instances (their PostgreSQL database starts empty). */
export const instanceAdmin = { email: 'cache@test.tn', password: 'Cache-Instance-2026!' };

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
/**
 * What a beforeAll that starts a private instance allows itself: a production start (migrations,
 * argon2 for ADMIN_PASSWORD) takes seconds alone and far longer on 2 busy cores, past the 30 s a
 * hook gets by default. The process itself is given 90 s (scripts/cluster/site-process.ts).
 */
export const privateInstanceStartTimeout = 120_000;

export function startPrivateInstance(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<Instance> {
  return startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env });
}

async function startSite(env: Record<string, string>): Promise<Instance> {
  // It must not rebuild dist/ under the servers the other tests are using.
  if (isBuildStale(process.cwd())) throw new Error('dist/ is stale: build before the e2e tests');
  const dataDir = await mkdtemp(join(tmpdir(), 'site-e2e-instance-'));
  // An embedded database already migrated (seed-data-dirs.ts): the start skips the migrations.
  const migrated = process.env.E2E_MIGRATED_DATA_DIR;
  if (migrated && !env.DATABASE_URL) await cp(migrated, dataDir, { recursive: true });
  const site = await startSiteProcess(await freePort(), { DATA_DIR: dataDir, ...env });
  return {
    url: site.url,
    exited: site.exited,
    signal: site.signal,
    printed: site.printed,
    stop: async () => {
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
