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
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
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
