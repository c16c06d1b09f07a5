/**
 * `npm run restore -- ARCHIVE [--force]` (issue 35 §1, README "Operating › Restore"): puts a
 * backup back into an empty DATA_DIR, or into the PostgreSQL database of DATABASE_URL (an archive
 * of the embedded database included: that is the move to PostgreSQL). Checks the whole archive
 * first; refuses a target that holds a site unless --force.
 */
import { parseArgs } from 'node:util';
import { EnvError, getEnv } from '#env';
import { RestoreRefused, reasonOf } from '#server/backup/archive-check.ts';
import { restoreArchive } from '#server/backup/restore.ts';

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0) {
    throw new EnvError('Usage: npm run restore -- ARCHIVE [--force]   (one archive: backup-….tar)');
  }
  const env = getEnv();
  const report = await restoreArchive({
    archive,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    force: values.force,
    say: (line) => console.log(line),
  });
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  const { tables } = report;
  console.log(
    [
      `Restored into ${report.target === 'pglite' ? `the embedded database of ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'} in ${(report.durationMs / 1000).toFixed(1)} s:`,
      `  ${Object.keys(tables).length} tables, ${rows} rows, every count as in the manifest: ${tables.products ?? 0} products, ${tables.articles ?? 0} articles, ${tables.categories ?? 0} categories, ${tables.admin_users ?? 0} staff accounts`,
      `  ${report.images} images${report.target === 'postgres' && report.manifest.database === 'pglite' ? ' (moved into PostgreSQL)' : ''}`,
      `  migrations: the archive's ${report.manifest.migrations.applied} (${report.manifest.migrations.last}), now ${report.migrations.applied} (${report.migrations.last})`,
      ...(report.keptAside ? [`  what DATA_DIR held before is in ${report.keptAside}`] : []),
      '  start the site as usual (npm start); staff sign in with the accounts of the archive.',
    ].join('\n'),
  );
} catch (error) {
  console.error(
    error instanceof EnvError || error instanceof RestoreRefused
      ? error.message
      : `Restore failed, nothing was restored: ${reasonOf(error)}`,
  );
  process.exit(1);
}
