/**
 * The data the benchmarks run on: a temporary data directory with the demo data (and its admin)
 * seeded into PGlite there, or into PostgreSQL when a URL is given, scaled up when asked.
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/connection.ts';
import { articles, categories, products } from '#server/db/tables.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { openImageStore } from '#server/storage/open-image-store.ts';
import { type ScaleTargets, scaleData } from './scale-data.ts';

/** A fresh directory under the system's temporary one, named after the benchmark. */
export const makeDataDir = (bench: string) => mkdtemp(join(tmpdir(), `bench-${bench}-`));

export const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true });

export interface SeedOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  scale?: ScaleTargets | undefined;
}

/** Seeds (and scales) the database, then gives `read` a look at it before closing it. */
export async function seedDemoData<T>(
  { dataDir, databaseUrl, scale }: SeedOptions,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl });
  // Images where the server under test reads them: files, or PostgreSQL (decision 017).
  const { storage } = await openImageStore(database, dataDir);
  await seedDemoIfEmpty(database.db, storage, {
    withDemoAdmin: true,
  });
  if (scale) await scaleData(database.db, scale);
  const result = await read(database.db);
  await database.close();
  return result;
}

/** Runs `run` on a database created for it on the server of `adminUrl`, dropped afterwards. */
export async function withFreshPostgres<T>(
  adminUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

/** The slug of the most recently published article (the benchmarks' article page). */
export async function latestPublishedSlug(db: Database): Promise<string> {
  const [article] = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(eq(articles.statut, 'publie'))
    .orderBy(desc(articles.publie_le))
    .limit(1);
  return article?.slug ?? '';
}

/** The id of the active category with the most active products (the filtered catalogue page). */
export async function fullestCategoryId(db: Database): Promise<number> {
  const [category] = await db
    .select({ id: categories.id, products: count(products.id) })
    .from(categories)
    .innerJoin(products, eq(products.categorie_id, categories.id))
    .where(and(eq(categories.est_active, true), eq(products.est_actif, true)))
    .groupBy(categories.id)
    .orderBy(desc(count(products.id)), categories.id)
    .limit(1);
  if (!category) throw new Error('No active category with active products in the demo data');
  return category.id;
}

/**
 * Runs `measure` on a fresh embedded database, then (with BENCH_DATABASE_URL) on a fresh
 * PostgreSQL database: one result per database, PGlite first.
 */
export async function onBothDatabases<T>(
  bench: string,
  measure: (label: 'PGlite' | 'PostgreSQL', dataDir: string, databaseUrl?: string) => Promise<T>,
): Promise<T[]> {
  const dataDir = await makeDataDir(bench);
  const results = [await measure('PGlite', dataDir)];
  await removeDataDir(dataDir);
  if (process.env.BENCH_DATABASE_URL) {
    const postgresDir = await makeDataDir(`${bench}-pg`);
    results.push(
      await withFreshPostgres(process.env.BENCH_DATABASE_URL, (url) =>
        measure('PostgreSQL', postgresDir, url),
      ),
    );
    await removeDataDir(postgresDir);
  }
  return results;
}
