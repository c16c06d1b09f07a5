import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/connection.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';
import type { ApiTemplate } from './template.ts';

/**
 * Migrates one empty database for the whole API run: each test API starts from a copy of it (a
 * copied PGlite folder, or CREATE DATABASE … TEMPLATE on PostgreSQL) instead of creating and
 * migrating its own, which was most of an API test file's start.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const fresh = await createFreshDatabase(adminUrl, 'api_template');
    await (await openDatabase({ dataDir: '/nonexistent', databaseUrl: fresh.url })).close();
    project.provide('apiTemplate', { kind: 'postgres', database: fresh.name });
    return () => fresh.drop();
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'api-template-'));
  await (await openDatabase({ dataDir })).close();
  const template: ApiTemplate = { kind: 'pglite', dir: join(dataDir, 'pglite') };
  project.provide('apiTemplate', template);
  return () => rm(dataDir, { recursive: true, force: true });
}
