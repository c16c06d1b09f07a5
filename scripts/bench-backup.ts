/**
 * `npm run bench:backup` (issue 35 §1): what `npm run backup` and `npm run restore` cost, on the
 * demo data and on 100,000 products, for each database and for the move from the embedded one to
 * PostgreSQL: seconds and archive size. Writes bench/results/backup.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { restoreArchive } from '#server/backup/restore.ts';
import { takeBackup } from '#server/backup/take-backup.ts';
import { openDatabase } from '#server/db/connection.ts';
import { megabytes, secondsSince, stepLog, writeStepReport } from './bench/backup-steps.ts';
import { scaleFor } from './bench/catalogue.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './bench/prepare.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_BACKUP_SIZES ?? '0,100000').split(',').map(Number);
const seconds = secondsSince;

const { steps: rows, record } = stepLog('backup');

/** A backup of an open database (as the running server takes it): its time excludes the open. */
async function backupOf(dataDir: string, databaseUrl: string | undefined, out: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const started = performance.now();
    const result = await takeBackup({ database, dataDir, databaseUrl }, out);
    return { ...result, seconds: seconds(started) };
  } finally {
    await database.close();
  }
}

async function restoreInto(label: string, step: string, archive: string, databaseUrl?: string) {
  const dataDir = await makeDataDir('restore');
  try {
    const started = performance.now();
    const report = await restoreArchive({ archive, dataDir, databaseUrl, force: false });
    record({
      data: label,
      step,
      seconds: seconds(started),
      note: `${report.tables.products ?? 0} products, ${report.images} images, counts checked`,
    });
  } finally {
    await removeDataDir(dataDir);
  }
}

async function measure(label: string, products: number) {
  const scale = products ? scaleFor(products) : undefined;
  const out = await mkdtemp(join(tmpdir(), 'bench-backup-out-'));
  try {
    // The embedded database, and its move to PostgreSQL.
    const dataDir = await makeDataDir('backup');
    try {
      await seedDemoData({ dataDir, scale }, async () => 0);
      const result = await backupOf(dataDir, undefined, out);
      record({
        data: label,
        step: 'backup, embedded database (rows as JSON lines + image files)',
        seconds: result.seconds,
        megabytes: megabytes(result.bytes),
        note: 'the site’s database calls wait while the rows are read (one transaction), not while images are copied',
      });
      await restoreInto(label, 'restore into an empty DATA_DIR', result.file);
      await withFreshPostgres(adminUrl, (url) =>
        restoreInto(label, 'restore into an empty PostgreSQL (the move)', result.file, url),
      );
    } finally {
      await removeDataDir(dataDir);
    }
    // PostgreSQL.
    await withFreshPostgres(adminUrl, async (url) => {
      const pgDataDir = await makeDataDir('backup-pg');
      try {
        await seedDemoData({ dataDir: pgDataDir, databaseUrl: url, scale }, async () => 0);
        const result = await backupOf(pgDataDir, url, out);
        record({
          data: label,
          step: 'backup, PostgreSQL (pg_dump -Fc, images inside)',
          seconds: result.seconds,
          megabytes: megabytes(result.bytes),
        });
        await withFreshPostgres(adminUrl, (target) =>
          restoreInto(label, 'restore into an empty PostgreSQL (pg_restore)', result.file, target),
        );
      } finally {
        await removeDataDir(pgDataDir);
      }
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

for (const products of sizes) {
  await measure(products ? `${products.toLocaleString('en')} products` : 'demo data', products);
}

await writeStepReport(
  'bench/results/backup.md',
  'Backups and restores (issue 35 §1): `npm run bench:backup`',
  [
    "Data: the demo data, and the demo scaled to 100,000 products (10,000 articles, 60 categories) as `npm run bench:api` does; the demo's 130 images (files with the embedded database, blobs in PostgreSQL)",
    'Each step is what the commands do: `takeBackup` (`npm run backup`) and `restoreArchive` (`npm run restore`), in this process; a restore includes unpacking, the sha256 of every part, the schema, the rows, the count check and the migrations',
  ],
  rows,
  'archive (MB)',
);
