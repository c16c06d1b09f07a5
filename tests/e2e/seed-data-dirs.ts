/**
 * `node tests/e2e/seed-data-dirs.ts DIR…`: seeds the demo once (npm run db:seed) and copies it
 * into each empty DIR, so the e2e servers start on the same demo without each rendering its images
 * again (about 8 CPU-seconds per server, a minute of wall time on the busy 2-core CI machine).
 * The copies hold no JWT secret (only a server's first start makes one), so each server still
 * signs with its own. A DIR that already holds data is left alone, as a server would leave it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const empty = process.argv.slice(2).filter((dir) => readdirSync(dir).length === 0);
if (empty.length > 0) {
  const template = mkdtempSync(join(tmpdir(), 'site-e2e-seed-'));
  try {
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
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}
