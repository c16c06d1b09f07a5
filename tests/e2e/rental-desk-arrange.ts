import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { RentalViewSchema } from '#domain/rental-answers.schema.ts';
import { apiToken } from './admin-helpers.ts';
import { expect } from './fixtures.ts';

/*
 * Reservations the desk's specs start from, made through the REST API as staff (issue 39), beside
 * rental-requests.ts (the product by title, the days from today). Each test keeps to its own
 * product and days, so parallel specs never meet: rental-desk.spec.ts uses the air mattress, the
 * electric wheelchair, the portable concentrator, the walker and the folding wheelchair; the bed
 * is the visitors' (rental-request.spec.ts, rental-journey.spec.ts).
 */

/** A random Tunisian mobile number of this test's own (`5XXXXXXX`). */
export const testPhone = () => `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Staff take a reservation from the product's first shop (confirmed unless said otherwise). */
export async function reserve(
  request: APIRequestContext,
  product: { id: number; location: { boutiques: string[] } },
  body: { debut: string; fin: string; nom: string } & Record<string, unknown>,
) {
  const token = await apiToken(request);
  const created = await request.post('/api/rentals', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      produit_id: product.id,
      telephone: testPhone(),
      retrait: 'boutique',
      boutique: product.location.boutiques[0],
      statut: 'confirmee',
      ...body,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return v.parse(RentalViewSchema, await created.json());
}

/** Cancels what a test reserved, so its days are free for the next run. */
export async function cancelAll(request: APIRequestContext, ids: readonly number[]) {
  const token = await apiToken(request);
  for (const id of ids) {
    await request.patch(`/api/rentals/${id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { statut: 'annulee' },
    });
  }
}
