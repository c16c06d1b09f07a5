/**
 * `npm run backup [-- --out DIR]` (issue 35 §1, README "Operating › Backups"): one archive of the
 * site while it keeps serving, into DIR (default: BACKUP_DIR, else ./backups). On the embedded
 * database, a running server takes it (it alone can open DATA_DIR; asked through its control
 * socket); with no server running, this script opens DATA_DIR itself. On PostgreSQL, pg_dump.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, getEnv } from '#env';
import { reasonOf } from '#server/backup/archive-check.ts';
import { createBackups } from '#server/backup/backup-service.ts';
import { askRunningServer } from '#server/backup/control-socket.ts';
import { type BackupResult, takeBackup } from '#server/backup/take-backup.ts';
import { openDatabase } from '#server/db/connection.ts';
import { canRecordRuns } from '#server/db/repositories/backup-runs.repository.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(result: BackupResult, how: string): string {
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const some = ['products', 'articles', 'categories', 'admin_users']
    .map(
      (table) =>
        `${manifest.tables[table] ?? 0} ${table === 'admin_users' ? 'staff accounts' : table}`,
    )
    .join(', ');
  return [
    `Backup written (${how}): ${result.file}`,
    `  ${megabytes(result.bytes)} in ${(result.durationMs / 1000).toFixed(1)} s; ${manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL (pg_dump)'}, migration ${manifest.migrations.applied} (${manifest.migrations.last})`,
    `  ${Object.keys(manifest.tables).length} tables, ${rows} rows: ${some}; ${manifest.images} images`,
    `  restore it with: npm run restore -- ${result.file}`,
  ].join('\n');
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = getEnv();
  const outDir = resolve(values.out ?? env.BACKUP_DIR ?? './backups');
  if (!env.DATABASE_URL) {
    const asked = await askRunningServer(env.DATA_DIR, outDir);
    if (asked) {
      console.log(describe(asked, 'by the running server'));
      process.exit(0);
    }
    if (!existsSync(join(env.DATA_DIR, 'pglite', 'PG_VERSION'))) {
      throw new EnvError(`There is no database in ${resolve(env.DATA_DIR)} to back up (DATA_DIR).`);
    }
  }
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    migrate: false,
  });
  try {
    const source = { database, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL };
    const result = (await canRecordRuns(database.db))
      ? await createBackups(source).manual(outDir)
      : await takeBackup(source, outDir);
    console.log(describe(result, env.DATABASE_URL ? 'pg_dump' : 'no server was running'));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Backup failed: ${reasonOf(error)}`);
  process.exit(1);
}
