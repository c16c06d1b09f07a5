import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runRentalExpiry } from '#server/api/rentals/rental-expiry.ts';
import { journalLines, rentals, rentalUnits } from '#server/db/tables.ts';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import { expectBody } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  RentalReceiptSchema,
  requestBody,
  sendRequest,
} from './rental-fixtures.ts';

/**
 * Issue 39: a request holds its units RENTAL_HOLD_HOURS; then the expiry job (every minute on
 * each instance) flips it to « Expirée » once, frees its units and journals it. The job's clock
 * is injected: no waiting.
 */
let api: TestApi;
let token: string;
const holdHours = 2;

adminApiPerFile(
  async (started) => {
    ({ api, token } = started);
  },
  { TRUST_PROXY: 'true', RENTAL_HOLD_HOURS: String(holdHours) },
);

const db = () => api.runtime.database.db;
const hour = 3_600_000;

async function request(produit: number, extra: Record<string, unknown> = {}) {
  const receipt = expectBody(
    await sendRequest(api, requestBody(produit, extra)),
    201,
    RentalReceiptSchema,
  );
  const [row] = await db().select().from(rentals).where(eq(rentals.reference, receipt.reference));
  if (!row?.expire_le) throw new Error('request not stored with a hold');
  return row;
}

const unitsHeld = async (ids: number[]) =>
  (await db().select().from(rentalUnits).where(inArray(rentalUnits.rental_id, ids))).length;
const expiryLines = async (ids: number[]) =>
  db()
    .select()
    .from(journalLines)
    .where(
      and(
        eq(journalLines.entity_type, 'location'),
        eq(journalLines.action, 'modification'),
        inArray(
          journalLines.entity_id,
          ids.map((id) => String(id)),
        ),
      ),
    );

describe('the expiry job', () => {
  it('leaves a hold alone until RENTAL_HOLD_HOURS have passed, then expires it once', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const held = await request(bed);
    const created = held.cree_le.getTime();
    expect(held.expire_le?.getTime()).toBeGreaterThanOrEqual(created + holdHours * hour - 1_000);
    expect(held.expire_le?.getTime()).toBeLessThanOrEqual(created + holdHours * hour + 1_000);
    const expireLe = held.expire_le ?? new Date();

    const changes: ContentChange[] = [];
    const stopListening = onContentChange((change) => changes.push(change));
    expect(await runRentalExpiry(db(), new Date(expireLe.getTime() - 1_000))).toBe(0);
    expect(changes).toEqual([]);
    expect(await unitsHeld([held.id])).toBe(1);
    expect(await runRentalExpiry(db(), expireLe)).toBeGreaterThanOrEqual(1);
    // The units free again show on /location-materiel: its cached page is forgotten.
    expect(changes).toEqual([{ resource: 'rentals', origin: 'local' }]);
    stopListening();
    const [expired] = await db().select().from(rentals).where(eq(rentals.id, held.id));
    expect(expired).toMatchObject({ statut: 'expiree', statut_precedent: 'demande' });
    expect(expired?.statut_change_le.getTime()).toBe(expireLe.getTime());
    expect(await unitsHeld([held.id])).toBe(0);
    const lines = await expiryLines([held.id]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actor_id: null,
      changes: [{ field: 'statut', before: 'Demande', after: 'Expirée' }],
    });
    // Nothing more on the next run.
    expect(await runRentalExpiry(db(), new Date(expireLe.getTime() + hour))).toBe(0);
    expect(await expiryLines([held.id])).toHaveLength(1);
  });

  it('never touches a confirmed reservation', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const held = await request(bed);
    await db().update(rentals).set({ statut: 'confirmee' }).where(eq(rentals.id, held.id));
    await runRentalExpiry(db(), new Date(Date.now() + 48 * hour));
    const [row] = await db().select().from(rentals).where(eq(rentals.id, held.id));
    expect(row?.statut).toBe('confirmee');
    expect(await unitsHeld([held.id])).toBe(1);
  });

  it('two runs at once (two instances) expire each hold exactly once, one journal line each', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const holds = [];
    for (let index = 0; index < 4; index += 1) holds.push(await request(bed));
    const ids = holds.map((row) => row.id);
    const later = new Date(Date.now() + 3 * hour);
    const [first, second] = await Promise.all([
      runRentalExpiry(db(), later),
      runRentalExpiry(db(), later),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(ids.length);
    const rows = await db().select().from(rentals).where(inArray(rentals.id, ids));
    expect(rows.map((row) => row.statut)).toEqual(ids.map(() => 'expiree'));
    expect(await unitsHeld(ids)).toBe(0);
    const lines = await expiryLines(ids);
    expect(lines.map((line) => line.entity_id).sort()).toEqual(ids.map(String).sort());
  });

  it('a request for the product expires its stale holds first: they never block it', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 1 });
    const stale = await request(bed);
    expect((await sendRequest(api, requestBody(bed))).status).toBe(409);
    await db()
      .update(rentals)
      .set({ expire_le: sql`now() - interval '1 minute'` })
      .where(eq(rentals.id, stale.id));
    const fresh = await request(bed);
    const [expired] = await db().select().from(rentals).where(eq(rentals.id, stale.id));
    expect(expired?.statut).toBe('expiree');
    expect(await unitsHeld([stale.id, fresh.id])).toBe(1);
    expect(await expiryLines([stale.id])).toHaveLength(1);
  });
});
