/**
 * `node tests/e2e/seed-data-dirs.ts DIR…`: migrates one embedded database and seeds the demo into
 * it once (npm run db:seed), then copies it into each empty DIR, so the e2e servers start on the
 * same demo without each migrating and rendering the demo images again (about 20 CPU-seconds per
 * server, up to a minute of wall time each on the busy 2-core CI machine).
 * With E2E_MIGRATED_DATA_DIR (empty), the migrated database before the demo is left there too:
 * the private instances (instances.ts) start from a copy of it instead of migrating.
 * The copies hold no JWT secret (only a server's first start makes one), so each server still
 * signs with its own. A DIR that already holds data is left alone, as a server would leave it; when
 * every DIR holds data and E2E_MIGRATED_DATA_DIR too (`npm test` seeds them while the API tests
 * run, scripts/test.sh), there is nothing to do.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/connection.ts';

const isEmpty = (dir: string) => readdirSync(dir).length === 0;
const empty = process.argv.slice(2).filter(isEmpty);
const migratedDir = process.env.E2E_MIGRATED_DATA_DIR;
if (empty.length === 0 && migratedDir && !isEmpty(migratedDir)) process.exit(0);
const migrated =
  migratedDir && isEmpty(migratedDir) ? migratedDir : mkdtempSync(join(tmpdir(), 'site-e2e-mig-'));
const template = mkdtempSync(join(tmpdir(), 'site-e2e-seed-'));
try {
  const database = await openDatabase({ dataDir: migrated });
  await database.close();
  if (empty.length > 0) {
    cpSync(migrated, template, { recursive: true });
    // The demo admin goes in as on a server's first start: no ADMIN_EMAIL, no PostgreSQL.
    const {
      ADMIN_EMAIL: _email,
      ADMIN_PASSWORD: _password,
      DATABASE_URL: _url,
      ...env
    } = process.env;
    execFileSync(process.execPath, ['scripts/db-seed.ts'], {
      env: { ...env, DATA_DIR: template },
      stdio: 'inherit',
    });
    for (const dir of empty) cpSync(template, dir, { recursive: true });
  }
} finally {
  rmSync(template, { recursive: true, force: true });
  if (migrated !== migratedDir) rmSync(migrated, { recursive: true, force: true });
}
