import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import {
  RentableProductsSchema,
  RentalListSchema,
  RentalViewSchema,
} from '#domain/rental-answers.schema.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import { apiToken } from './admin-helpers.ts';
import { expect } from './fixtures.ts';

/**
 * Rentals arranged and cleaned up through the REST API for the e2e specs (issue 39). Specs share
 * one seeded database: each picks its own days (far enough ahead not to meet the others') and
 * cancels what it held, so the browser's address (127.0.0.1 for every spec) stays under the
 * per-address cap of units held (RENTAL_MAX_UNITS_PER_ADDRESS, 3).
 * Days in use on « Lit médicalisé électrique 3 fonctions », from today: rental-request.spec.ts
 * +150…+300.
 */
export const demoBed = 'Lit médicalisé électrique 3 fonctions';

/** Today in Tunis plus `days`, `YYYY-MM-DD`. */
export const tunisDayIn = (days: number) => addDays(tunisDay(Date.now()), days);

/** A rentable product of the demo, by title. */
export async function rentableProduct(request: APIRequestContext, titre: string) {
  const answer = await request.get('/api/rentals/catalogue');
  expect(answer.status()).toBe(200);
  const { rows } = v.parse(RentableProductsSchema, await answer.json());
  const product = rows.find((row) => row.titre === titre);
  if (!product) throw new Error(`${titre} is not rentable`);
  return product;
}

/** Staff take every unit of `produit` from `debut` to `fin` (confirmed): those days are full. */
export async function bookAllUnits(
  request: APIRequestContext,
  produit: { id: number; location: { unites: number } },
  debut: string,
  fin: string,
) {
  const token = await apiToken(request);
  const created = await request.post('/api/rentals', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      produit_id: produit.id,
      debut,
      fin,
      quantite: produit.location.unites,
      nom: 'Réservation e2e',
      telephone: '71 750 750',
      retrait: 'boutique',
      boutique: 'centre-urbain-nord',
      statut: 'confirmee',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return v.parse(RentalViewSchema, await created.json());
}

/** Cancels a reservation by reference (its units freed), as the desk would. */
export async function cancelRental(request: APIRequestContext, reference: string) {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get('/api/rentals', { headers, params: { q: reference } });
  expect(found.status()).toBe(200);
  const { rows } = v.parse(RentalListSchema, await found.json());
  const rental = rows.find((row) => row.reference === reference);
  if (!rental) throw new Error(`${reference} not found`);
  const cancelled = await request.patch(`/api/rentals/${rental.id}/status`, {
    headers,
    data: { statut: 'annulee' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}
