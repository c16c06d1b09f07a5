import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { log } from '#server/log/logger.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './tables.ts';

export type Schema = typeof schema;
/** Either driver: repositories only use what PGlite and node-postgres share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connections in use and idle, and callers waiting for one (GET /metrics). */
  connections(): { inUse: number; idle: number; waiting: number };
  /** Applies the migrations of `folder` (default: this version's) that are not applied yet. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Another migrations folder: a restore builds the schema an archive was taken at first. */
  migrationsFolder?: string;
  /** false: open as it is (`npm run backup` copies a database without upgrading it first). */
  migrate?: boolean;
}

/** The project's folder (the working directory unless PROJECT_ROOT says otherwise). */
const projectRoot = () => resolve(process.env.PROJECT_ROOT ?? process.cwd());

const migrated = (kind: DatabaseHandle['kind'], started: number) =>
  log().info(
    { event: 'database.migrated', kind, durationMs: Math.round(performance.now() - started) },
    'database open, its migrations applied',
  );

/** Opens the database and applies pending migrations: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await connect(options);
  if (options.migrate !== false) await handle.migrate(options.migrationsFolder);
  return handle;
}

const defaultFolder = () => resolve(projectRoot(), 'server/db/migrations');

async function connect(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection attempt that hangs (a dropped route, not a refusal) fails after 5 s, so the
    // API answers 503 during an outage instead of queueing requests behind it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) =>
      log().error(
        { event: 'database.idle-client-error', reason: error.message },
        'idle PostgreSQL connection failed',
      ),
    );
    const db = drizzlePostgres(pool, { schema });
    const migrate = async (migrationsFolder = defaultFolder()) => {
      const started = performance.now();
      await migratePostgres(db, { migrationsFolder });
      migrated('postgres', started);
    };
    const connections = () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { db, kind: 'postgres', connections, migrate, close: () => pool.end() };
  }
  const dir = resolve(options.dataDir, 'pglite');
  // PGlite does not create parent directories.
  await mkdir(join(dir, '..'), { recursive: true });
  // On a worker thread of its own, so queries never hold up the event loop (decision 028).
  const client = await PgliteThread.open(dir, projectRoot());
  // drizzle-orm/pglite calls `query` and `transaction` of its client only (session.js, 0.45),
  // which PgliteThread offers with PGlite's semantics; its type names PGlite itself.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  const migrate = async (migrationsFolder = defaultFolder()) => {
    const started = performance.now();
    await migratePglite(db, { migrationsFolder });
    migrated('pglite', started);
  };
  // One connection: in use while a call awaits its answer, the other calls queued behind it.
  const connections = () => ({
    inUse: Math.min(1, client.pending),
    idle: client.pending === 0 ? 1 : 0,
    waiting: Math.max(0, client.pending - 1),
  });
  return { db, kind: 'pglite', connections, migrate, close: () => client.close() };
}
