import { describe, expect, it } from 'vitest';
import { rentalSendFailed } from '#domain/rental-request.rules.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { HttpError } from '#server/client/http-error.ts';
import { rentalSendFailure } from '#server/functions/rental-send.server.ts';

const apiError = (status: number, error: Record<string, unknown>) =>
  new HttpError(status, '', JSON.stringify({ error }));

describe('what the rental form shows for a refused request', () => {
  it('409: back to the dates with the « plus disponible » sentence', () => {
    expect(rentalSendFailure(apiError(409, { code: 'unavailable', message: 'x' }))).toEqual({
      ok: false,
      reason: 'indisponible',
      message: rentalMessages.indisponible,
    });
  });

  it('422: each field of the form with its message, the others left out', () => {
    const error = apiError(422, {
      code: 'validation_failed',
      message: 'Ce matériel se loue pour au moins 7 jours.',
      fields: {
        telephone: 'Numéro invalide.',
        debut: 'Ce matériel se loue pour au moins 7 jours.',
      },
    });
    expect(rentalSendFailure(error)).toEqual({
      ok: false,
      reason: 'champs',
      message: 'Ce matériel se loue pour au moins 7 jours.',
      fieldErrors: { telephone: 'Numéro invalide.' },
    });
  });

  it('429: the API’s own French sentence; a failure without one: the phone number', () => {
    const cap = rentalMessages.tropDUnites(3);
    expect(rentalSendFailure(apiError(429, { code: 'too_many_units', message: cap }))).toEqual({
      ok: false,
      reason: 'refus',
      message: cap,
    });
    expect(rentalSendFailure(new TypeError('fetch failed'))).toEqual({
      ok: false,
      reason: 'refus',
      message: rentalSendFailed,
    });
    expect(rentalSendFailure(apiError(500, { message: 'boom' }))).toMatchObject({
      message: rentalSendFailed,
    });
  });
});
