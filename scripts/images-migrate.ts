/**
 * `npm run images:migrate -- --to database` (or `--to files`): moves uploaded images from
 * DATA_DIR/images into the PostgreSQL store of DATABASE_URL, or back (docs/decisions/017). Safe to
 * stop and run again: a source is removed only once its copy was read back with the same hash.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { EnvError, getEnv } from '#env';
import { openDatabase } from '#server/db/connection.ts';
import { countImageRows } from '#server/db/repositories/images.repository.ts';
import { migrateImages } from '#server/storage/image-migration.ts';

const Args = v.object({
  to: v.picklist(['database', 'files'], '--to must be "database" or "files"'),
});

try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const { to } = v.parse(Args, values);
  const env = getEnv();
  if (!env.DATABASE_URL) {
    throw new EnvError(
      'images:migrate needs DATABASE_URL: the PostgreSQL database to move to or from.',
    );
  }
  const imagesDir = path.resolve(env.DATA_DIR, 'images');
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const started = performance.now();
  let seen = 0;
  try {
    const report = await migrateImages({
      db: database.db,
      imagesDir,
      to,
      onProgress: () => {
        seen += 1;
        if (seen % 100 === 0) console.log(`… ${seen} images`);
      },
    });
    const rows = await countImageRows(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Images moved to ${to === 'database' ? 'PostgreSQL' : imagesDir} in ${seconds} s:`,
        `  moved (copied, verified, source removed): ${report.moved}`,
        `  already there (same bytes; source removed): ${report.alreadyThere}`,
        `  conflicts (other bytes at the target; both kept): ${report.conflicts}`,
        ...report.conflictPaths.map((conflict) => `    ${conflict}`),
        `  skipped (?w= copies, made again on demand; other files): ${report.skipped}`,
        `  database now holds ${rows.paths} paths, ${rows.blobs} blobs, ${rows.variants} copies`,
      ].join('\n'),
    );
    if (report.conflicts > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError || v.isValiError(error) ? error.message : error);
  process.exit(1);
}
