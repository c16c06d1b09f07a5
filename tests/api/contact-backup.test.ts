import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreArchive } from '#server/backup/restore.ts';
import { takeBackup } from '#server/backup/take-backup.ts';
import { openDatabase } from '#server/db/connection.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';
import { call, expectBody } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import { createStaffUser } from './staff-fixtures.ts';

/**
 * Issue 36 §8 and decision 030: a request's follow-up survives a backup and its restore; `traite`,
 * derived from the status, is computed again on the way in.
 */
let api: TestApi;
let token: string;
let dir: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contact-backup-'));
});
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

const Row = v.object({
  statut: v.string(),
  traite: v.boolean(),
  note: v.string(),
  assigne_a: v.number(),
});

describe('a backup of followed-up requests', () => {
  it('restores their status, note and colleague', async () => {
    const colleague = await createStaffUser(api, {
      email: 'rania@sauvegarde.tn',
      password: 'une-phrase-de-passe-solide',
      role: 'editeur',
    });
    const sent = await call(api, 'POST', '/crud/contact-requests', {
      json: {
        firstName: 'Nour',
        lastName: 'Mejri',
        email: 'nour@exemple.tn',
        subject: 'Lit médicalisé',
        message: 'Bonjour',
      },
    });
    const { id } = expectBody(sent, 201, v.object({ id: v.number() }));
    for (const json of [
      { statut: 'en_cours' },
      { note: 'Devis envoyé.' },
      { assigne_a: colleague.id },
    ]) {
      expect(
        (await call(api, 'PATCH', `/crud/contact-requests/${id}`, { token, json })).status,
      ).toBe(200);
    }

    const { file } = await takeBackup(
      { database: api.runtime.database, dataDir: api.dataDir, databaseUrl: api.databaseUrl },
      join(dir, 'archives'),
    );
    const target = join(dir, 'target');
    const adminUrl = process.env.TEST_DATABASE_URL;
    const fresh = adminUrl ? await createFreshDatabase(adminUrl, 'contact_restore') : undefined;
    if (fresh) cleanups.push(fresh.drop);
    const databaseUrl = fresh ? { databaseUrl: fresh.url } : {};
    await restoreArchive({ archive: file, dataDir: target, force: false, ...databaseUrl });

    const restored = await openDatabase({ dataDir: target, ...databaseUrl });
    cleanups.push(() => restored.close());
    const result = await restored.db.execute(
      sql`SELECT statut, traite, note, assigne_a FROM contact_requests WHERE id = ${id}`,
    );
    expect(v.parse(v.object({ rows: v.array(Row) }), result).rows).toEqual([
      { statut: 'en_cours', traite: false, note: 'Devis envoyé.', assigne_a: colleague.id },
    ]);
  });
});
