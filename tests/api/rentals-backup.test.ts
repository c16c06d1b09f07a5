import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreArchive } from '#server/backup/restore.ts';
import { takeBackup } from '#server/backup/take-backup.ts';
import { openDatabase } from '#server/db/connection.ts';
import { pgErrorInfo } from '#server/db/pg-error.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';
import { call, expectBody } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  inDays,
  RentalViewSchema,
  requestBody,
} from './rental-fixtures.ts';

/**
 * Issue 39 and decision 030: reservations, the units they hold (a `daterange`) and the year's
 * reference counter survive a backup and its restore into a fresh database, where the exclusion
 * constraint (btree_gist) still refuses two overlapping rows of one unit.
 */
let api: TestApi;
let token: string;
let dir: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rentals-backup-'));
});
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

const Units = v.object({
  rows: v.array(v.object({ unite: v.number(), jours: v.string(), reference: v.string() })),
});
const Counter = v.object({ rows: v.array(v.object({ dernier: v.number() })) });

describe('a backup of reservations', () => {
  it('restores them with their units’ days, the counter, and the rule against overlaps', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const { consentement: _, ...body } = requestBody(bed, { quantite: 2 });
    const rental = expectBody(
      await call(api, 'POST', '/rentals', { token, json: body }),
      201,
      RentalViewSchema,
    );

    const { file } = await takeBackup(
      { database: api.runtime.database, dataDir: api.dataDir, databaseUrl: api.databaseUrl },
      join(dir, 'archives'),
    );
    const target = join(dir, 'target');
    const adminUrl = process.env.TEST_DATABASE_URL;
    const fresh = adminUrl ? await createFreshDatabase(adminUrl, 'rentals_restore') : undefined;
    if (fresh) cleanups.push(fresh.drop);
    const databaseUrl = fresh ? { databaseUrl: fresh.url } : {};
    await restoreArchive({ archive: file, dataDir: target, force: false, ...databaseUrl });

    const restored = await openDatabase({ dataDir: target, ...databaseUrl });
    cleanups.push(() => restored.close());
    const units = await restored.db.execute(sql`
      select ru.unite, ru.jours::text as jours, r.reference
      from rental_units ru join rentals r on r.id = ru.rental_id
      where r.id = ${rental.id} order by ru.unite`);
    const days = `[${inDays(2)},${inDays(12)})`;
    expect(v.parse(Units, units).rows).toEqual([
      { unite: 1, jours: days, reference: rental.reference },
      { unite: 2, jours: days, reference: rental.reference },
    ]);
    const counter = await restored.db.execute(sql`select dernier from rental_references`);
    expect(v.parse(Counter, counter).rows).toEqual([
      { dernier: Number(rental.reference.split('-')[2]) },
    ]);
    const other = await restored.db
      .execute(sql`
        with r as (
          insert into rentals (reference, product_id, produit_titre, debut, fin, statut, source, nom,
            telephone, retrait, prix_location, detail_prix, caution, total)
          values ('LOC-TEST-0001', ${bed}, 'Lit', ${inDays(5)}::date, ${inDays(6)}::date, 'confirmee',
            'bureau', 'Test', '+21698750750', 'boutique', 0, '{}'::jsonb, 0, 0)
          returning id)
        insert into rental_units (rental_id, product_id, unite, jours)
        select id, ${bed}, 1, daterange(${inDays(5)}::date, ${inDays(6)}::date) from r`)
      .then(
        () => null,
        (error: unknown) => pgErrorInfo(error)?.code,
      );
    expect(other).toBe('23P01');
    // A backup and a restore into a fresh database: slow on a loaded machine.
  }, 90_000);
});
