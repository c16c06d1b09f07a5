/**
 * The data the benchmarks run on: a temporary data directory with the demo data (and its admin)
 * seeded into PGlite there, or into PostgreSQL when a URL is given, scaled up when asked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../server/db/connection.ts';
import { seedDemoIfEmpty } from '../../server/db/seed/seed-demo.ts';
import { createFileSystemStorage } from '../../server/storage/image-storage.ts';
import { scaleData } from './scale-data.ts';

/** A fresh directory under the system's temporary one, named after the benchmark. */
export const makeDataDir = (bench: string) => mkdtemp(join(tmpdir(), `bench-${bench}-`));

export const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true });

export interface SeedOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  scale?: { products: number; articles: number } | undefined;
}

/** Seeds (and scales) the database, then gives `read` a look at it before closing it. */
export async function seedDemoData<T>(
  { dataDir, databaseUrl, scale }: SeedOptions,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl });
  await seedDemoIfEmpty(database.db, createFileSystemStorage(join(dataDir, 'images')), {
    withDemoAdmin: true,
  });
  if (scale) await scaleData(database.db, scale);
  const result = await read(database.db);
  await database.close();
  return result;
}
