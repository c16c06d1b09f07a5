import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RentalAvailabilitySchema,
  RentalListSchema,
  RentalTimelineSchema,
  RentalTodaySchema,
  type RentalView,
} from '#domain/rental-answers.schema.ts';
import { quoteRental } from '#domain/rental-price.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { rentals } from '#server/db/tables.ts';
import { call, expectBody, expectError } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  inDays,
  RentalReceiptSchema,
  RentalViewSchema,
  requestBody,
  sendRequest,
  today,
} from './rental-fixtures.ts';

/** Issue 39: the rental desk — statuses with undo, dates moved, the list, the day, the timeline. */
let api: TestApi;
let token: string;

adminApiPerFile(
  async (started) => {
    ({ api, token } = started);
  },
  { TRUST_PROXY: 'true' },
);

const staffCreate = (body: Record<string, unknown>) =>
  call(api, 'POST', '/rentals', { token, json: body });
const reserve = async (produit: number, extra: Record<string, unknown> = {}) => {
  const { consentement: _, ...body } = requestBody(produit, extra);
  return expectBody(await staffCreate(body), 201, RentalViewSchema);
};
const setStatus = (rental: RentalView, json: Record<string, unknown>) =>
  call(api, 'PATCH', `/rentals/${rental.id}/status`, { token, json });
const moveTo = async (rental: RentalView, statut: string) =>
  expectBody(await setStatus(rental, { statut }), 200, RentalViewSchema);
const availability = async (produit: number, du: string, au: string) =>
  expectBody(
    await call(api, 'GET', `/rentals/availability?produit=${produit}&du=${du}&au=${au}`),
    200,
    RentalAvailabilitySchema,
  ).jours.map((day) => day.libres);
const timeline = async (produit: number, du: string, au: string) =>
  expectBody(
    await call(api, 'GET', `/rentals/timeline?produit=${produit}&du=${du}&au=${au}`, { token }),
    200,
    RentalTimelineSchema,
  );
const list = async (query: string) =>
  expectBody(await call(api, 'GET', `/rentals?${query}`, { token }), 200, RentalListSchema);

describe('a reservation taken by staff', () => {
  it('is confirmed, from the desk, with the lowest free units and the server’s price', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const first = await reserve(bed, { quantite: 2 });
    expect(first).toMatchObject({
      statut: 'confirmee',
      source: 'bureau',
      unites: [1, 2],
      expire_le: null,
      telephone: '+21698750750',
      total: quoteRental(bedTerms, 9, { livraison: false, quantite: 2 }).total,
    });
    const second = await reserve(bed, { statut: 'demande' });
    expect(second.unites).toEqual([3]);
    expect(second.expire_le).not.toBeNull();
    const got = expectBody(
      await call(api, 'GET', `/rentals/${first.id}`, { token }),
      200,
      RentalViewSchema,
    );
    expect(got).toEqual(first);
    expectError(await call(api, 'GET', '/rentals/999999', { token }), 404);
  });
});

describe('PATCH /rentals/:id/status', () => {
  it('confirms, hands over, takes back; each change can be undone for a few seconds', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const receipt = expectBody(
      await sendRequest(api, requestBody(bed, { debut: today(), fin: inDays(8) })),
      201,
      RentalReceiptSchema,
    );
    const [requested] = (await list(`q=${receipt.reference}`)).rows;
    if (!requested) throw new Error('request not listed');
    expect(requested.statut).toBe('demande');

    const confirmed = await moveTo(requested, 'confirmee');
    expect(confirmed).toMatchObject({ statut: 'confirmee', statut_precedent: 'demande' });
    const undone = expectBody(
      await setStatus(confirmed, { statut: 'demande', annuler: true }),
      200,
      RentalViewSchema,
    );
    expect(undone).toMatchObject({ statut: 'demande', statut_precedent: null });
    // Nothing left to undo.
    expectError(await setStatus(undone, { statut: 'demande', annuler: true }), 409);

    const out = await moveTo(await moveTo(undone, 'confirmee'), 'en_cours');
    const back = await moveTo(out, 'retournee');
    expect(back.rendu_le).toBe(today());
    // Returned early: blocked until the return day plus the buffer day, no longer.
    const bars = (await timeline(bed, today(), inDays(20))).barres;
    expect(bars).toEqual([
      expect.objectContaining({ unite: 1, rental_id: back.id, bloque_jusqu_au: inDays(1) }),
    ]);
    const restored = expectBody(
      await setStatus(back, { statut: 'en_cours', annuler: true }),
      200,
      RentalViewSchema,
    );
    expect(restored).toMatchObject({ statut: 'en_cours', rendu_le: null, unites: [1] });
    const full = (await timeline(bed, today(), inDays(20))).barres;
    expect(full[0]?.bloque_jusqu_au).toBe(inDays(9));
  });

  it('a cancel frees the units; its undo takes them again, or 409 when taken meanwhile', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 1 });
    const rental = await reserve(bed);
    expect(await availability(bed, inDays(2), inDays(2))).toEqual([0]);
    const cancelled = await moveTo(rental, 'annulee');
    expect(cancelled.unites).toEqual([]);
    expect(await availability(bed, inDays(2), inDays(2))).toEqual([1]);
    const again = expectBody(
      await setStatus(cancelled, { statut: 'confirmee', annuler: true }),
      200,
      RentalViewSchema,
    );
    expect(again).toMatchObject({ statut: 'confirmee', unites: [1] });

    const cancelledAgain = await moveTo(again, 'annulee');
    await reserve(bed);
    const error = expectError(
      await setStatus(cancelledAgain, { statut: 'confirmee', annuler: true }),
      409,
    );
    expect(error.message).toBe(rentalMessages.indisponible);
  });

  it('refuses a move the statuses do not allow, an undo too late, a stale version', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const rental = await reserve(bed);
    const wrong = expectError(await setStatus(rental, { statut: 'retournee' }), 409, 'conflict');
    expect(wrong.message).toBe('Une réservation « Confirmée » ne peut pas passer à « Retournée ».');
    const stale = expectError(
      await setStatus(rental, { statut: 'annulee', modifie_le: '2020-01-01T00:00:00.000Z' }),
      409,
      'stale_version',
    );
    expect(stale.message).toMatch(/modifiée entre-temps/);
    const out = await moveTo(rental, 'en_cours');
    await api.runtime.database.db
      .update(rentals)
      .set({ statut_change_le: sql`now() - interval '20 seconds'` })
      .where(eq(rentals.id, out.id));
    const late = expectError(await setStatus(out, { statut: 'confirmee', annuler: true }), 409);
    expect(late.message).toBe('Trop tard pour annuler ce changement.');
    // The version the desk read is accepted.
    const current = expectBody(
      await call(api, 'GET', `/rentals/${out.id}`, { token }),
      200,
      RentalViewSchema,
    );
    expectBody(
      await setStatus(current, { statut: 'retournee', modifie_le: current.modifie_le }),
      200,
      RentalViewSchema,
    );
  });
});

describe('PATCH /rentals/:id/dates', () => {
  it('moves a reservation, keeping its units when free and pricing it again', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    await reserve(bed);
    const rental = await reserve(bed, { debut: inDays(30), fin: inDays(36) });
    expect(rental.unites).toEqual([1]);
    const moved = expectBody(
      await call(api, 'PATCH', `/rentals/${rental.id}/dates`, {
        token,
        json: { debut: inDays(5), fin: inDays(34), modifie_le: rental.modifie_le },
      }),
      200,
      RentalViewSchema,
    );
    // Unit 1 is taken by the first reservation on those days: the next free one.
    expect(moved).toMatchObject({ debut: inDays(5), fin: inDays(34), unites: [2] });
    expect(moved.total).toBe(quoteRental(bedTerms, 30, { livraison: false }).total);
    const back = expectBody(
      await call(api, 'PATCH', `/rentals/${rental.id}/dates`, {
        token,
        json: { debut: inDays(40), fin: inDays(50) },
      }),
      200,
      RentalViewSchema,
    );
    expect(back.unites).toEqual([2]);
  });

  it('answers 409 when the new days are not free, and once the equipment left', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 1 });
    await reserve(bed);
    const later = await reserve(bed, { debut: inDays(30), fin: inDays(40) });
    const taken = expectError(
      await call(api, 'PATCH', `/rentals/${later.id}/dates`, {
        token,
        json: { debut: inDays(5), fin: inDays(15) },
      }),
      409,
    );
    expect(taken.message).toBe(rentalMessages.indisponible);
    // Nothing changed: its units are still its own.
    const same = expectBody(
      await call(api, 'GET', `/rentals/${later.id}`, { token }),
      200,
      RentalViewSchema,
    );
    expect(same).toMatchObject({ debut: inDays(30), unites: [1] });
    const out = await moveTo(later, 'en_cours');
    const left = expectError(
      await call(api, 'PATCH', `/rentals/${out.id}/dates`, {
        token,
        json: { debut: inDays(50), fin: inDays(60) },
      }),
      409,
    );
    expect(left.message).toMatch(/déjà parti/);
  });
});

describe('GET /rentals, /rentals/today', () => {
  it('filters by status, product, shop, overlap, reference or name, and phone typed any way', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const sami = await reserve(bed, { nom: 'Sami Trabelsi', telephone: '+216 22 333 444' });
    const hela = await reserve(bed, {
      nom: 'Héla Chérif',
      debut: inDays(60),
      fin: inDays(70),
      statut: 'demande',
    });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids((await list(`produit=${bed}`)).rows)).toEqual([hela.id, sami.id]);
    expect(ids((await list(`produit=${bed}&statut=demande`)).rows)).toEqual([hela.id]);
    expect(ids((await list(`produit=${bed}&du=${inDays(65)}&au=${inDays(90)}`)).rows)).toEqual([
      hela.id,
    ]);
    expect(ids((await list(`produit=${bed}&boutique=lafayette`)).rows)).toEqual([]);
    expect(ids((await list('q=hela%20cherif')).rows)).toEqual([hela.id]);
    expect(ids((await list(`q=${sami.reference}`)).rows)).toEqual([sami.id]);
    const history = await list('telephone=0021622-333-444');
    expect(ids(history.rows)).toEqual([sami.id]);
    expect(history.total).toBe(1);
    const page = await list(`produit=${bed}&limit=1&page=2`);
    expect(page).toMatchObject({ total: 2, rows: [{ id: sami.id }] });
    expectError(await call(api, 'GET', '/rentals?telephone=123', { token }), 400, 'invalid_query');
  });

  it('lists today’s departures, returns and late returns', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const leaving = await reserve(bed, { debut: today(), fin: inDays(7) });
    const due = await moveTo(await reserve(bed, { debut: today(), fin: inDays(7) }), 'en_cours');
    const late = await moveTo(await reserve(bed, { debut: today(), fin: inDays(7) }), 'en_cours');
    const { db } = api.runtime.database;
    await db.update(rentals).set({ fin: today() }).where(eq(rentals.id, due.id));
    await db
      .update(rentals)
      .set({ debut: inDays(-10), fin: inDays(-2) })
      .where(eq(rentals.id, late.id));
    const day = expectBody(
      await call(api, 'GET', '/rentals/today', { token }),
      200,
      RentalTodaySchema,
    );
    expect(day.jour).toBe(today());
    expect(day.departs.map((row) => row.id)).toContain(leaving.id);
    expect(day.retours.map((row) => row.id)).toContain(due.id);
    expect(day.retards.find((row) => row.id === late.id)).toMatchObject({ en_retard: true });
    expect(day.departs.map((row) => row.id)).not.toContain(due.id);
  });
});

describe('GET /rentals/timeline', () => {
  it('draws one bar per unit held, buffer included, and refuses a window too wide', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const rental = await reserve(bed, { quantite: 2 });
    const view = await timeline(bed, today(), inDays(30));
    expect(view.produit).toMatchObject({ id: bed, unites: 4, jours_tampon: 1 });
    expect(view.barres).toEqual([
      {
        unite: 1,
        rental_id: rental.id,
        reference: rental.reference,
        statut: 'confirmee',
        nom: rental.nom,
        debut: inDays(2),
        fin: inDays(10),
        bloque_jusqu_au: inDays(11),
      },
      {
        unite: 2,
        rental_id: rental.id,
        reference: rental.reference,
        statut: 'confirmee',
        nom: rental.nom,
        debut: inDays(2),
        fin: inDays(10),
        bloque_jusqu_au: inDays(11),
      },
    ]);
    expectError(
      await call(api, 'GET', `/rentals/timeline?produit=${bed}&du=${today()}&au=${inDays(400)}`, {
        token,
      }),
      422,
    );
  });

  it('writes a journal line for each change', async () => {
    const bed = await createRentableProduct(api, token, bedTerms);
    const rental = await reserve(bed);
    await moveTo(rental, 'annulee');
    const journal = await call(api, 'GET', '/journal?entite=location&limit=100', { token });
    const Lines = v.object({
      rows: v.array(
        v.object({
          action: v.string(),
          entity_id: v.nullable(v.string()),
          changes: v.array(
            v.object({
              field: v.string(),
              before: v.nullable(v.string()),
              after: v.nullable(v.string()),
            }),
          ),
        }),
      ),
    });
    const lines = v
      .parse(Lines, journal.body)
      .rows.filter((line) => line.entity_id === String(rental.id));
    expect(lines.map((line) => line.action)).toEqual(['modification', 'creation']);
    expect(lines[0]?.changes).toEqual([{ field: 'statut', before: 'Confirmée', after: 'Annulée' }]);
  });
});
