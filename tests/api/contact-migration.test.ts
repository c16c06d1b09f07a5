import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '#server/backup/migration-level.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/connection.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';

/**
 * Migration 0020 (issue 36 §8): requests handled before it are "traitée", the others "nouvelle",
 * with their handled time kept, and `traite` still answers as before (it is derived now).
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseAt0019(): Promise<DatabaseHandle> {
  const folder = await migrationsUpTo({ applied: 20, last: '0019_backup-runs' });
  const dataDir = await mkdtemp(join(tmpdir(), 'contact-migration-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const fresh = adminUrl ? await createFreshDatabase(adminUrl, 'contact_migration') : undefined;
  if (fresh) cleanups.push(fresh.drop);
  const handle = await openDatabase({
    dataDir,
    migrationsFolder: folder,
    ...(fresh ? { databaseUrl: fresh.url } : {}),
  });
  cleanups.push(() => handle.close());
  return handle;
}

const Row = v.object({
  subject: v.string(),
  statut: v.string(),
  traite: v.boolean(),
  handled_at: v.nullable(v.string()),
  note: v.string(),
  assigne_a: v.null(),
});

describe('migration 0020', () => {
  it('turns handled requests into "traitee" and the others into "nouvelle"', async () => {
    const handle = await databaseAt0019();
    await handle.db.execute(sql`
      INSERT INTO contact_requests (first_name, last_name, email, subject, message, traite, traite_le)
      VALUES ('Amel', 'Ben Salah', 'a@exemple.tn', 'Réglée', 'M', true, '2026-01-02T10:00:00Z'),
             ('Karim', 'Jlassi', 'k@exemple.tn', 'En attente', 'M', false, null)`);

    await handle.migrate();

    const result = await handle.db.execute(sql`
      SELECT subject, statut, traite, to_char(traite_le at time zone 'UTC', 'YYYY-MM-DD HH24:MI') AS handled_at, note, assigne_a
      FROM contact_requests ORDER BY subject`);
    expect(v.parse(v.object({ rows: v.array(Row) }), result).rows).toEqual([
      {
        subject: 'En attente',
        statut: 'nouvelle',
        traite: false,
        handled_at: null,
        note: '',
        assigne_a: null,
      },
      {
        subject: 'Réglée',
        statut: 'traitee',
        traite: true,
        handled_at: '2026-01-02 10:00',
        note: '',
        assigne_a: null,
      },
    ]);
    // The status decides `traite` from now on, and only the three statuses are accepted.
    await handle.db.execute(
      sql`UPDATE contact_requests SET statut = 'traitee' WHERE subject = 'En attente'`,
    );
    const after = await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM contact_requests WHERE traite`,
    );
    expect(
      v.parse(v.object({ rows: v.tuple([v.object({ n: v.number() })]) }), after).rows[0].n,
    ).toBe(2);
    await expect(
      handle.db.execute(sql`UPDATE contact_requests SET statut = 'fermee'`),
    ).rejects.toThrow();
  });
});
