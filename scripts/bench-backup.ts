/**
 * `npm run bench:backup` (issue 35 §1): what `npm run backup` and `npm run restore` cost, on the
 * demo data and on 100,000 products, for each database and for the move from the embedded one to
 * PostgreSQL: seconds and archive size. Writes bench/results/backup.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { restoreArchive } from '#server/backup/restore.ts';
import { takeBackup } from '#server/backup/take-backup.ts';
import { openDatabase } from '#server/db/connection.ts';
import { scaleFor } from './bench/catalogue.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './bench/prepare.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_BACKUP_SIZES ?? '0,100000').split(',').map(Number);
const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

interface Row {
  data: string;
  step: string;
  seconds: number;
  megabytes?: number;
  note?: string;
}
const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  console.log(`[backup] ${JSON.stringify(row)}`);
};

async function backupOf(dataDir: string, databaseUrl: string | undefined, out: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await takeBackup({ database, dataDir, databaseUrl }, out);
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
      const started = performance.now();
      const result = await backupOf(dataDir, undefined, out);
      record({
        data: label,
        step: 'backup, embedded database (rows as JSON lines + image files)',
        seconds: seconds(started),
        megabytes: megabytes(result.bytes),
        note: `rows exported in one transaction: the site's database calls wait that long`,
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
        const started = performance.now();
        const result = await backupOf(pgDataDir, url, out);
        record({
          data: label,
          step: 'backup, PostgreSQL (pg_dump -Fc, images inside)',
          seconds: seconds(started),
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

const report = [
  '# Backups and restores (issue 35 §1): `npm run bench:backup`',
  '',
  `- Date: ${new Date().toISOString()}; machine: ${cpus()[0]?.model ?? '?'}, ${cpus().length} cores; Node ${process.version}`,
  `- pg_dump: ${execFileSync('pg_dump', ['--version']).toString().trim()}; PostgreSQL server: 127.0.0.1:5432`,
  "- Data: the demo data, and the demo scaled to 100,000 products (10,000 articles, 60 categories) as `npm run bench:api` does; the demo's 130 images (files with the embedded database, blobs in PostgreSQL)",
  '- Each step is what the commands do: `takeBackup` (`npm run backup`) and `restoreArchive` (`npm run restore`), in this process; a restore includes unpacking, the sha256 of every part, the schema, the rows, the count check and the migrations',
  '',
  '| data | step | seconds | archive (MB) | note |',
  '| --- | --- | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.data} | ${row.step} | ${row.seconds} | ${row.megabytes ?? ''} | ${row.note ?? ''} |`,
  ),
  '',
].join('\n');
await writeFile('bench/results/backup.md', report);
console.log(report);
