import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { assignUnits } from '#server/db/repositories/rental-units.ts';
import { type ApiResponse, call, expectBody, expectError } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  inDays,
  mostUnitsHeld,
  RentalViewSchema,
  requestBody,
  sendRequest,
} from './rental-fixtures.ts';

/**
 * Issue 39's invariant: never more units reserved than the product has, on any day, whatever the
 * concurrency. Many requests at once for the last free unit: one gets it, every other one hears
 * « plus disponible » (409), never a 500; SQL over rental_units confirms no day is over.
 */
let api: TestApi;
let token: string;

adminApiPerFile(
  async (started) => {
    ({ api, token } = started);
  },
  { TRUST_PROXY: 'true', RENTAL_MAX_UNITS_PER_ADDRESS: '10' },
);

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status);
const count = (responses: ApiResponse[], status: number) =>
  statuses(responses).filter((value) => value === status).length;

function expectOneWinner(responses: ApiResponse[]) {
  expect(count(responses, 201), statuses(responses).join(',')).toBe(1);
  for (const response of responses.filter((answer) => answer.status !== 201)) {
    expect(expectError(response, 409, 'conflict').message).toBe(rentalMessages.indisponible);
  }
}

const staffReserve = (produit: number, extra: Record<string, unknown> = {}) => {
  const { consentement: _, ...body } = requestBody(produit, extra);
  return call(api, 'POST', '/rentals', { token, json: body });
};

describe('the last free unit', () => {
  it('50 requests at once: exactly one 201, 49 × 409 with the French message', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 2 });
    expect((await staffReserve(bed)).status).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => sendRequest(api, requestBody(bed))),
    );
    expectOneWinner(responses);
    expect(await mostUnitsHeld(api, bed)).toBe(2);
  });

  it('staff reservations racing public requests: still one winner', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 1 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0 ? staffReserve(bed) : sendRequest(api, requestBody(bed)),
      ),
    );
    expectOneWinner(responses);
    expect(await mostUnitsHeld(api, bed)).toBe(1);
  });

  it('overlapping dates and quantities at once never hold more units than the product has', async () => {
    const units = 3;
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: units });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const start = 1 + (index % 10);
        const dates = { debut: inDays(start), fin: inDays(start + 7 + (index % 5)) };
        return index % 3 === 0
          ? staffReserve(bed, { ...dates, quantite: 1 + (index % 2) })
          : sendRequest(api, requestBody(bed, { ...dates, quantite: 1 + (index % 2) }));
      }),
    );
    // Every answer is a reservation or « plus disponible », never an error of the server.
    expect(statuses(responses).every((status) => status === 201 || status === 409)).toBe(true);
    expect(count(responses, 201)).toBeGreaterThan(0);
    expect(await mostUnitsHeld(api, bed)).toBeLessThanOrEqual(units);
  });
});

describe('a stay no single unit is free for, though each of its days has one', () => {
  it('is reserved: reservations not yet started change unit to make room, none moves in time', async () => {
    const terms = { ...bedTerms, unites: 2, jours_tampon: 0, duree_min_jours: 1 };
    const bed = await createRentableProduct(api, token, terms);
    const reserve = async (from: number, to: number) =>
      expectBody(
        await staffReserve(bed, { debut: inDays(from), fin: inDays(to) }),
        201,
        RentalViewSchema,
      );
    // Unit 1: days 30–34, then 38–42; unit 2: days 32–33, then 36–45.
    const a = await reserve(30, 34);
    const b = await reserve(32, 33);
    const c = await reserve(38, 42);
    const d = await reserve(36, 45);
    expect([a, b, c, d].map((rental) => rental.unites)).toEqual([[1], [2], [1], [2]]);
    // Days 34–37: unit 1 is out on the 34th, unit 2 from the 36th; each day has one free.
    const window = `produit=${bed}&du=${inDays(34)}&au=${inDays(37)}`;
    const free = v.parse(
      v.object({ jours: v.array(v.object({ libres: v.number() })) }),
      (await call(api, 'GET', `/rentals/availability?${window}`)).body,
    );
    expect(free.jours.map((day) => day.libres)).toEqual([1, 2, 1, 1]);

    const stay = expectBody(
      await staffReserve(bed, { debut: inDays(34), fin: inDays(37) }),
      201,
      RentalViewSchema,
    );
    const unitsOf = async (id: number) =>
      expectBody(await call(api, 'GET', `/rentals/${id}`, { token }), 200, RentalViewSchema);
    const after = await Promise.all([a, b, c, d, stay].map((rental) => unitsOf(rental.id)));
    // Every reservation keeps its days; the later two swapped units, the new stay took unit 2.
    expect(after.map((rental) => [rental.debut, rental.fin])).toEqual(
      [a, b, c, d, stay].map((rental) => [rental.debut, rental.fin]),
    );
    expect(after.map((rental) => rental.unites)).toEqual([[1], [2], [2], [1], [2]]);
    expect(await mostUnitsHeld(api, bed)).toBe(2);
    // A day with no unit left is still refused.
    const full = await staffReserve(bed, { debut: inDays(33), fin: inDays(36) });
    expect(expectError(full, 409, 'conflict').message).toBe(rentalMessages.indisponible);
  });
});

const Waiting = v.object({ rows: v.array(v.object({ n: v.number() })) });

describe.runIf(process.env.TEST_DATABASE_URL)('a unit taken by a writer outside the turns', () => {
  it('is seen at the commit (23P01) and the claim takes the next unit, in its savepoint', async () => {
    const bed = await createRentableProduct(api, token, { ...bedTerms, unites: 2 });
    const far = (from: number) => ({ debut: inDays(from), fin: inDays(from + 7) });
    const first = expectBody(await staffReserve(bed, far(100)), 201, RentalViewSchema);
    const second = expectBody(await staffReserve(bed, far(120)), 201, RentalViewSchema);
    const { db } = api.runtime.database;
    await db.execute(sql`delete from rental_units where rental_id in (${first.id}, ${second.id})`);

    let commit: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted: () => void = () => undefined;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Another writer holds unit 1 for those days, uncommitted, without taking the product's turn.
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`insert into rental_units (rental_id, product_id, unite, jours)
        values (${first.id}, ${bed}, 1, daterange(${inDays(2)}::date, ${inDays(9)}::date))`);
      inserted();
      await gate;
    });
    await insertDone;
    const claim = db.transaction((tx) =>
      assignUnits(tx, {
        rentalId: second.id,
        productId: bed,
        units: 2,
        quantite: 1,
        from: inDays(3),
        until: inDays(8),
      }),
    );
    // The claim waits on the other writer's row (the exclusion constraint's check).
    for (;;) {
      const result = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((v.parse(Waiting, result).rows[0]?.n ?? 0) > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    commit();
    await other;
    expect(await claim).toEqual([2]);
    expect(await mostUnitsHeld(api, bed)).toBe(2);
  });
});
