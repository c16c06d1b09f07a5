import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { create } from 'tar';
import * as v from 'valibot';
import type { Database, DatabaseHandle } from '#server/db/connection.ts';
import { countImageRows } from '#server/db/repositories/images.repository.ts';
import * as schema from '#server/db/tables.ts';
import { walkFiles } from '#server/storage/image-migration.ts';
import { isSafeImagePath } from '#server/storage/image-storage.ts';
import { isVariant } from '#server/storage/image-variants.ts';
import { archiveFormat, describeFile, type Manifest, manifestName } from './manifest.ts';
import { databaseMigrationLevel } from './migration-level.ts';
import { pgTool, run } from './pg-tools.ts';
import { countRows, exportTables, tablePart, tableShapes } from './table-rows.ts';

export interface BackupSource {
  database: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL database's address, for pg_dump (when `database.kind` is `postgres`). */
  databaseUrl?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  manifest: Manifest;
}

/** What the dump of each database yields besides its parts. */
type Snapshot = Pick<Manifest, 'migrations' | 'tables' | 'images'>;

export const postgresPart = 'database.dump';

/** The parts that carry the database: pg_dump's file, or one file of rows per table. */
export const databaseParts = (
  database: Manifest['database'],
  tables: Manifest['tables'],
): string[] => (database === 'postgres' ? [postgresPart] : Object.keys(tables).map(tablePart));
export const archivePattern = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.tar$/;

const Package = v.object({ name: v.string(), version: v.string() });
const appOf = async () => {
  const root = resolve(process.env.PROJECT_ROOT ?? process.cwd());
  return v.parse(Package, JSON.parse(await readFile(join(root, 'package.json'), 'utf8')));
};

/** `backup-2026-11-28T03-00-00-000Z.tar`: sorts by date, and says it in its name. */
const archiveName = (at: Date) =>
  `backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar`;

/** An archive's file mode: the site's user only. */
const archiveMode = 0o600;

/**
 * Takes one backup of the running site into `outDir` (issue 35 §1, docs/decisions/030): the
 * database's snapshot, the image files of DATA_DIR (embedded database only: PostgreSQL holds them
 * as blobs, so pg_dump carries them), and `manifest.json` with the sha256 of every part. The
 * archive appears under its final name only once complete.
 */
export async function takeBackup(source: BackupSource, outDir: string): Promise<BackupResult> {
  const started = new Date();
  const clock = performance.now();
  await mkdir(outDir, { recursive: true });
  const work = await mkdtemp(join(outDir, '.backup-'));
  try {
    const snapshot =
      source.database.kind === 'postgres'
        ? await dumpPostgres(requiredUrl(source), work)
        : await dumpEmbedded(source.database.db, source.dataDir, work);
    const paths = databaseParts(source.database.kind, snapshot.tables);
    for await (const image of walkFiles(join(work, 'images'))) paths.push(`images/${image}`);
    const parts = [];
    for (const path of paths) parts.push(await describeFile(work, path));
    const manifest: Manifest = {
      format: archiveFormat,
      formatVersion: 1,
      app: await appOf(),
      database: source.database.kind,
      ...snapshot,
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      parts,
    };
    await writeFile(join(work, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = join(outDir, archiveName(started));
    const partial = `${file}.partial`;
    // The archive holds password hashes and second-factor secrets: readable by the site's user only
    // (made with its mode first, so no other user can open it while it is written).
    await writeFile(partial, '', { mode: archiveMode });
    await create({ file: partial, cwd: work, portable: true }, [manifestName, ...paths]);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, durationMs: Math.round(performance.now() - clock), manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function requiredUrl(source: BackupSource): string {
  if (!source.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  return source.databaseUrl;
}

const SnapshotId = v.object({ rows: v.array(v.object({ id: v.string() })) });

/**
 * pg_dump in custom format, on a snapshot exported by a transaction that also counts every
 * table's rows: the counts in the manifest are exactly those of the dump.
 */
async function dumpPostgres(databaseUrl: string, work: string): Promise<Snapshot> {
  const pgDump = await pgTool('pg_dump', databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const id = v.parse(SnapshotId, await client.query('select pg_export_snapshot() as id')).rows[0]
      ?.id;
    if (!id) throw new Error('PostgreSQL did not export a snapshot');
    const db: Database = drizzle(client, { schema });
    const snapshot = await countSnapshot(db);
    const images = (await countImageRows(db)).paths;
    await run(pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${id}`,
      `--file=${join(work, postgresPart)}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return { ...snapshot, images };
  } finally {
    await client.end();
  }
}

async function countSnapshot(db: Database): Promise<Omit<Snapshot, 'images'>> {
  const tables: Record<string, number> = {};
  for (const table of (await tableShapes(db)).keys()) tables[table] = await countRows(db, table);
  return { migrations: await databaseMigrationLevel(db), tables };
}

/**
 * The embedded database's rows in one transaction (one snapshot: the site's other calls wait
 * behind it), then its image files. An image uploaded after the snapshot may come along unused;
 * one the snapshot names is in DATA_DIR until the Corbeille's purge, long after.
 */
async function dumpEmbedded(db: Database, dataDir: string, work: string): Promise<Snapshot> {
  const { tables, migrations } = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const level = await databaseMigrationLevel(tx);
    return { tables: await exportTables(tx, work), migrations: level };
  });
  const imagesDir = resolve(dataDir, 'images');
  let images = 0;
  for await (const path of walkFiles(imagesDir)) {
    if (!isSafeImagePath(path) || isVariant(path)) continue;
    const target = join(work, 'images', path);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(join(imagesDir, path), target);
    images += 1;
  }
  return { tables, migrations, images };
}
