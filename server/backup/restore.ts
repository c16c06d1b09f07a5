import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#server/db/connection.ts';
import { migrateImages } from '#server/storage/image-migration.ts';
import { checkCounts, RestoreRefused, reasonOf, unpackAndCheck } from './archive-check.ts';
import { isServerListening } from './control-socket.ts';
import type { Manifest } from './manifest.ts';
import { codeMigrationLevel, migrationsUpTo } from './migration-level.ts';
import { pgTool, run } from './pg-tools.ts';
import { postgresEmptiness, wipePostgres } from './postgres-target.ts';
import { importTables } from './table-rows.ts';
import { postgresPart } from './take-backup.ts';

export interface RestoreOptions {
  archive: string;
  /** DATA_DIR: the embedded database's target, and where the archive is unpacked to be checked. */
  dataDir: string;
  /** Restore into this PostgreSQL database instead of DATA_DIR's embedded one. */
  databaseUrl?: string;
  /** Replace what the target holds (said first, through `say`). */
  force: boolean;
  say?: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  target: 'pglite' | 'postgres';
  tables: Record<string, number>;
  images: number;
  /** Where the replaced embedded database was moved (--force on DATA_DIR). */
  keptAside?: string;
  /** The migration level after the restore: this version's. */
  migrations: { applied: number; last: string };
  durationMs: number;
}

/**
 * `npm run restore ARCHIVE` (issue 35 §1): unpacks the archive beside the target and checks the
 * manifest and every part's sha256 before touching anything; refuses a non-empty target unless
 * `force`; builds the schema at the archive's migration level, loads it, checks every table's row
 * count against the manifest, then runs this version's later migrations. The embedded database is
 * built aside and moved in at the end; PostgreSQL is emptied again if any step fails.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreReport> {
  const clock = performance.now();
  const say = options.say ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const manifest = await unpackAndCheck(options.archive, work);
    say(
      `Archive checked: ${manifest.parts.length} parts, sha256 verified; taken ${manifest.finishedAt} from ${manifest.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'}, version ${manifest.app.version}, migration ${manifest.migrations.applied} (${manifest.migrations.last}).`,
    );
    const schemaFolder = await migrationsUpTo(manifest.migrations).catch((error: unknown) => {
      throw new RestoreRefused(`${reasonOf(error)}. Nothing was restored.`);
    });
    try {
      const report = options.databaseUrl
        ? await intoPostgres(options, options.databaseUrl, manifest, work, schemaFolder, say)
        : await intoDataDir(options, dataDir, manifest, work, schemaFolder, say);
      return {
        ...report,
        manifest,
        migrations: await codeMigrationLevel(),
        durationMs: Math.round(performance.now() - clock),
      };
    } finally {
      await rm(schemaFolder, { recursive: true, force: true });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type Restored = Omit<RestoreReport, 'manifest' | 'durationMs' | 'migrations'>;

async function intoDataDir(
  options: RestoreOptions,
  dataDir: string,
  manifest: Manifest,
  work: string,
  schemaFolder: string,
  say: (line: string) => void,
): Promise<Restored> {
  if (manifest.database === 'postgres') {
    throw new RestoreRefused(
      'This archive was taken from PostgreSQL (pg_dump): restore it into a PostgreSQL database with DATABASE_URL set. Nothing was restored.',
    );
  }
  if (await isServerListening(dataDir)) {
    throw new RestoreRefused(
      `A server is running on ${dataDir}: stop it first (the embedded database has one user at a time). Nothing was restored.`,
    );
  }
  const present = await presentIn(dataDir);
  if (present.length > 0 && !options.force) {
    throw new RestoreRefused(
      `${dataDir} is not empty (${present.join(', ')}): restore into an empty DATA_DIR, or add --force to replace it (what it holds is moved aside, not deleted). Nothing was restored.`,
    );
  }
  const built = join(work, 'built');
  const schema = await openDatabase({ dataDir: built, migrationsFolder: schemaFolder });
  let tables: Record<string, number>;
  try {
    await schema.db.transaction((tx) => importTables(tx, work, Object.keys(manifest.tables)));
    tables = await checkCounts(schema.db, manifest);
    // This version's later migrations, on the restored rows.
    await schema.migrate();
  } finally {
    await schema.close();
  }
  let keptAside: string | undefined;
  if (present.length > 0) {
    keptAside = join(dataDir, `replaced-${new Date().toISOString().replaceAll(':', '-')}`);
    say(`--force: moving ${present.join(', ')} aside into ${keptAside}.`);
    await mkdir(keptAside);
    for (const name of present) await rename(join(dataDir, name), join(keptAside, name));
  }
  await rename(join(built, 'pglite'), join(dataDir, 'pglite'));
  await mkdir(join(work, 'images'), { recursive: true });
  await rename(join(work, 'images'), join(dataDir, 'images'));
  return { target: 'pglite', tables, images: manifest.images, keptAside };
}

/** What of a site DATA_DIR holds: its database, images, or cached image copies. */
async function presentIn(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((): string[] => []);
  const present: string[] = [];
  for (const name of ['pglite', 'images', 'cache']) {
    if (!names.includes(name)) continue;
    const inside = await readdir(join(dataDir, name)).catch((): string[] => []);
    if (inside.length > 0) present.push(name);
  }
  return present;
}

async function intoPostgres(
  options: RestoreOptions,
  databaseUrl: string,
  manifest: Manifest,
  work: string,
  schemaFolder: string,
  say: (line: string) => void,
): Promise<Restored> {
  const holds = await postgresEmptiness(databaseUrl);
  if (holds && !options.force) {
    throw new RestoreRefused(
      `The PostgreSQL database is not empty (${holds}): restore into an empty database, or add --force to replace what it holds. Nothing was restored.`,
    );
  }
  if (holds) {
    say(`--force: deleting what the PostgreSQL database holds (${holds}) before restoring.`);
    await wipePostgres(databaseUrl);
  }
  try {
    if (manifest.database === 'postgres') {
      const pgRestore = await pgTool('pg_restore', databaseUrl);
      await run(pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${databaseUrl}`,
        join(work, postgresPart),
      ]);
      // The dump brought its migrations table: nothing to build, the counts to check.
      const restored = await openDatabase({ dataDir: work, databaseUrl, migrate: false });
      try {
        const tables = await checkCounts(restored.db, manifest);
        await restored.migrate();
        return { target: 'postgres', tables, images: manifest.images };
      } finally {
        await restored.close();
      }
    }
    // From the embedded database: its rows, then its image files as PostgreSQL blobs.
    const schema = await openDatabase({
      dataDir: work,
      databaseUrl,
      migrationsFolder: schemaFolder,
    });
    let tables: Record<string, number>;
    try {
      await schema.db.transaction((tx) => importTables(tx, work, Object.keys(manifest.tables)));
      tables = await checkCounts(schema.db, manifest);
      await schema.migrate();
      const moved = await migrateImages({
        db: schema.db,
        imagesDir: join(work, 'images'),
        to: 'database',
      });
      if (moved.moved !== manifest.images) {
        throw new Error(`${moved.moved} images went into PostgreSQL, ${manifest.images} expected`);
      }
    } finally {
      await schema.close();
    }
    return { target: 'postgres', tables, images: manifest.images };
  } catch (error) {
    // Nothing half-restored: the database goes back to empty.
    await wipePostgres(databaseUrl).catch(() => undefined);
    throw error;
  }
}
