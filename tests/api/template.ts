import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createFreshDatabase } from '../shared/fresh-database.ts';

/** The migrated empty database of the run (tests/api/global-setup.ts). */
export type ApiTemplate = { kind: 'pglite'; dir: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate | undefined;
  }
}

/** PGlite: the template's files copied into `dataDir` (its `pglite` folder, as openDatabase reads it). */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = inject('apiTemplate');
  if (template?.kind === 'pglite')
    await cp(template.dir, join(dataDir, 'pglite'), { recursive: true });
}

/** PostgreSQL: a fresh database, copied from the run's template when there is one. */
export function freshPostgresFromTemplate(adminUrl: string, prefix = 'api_test') {
  const template = inject('apiTemplate');
  return createFreshDatabase(
    adminUrl,
    prefix,
    template?.kind === 'postgres' ? template.database : undefined,
  );
}
