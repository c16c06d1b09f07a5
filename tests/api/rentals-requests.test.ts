import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalAvailabilitySchema } from '#domain/rental-answers.schema.ts';
import { quoteRental } from '#domain/rental-price.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { call, expectBody, expectError } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  freshAddress,
  inDays,
  RentalReceiptSchema,
  requestBody,
  sendRequest,
} from './rental-fixtures.ts';

/**
 * Issue 39: a visitor's rental request. Every refusal answers its status and French message;
 * a valid one holds its units under a `LOC-YYYY-NNNN` reference, priced by the server.
 */
let api: TestApi;
let token: string;
let bed: number;
let notRented: number;
let hidden: number;
let noDelivery: number;

adminApiPerFile(
  async (started) => {
    ({ api, token } = started);
    bed = await createRentableProduct(api, token, bedTerms);
    notRented = await createRentableProduct(api, token, null);
    hidden = await createRentableProduct(api, token, bedTerms, { visible: false });
    noDelivery = await createRentableProduct(api, token, { ...bedTerms, frais_livraison: null });
  },
  { TRUST_PROXY: 'true', RENTAL_MAX_UNITS_PER_ADDRESS: '3' },
);

const refused = async (
  body: Record<string, unknown>,
  status: number,
  message: string | RegExp,
  code?: string,
) => {
  const error = expectError(await sendRequest(api, body), status, code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  return error;
};

describe('POST /rentals/requests refuses', () => {
  it('dates already past, reversed, or longer than RENTAL_MAX_DAYS', async () => {
    await refused(
      requestBody(bed, { debut: inDays(-1) }),
      422,
      'La date de début est déjà passée.',
    );
    await refused(
      requestBody(bed, { debut: inDays(10), fin: inDays(3) }),
      422,
      'La date de fin doit suivre la date de début.',
    );
    await refused(
      requestBody(bed, { debut: inDays(1), fin: inDays(200) }),
      422,
      'La location dure au plus 180 jours : contactez-nous pour une plus longue durée.',
    );
    await refused(
      requestBody(bed, { debut: inDays(1), fin: inDays(2) }),
      422,
      'Ce matériel se loue pour au moins 7 jours.',
    );
  });

  it('an unknown or hidden product (404), one not rented out (422)', async () => {
    await refused(requestBody(999_999), 404, rentalMessages.introuvable, 'not_found');
    await refused(requestBody(hidden), 404, rentalMessages.introuvable, 'not_found');
    await refused(requestBody(notRented), 422, rentalMessages.nonLouable);
  });

  it('a shop that does not rent it, delivery when it is not delivered', async () => {
    const shop = await refused(
      requestBody(bed, { boutique: 'lafayette' }),
      422,
      rentalMessages.boutiqueAbsente,
    );
    expect(shop.fields?.boutique).toBe(rentalMessages.boutiqueAbsente);
    await refused(
      requestBody(noDelivery, {
        retrait: 'livraison',
        boutique: undefined,
        adresse: 'Rue de Marseille, Tunis',
      }),
      422,
      rentalMessages.livraisonAbsente,
    );
  });

  it('a bad phone number, a missing consent, a missing shop or address', async () => {
    const phone = await refused(
      requestBody(bed, { telephone: '12 34' }),
      422,
      /Numéro de téléphone tunisien invalide/,
    );
    expect(phone.fields?.telephone).toMatch(/8 chiffres/);
    const consent = await refused(requestBody(bed, { consentement: false }), 422, /recontacté/);
    expect(consent.fields?.consentement).toBe(rentalMessages.consentement);
    await refused(requestBody(bed, { boutique: undefined }), 422, /magasin/);
    await refused(
      requestBody(bed, { retrait: 'livraison', boutique: undefined }),
      422,
      /adresse de livraison/,
    );
  });

  it('a price sent by the browser: an unknown field (400), nothing stored', async () => {
    const error = await refused(
      requestBody(bed, { total: 1 }),
      400,
      'Champ inconnu : « total ».',
      'unknown_field',
    );
    expect(error.fields).toHaveProperty('total');
  });
});

describe('a valid request', () => {
  it('answers 201 with a LOC-YYYY-NNNN reference and the price quoteRental computes', async () => {
    const body = requestBody(bed, { debut: inDays(3), fin: inDays(12), quantite: 2 });
    const receipt = expectBody(await sendRequest(api, body), 201, RentalReceiptSchema);
    const quote = quoteRental(bedTerms, 10, { livraison: false, quantite: 2 });
    expect(receipt.reference).toMatch(new RegExp(`^LOC-${inDays(0).slice(0, 4)}-\\d{4,}$`));
    expect(receipt).toMatchObject({
      debut: inDays(3),
      fin: inDays(12),
      quantite: 2,
      retrait: 'boutique',
      boutique: 'centre-urbain-nord',
      prix_location: quote.location,
      detail_prix: quote.detail,
      frais_livraison: 0,
      total: quote.total,
      caution: quote.caution,
    });
    // Held RENTAL_HOLD_HOURS (24 by default) unless staff confirm it.
    const held = Date.parse(receipt.expire_le ?? '') - Date.now();
    expect(held).toBeGreaterThan(23.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('charges the delivery fee when delivered, and numbers references in sequence', async () => {
    const first = expectBody(
      await sendRequest(
        api,
        requestBody(bed, {
          retrait: 'livraison',
          boutique: undefined,
          adresse: 'Rue de Marseille',
        }),
      ),
      201,
      RentalReceiptSchema,
    );
    expect(first.frais_livraison).toBe(30);
    expect(first.boutique).toBeNull();
    const second = expectBody(await sendRequest(api, requestBody(bed)), 201, RentalReceiptSchema);
    const number = (reference: string) => Number(reference.split('-')[2]);
    expect(number(second.reference)).toBe(number(first.reference) + 1);
  });

  it('the honeypot: answered 201 with a receipt, nothing stored', async () => {
    const before = await call(api, 'GET', '/rentals?limit=1', { token });
    const receipt = expectBody(
      await sendRequest(api, requestBody(bed, { site_web: 'http://spam.example' })),
      201,
      RentalReceiptSchema,
    );
    expect(receipt.reference).toMatch(/^LOC-\d{4}-\d{4}$/);
    const after = await call(api, 'GET', '/rentals?limit=1', { token });
    const Total = v.object({ total: v.number() });
    expect(v.parse(Total, after.body).total).toBe(v.parse(Total, before.body).total);
  });
});

describe('one address', () => {
  it('holds at most RENTAL_MAX_UNITS_PER_ADDRESS units in requests (429)', async () => {
    const address = freshAddress();
    const bed = await createRentableProduct(api, token, bedTerms);
    expectBody(
      await sendRequest(api, requestBody(bed, { quantite: 2 }), address),
      201,
      RentalReceiptSchema,
    );
    const error = expectError(
      await sendRequest(api, requestBody(bed, { quantite: 2 }), address),
      429,
    );
    expect(error.message).toBe(rentalMessages.tropDUnites(3));
    // One more unit is still within the cap.
    expectBody(await sendRequest(api, requestBody(bed), address), 201, RentalReceiptSchema);
  });

  it('sends at most 5 requests per 10 minutes, valid or not (429 with Retry-After)', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await sendRequest(api, requestBody(bed, { debut: inDays(-5) }), address);
      expect(response.status).toBe(422);
    }
    const response = await sendRequest(api, requestBody(bed), address);
    const error = expectError(response, 429, 'too_many_attempts');
    expect(error.message).toBe('Trop de demandes envoyées. Réessayez dans 10 minutes.');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
  });
});

describe('GET /rentals/catalogue and /rentals/availability', () => {
  it('lists the visible rentable products with today’s free units', async () => {
    const Catalogue = v.object({
      rows: v.array(
        v.object({
          id: v.number(),
          libres_aujourdhui: v.number(),
          location: v.object({ unites: v.number() }),
        }),
      ),
    });
    const { rows } = expectBody(await call(api, 'GET', '/rentals/catalogue'), 200, Catalogue);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(bed);
    expect(ids).toContain(noDelivery);
    expect(ids).not.toContain(notRented);
    expect(ids).not.toContain(hidden);
    expect(rows.find((row) => row.id === bed)).toMatchObject({
      libres_aujourdhui: 4,
      location: { unites: 4 },
    });
  });

  it('counts the free units per day, the buffer day included', async () => {
    const product = await createRentableProduct(api, token, { ...bedTerms, unites: 2 });
    expectBody(
      await sendRequest(api, requestBody(product, { debut: inDays(3), fin: inDays(9) })),
      201,
      RentalReceiptSchema,
    );
    const answer = await call(
      api,
      'GET',
      `/rentals/availability?produit=${product}&du=${inDays(2)}&au=${inDays(11)}`,
    );
    const availability = expectBody(answer, 200, RentalAvailabilitySchema);
    expect(availability).toMatchObject({
      produit_id: product,
      unites: 2,
      du: inDays(2),
      au: inDays(11),
    });
    expect(availability.jours.map((day) => day.libres)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('refuses an unknown or hidden product (404), one not rented (422), a window too wide', async () => {
    const ask = (produit: number, du = inDays(0), au = inDays(30)) =>
      call(api, 'GET', `/rentals/availability?produit=${produit}&du=${du}&au=${au}`);
    expect(expectError(await ask(999_999), 404).message).toBe(rentalMessages.introuvable);
    expect(expectError(await ask(hidden), 404).message).toBe(rentalMessages.introuvable);
    expect(expectError(await ask(notRented), 422).message).toBe(rentalMessages.nonLouable);
    expect(expectError(await ask(bed, inDays(0), inDays(366)), 422).message).toBe(
      'La période demandée dépasse 366 jours.',
    );
    expect(expectError(await ask(bed, inDays(5), inDays(1)), 422).message).toBe(
      'La date de fin doit suivre la date de début.',
    );
    expectError(await ask(bed, 'demain'), 400, 'invalid_query');
  });
});
