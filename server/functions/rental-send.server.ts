import {
  pickRentalFieldErrors,
  type RentalSendResult,
  rentalSendFailed,
} from '#domain/rental-request.rules.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { log } from '#server/log/logger.ts';
import { isHttpError } from '../client/http-error.ts';

/**
 * A refused or failed POST /rentals/requests as the form shows it (issue 39), never thrown: 409 →
 * back to the dates, 422 → each field's message, another refusal with the API's French sentence
 * (429: too many requests or units held) → that sentence, anything else → the phone number.
 */
export function rentalSendFailure(error: unknown): RentalSendResult {
  if (isHttpError(error, 409))
    return { ok: false, reason: 'indisponible', message: rentalMessages.indisponible };
  if (isHttpError(error, 422) && Object.keys(error.fields).length > 0)
    return {
      ok: false,
      reason: 'champs',
      message: error.apiMessage ?? 'Vérifiez les champs signalés.',
      fieldErrors: pickRentalFieldErrors(error.fields),
    };
  if (isHttpError(error) && error.status < 500 && error.apiMessage)
    return { ok: false, reason: 'refus', message: error.apiMessage };
  log().error({ event: 'rentals.request-failed', err: error }, 'rental request sending failed');
  return { ok: false, reason: 'refus', message: rentalSendFailed };
}
