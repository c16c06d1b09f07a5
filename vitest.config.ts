import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so tests never load the Start plugin.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Both cores (the default leaves one free), and the files of a worker share its modules
          // (no file leans on module state: runs with files shuffled pass): 33 s → 7 s on CI's 2 cores.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        // The REST API over real HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // One migrated database per run, copied by each test API (tests/api/template.ts).
          globalSetup: ['tests/api/global-setup.ts'],
          environment: 'node',
          // The log's info lines (a database opened per file…) would bury the failures' output.
          env: { LOG_LEVEL: 'warn' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Each file opens its own API and database (tests/api/fixtures.ts), so files need no fresh
          // process each: importing the server once per worker took PGlite's run from 142 to 93 s.
          isolate: false,
        },
      },
      {
        // Three production instances behind HAProxy on one PostgreSQL (npm run test:cluster).
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
