import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './tables.ts';

export type Schema = typeof schema;
/** Either driver: repositories only use what PGlite and node-postgres share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Defaults to server/db/migrations under the working directory (the project root). */
  migrationsDir?: string;
}

export function defaultMigrationsDir(): string {
  return resolve(process.env.PROJECT_ROOT ?? process.cwd(), 'server/db/migrations');
}

/** Opens the database and applies pending migrations: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir();
  if (options.databaseUrl) {
    // A connection attempt that hangs (a dropped route, not a refusal) fails after 5 s, so the
    // API answers 503 during an outage instead of queueing requests behind it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = resolve(options.dataDir, 'pglite');
  // PGlite does not create parent directories.
  await mkdir(join(dir, '..'), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
