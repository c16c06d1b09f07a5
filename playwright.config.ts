import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '#tests/shared/chromium.ts';

// Chosen once in the main process; workers inherit them through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));
// The site's JWT_SECRET, known to the tests: they mint an expired access token
// (tests/shared/expired-token.ts) instead of waiting for a short-lived one to expire.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');
// Every server's log lines (JSON), kept for scripts/check-log-secrets.ts; the console shows them
// but for the one line per request.
process.env.E2E_SERVER_LOG ??= join(mkdtempSync(join(tmpdir(), 'site-e2e-log-')), 'servers.log');
const keepLog = (command: string) =>
  `${command} 2>&1 | tee -a "${process.env.E2E_SERVER_LOG}" | grep --line-buffered -v '"event":"request"'`;
// GET /metrics of the main site answers with it (tests/e2e/metrics.spec.ts).
process.env.E2E_METRICS_TOKEN ??= randomBytes(24).toString('hex');
// The API alone (npm run api) and a site that reaches it over HTTP through API_BASE_URL.
process.env.E2E_API_PORT ??= freePort();
process.env.E2E_API_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-api-'));
process.env.E2E_REMOTE_SITE_PORT ??= freePort();
process.env.E2E_REMOTE_SITE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-remote-'));
// A migrated, empty embedded database that the private instances start from (instances.ts).
process.env.E2E_MIGRATED_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-migrated-'));

// The demo, seeded once, in each server's data directory; not the API_BASE_URL site's, which
// keeps no data of its own (remote-api.spec.ts checks its directory stays empty).
const dataDirs = [process.env.E2E_DATA_DIR, process.env.E2E_API_DATA_DIR];

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT}`;
const remoteSiteURL = `http://127.0.0.1:${process.env.E2E_REMOTE_SITE_PORT}`;

const server = (
  url: string,
  port: string,
  dataDir: string,
  extra: Record<string, string> = {},
) => ({
  command: keepLog('node scripts/start.ts'),
  url: `${url}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    SITE_URL: url,
    DATA_DIR: dataDir,
    // Every test's browser is 127.0.0.1: the whole suite is one address to the statistics' flood
    // limit (tests/api/stats-events.test.ts tests it), so a busy run must not meet it.
    STATS_EVENTS_PER_MINUTE: '1000000',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // On the 2-core CI machine, two workers, three servers and the page cache refilling after every
  // write share the CPU: 5 s (the default) for a client navigation proved too tight there.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    // Recording a trace (screencast and DOM snapshots of every step) for every test, to keep only
    // the failures', cost a fifth of the suite's time on the 2-core CI machine, and CI keeps no
    // test files: to see a failure step by step, run it again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Playwright starts these one after the other: the first migrates and seeds once for the other two
  // (and migrates the private instances' database, E2E_MIGRATED_DATA_DIR).
  webServer: [
    {
      ...server(baseURL, port, process.env.E2E_DATA_DIR, {
        JWT_SECRET: process.env.E2E_JWT_SECRET,
        METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
      }),
      command: `node tests/e2e/seed-data-dirs.ts ${dataDirs.join(' ')} && ${keepLog('node scripts/start.ts')}`,
    },
    {
      ...server(apiURL, process.env.E2E_API_PORT, process.env.E2E_API_DATA_DIR),
      command: keepLog('node scripts/api.ts'),
      url: `${apiURL}/api/crud/categories?limit=1`,
    },
    server(remoteSiteURL, process.env.E2E_REMOTE_SITE_PORT, process.env.E2E_REMOTE_SITE_DATA_DIR, {
      API_BASE_URL: `${apiURL}/api`,
    }),
  ],
});
