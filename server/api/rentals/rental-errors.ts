import { rentalDatesProblem } from '#domain/rental-dates.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import type { Database } from '#server/db/connection.ts';
import {
  lockRental,
  type RentalRow,
  sameVersion,
} from '#server/db/repositories/rentals.repository.ts';
import { ApiError } from '../plumbing/errors.ts';

/** 409: the units were taken meanwhile, or never free for these days. */
export const unavailable = () => new ApiError(409, 'conflict', rentalMessages.indisponible);

/** 409: someone changed the reservation since the desk read it (its `modifie_le`). */
export const rentalChangedSince = () =>
  new ApiError(
    409,
    'stale_version',
    'Cette réservation a été modifiée entre-temps : rechargez-la avant de continuer.',
  );

export const rentalNotFound = () => new ApiError(404, 'not_found', 'Réservation introuvable.');

/** 422: the product of a reservation was deleted since (its title is kept, its units freed). */
export const rentalProductGone = () =>
  new ApiError(422, 'validation_failed', 'Le produit de cette réservation n’existe plus.');

const invalid = (field: string, message: string) =>
  new ApiError(422, 'validation_failed', message, { fields: { [field]: message } });

/** The product's terms, or 422 « pas proposé à la location ». */
export function rentableTerms(location: RentalTerms | null): RentalTerms {
  if (!location) throw invalid('produit_id', rentalMessages.nonLouable);
  return location;
}

/** 422 with the dates rule's French message (domain/rental-dates.ts). */
export function checkRentalDates(
  dates: { debut: string; fin: string },
  terms: RentalTerms,
  rules: { today: string; maxDays: number },
): void {
  const problem = rentalDatesProblem(dates.debut, dates.fin, terms, rules);
  if (problem) throw invalid(dates.fin < dates.debut ? 'fin' : 'debut', problem);
}

/** 422 when the shop does not rent this product out, or it is not delivered. */
export function checkWay(
  way: { retrait: 'boutique' | 'livraison'; boutique?: string | undefined },
  terms: RentalTerms,
): void {
  if (way.retrait === 'livraison' && terms.frais_livraison === null)
    throw invalid('retrait', rentalMessages.livraisonAbsente);
  if (way.retrait === 'boutique' && !terms.boutiques.includes(way.boutique ?? ''))
    throw invalid('boutique', rentalMessages.boutiqueAbsente);
}

/** The reservation, locked for this transaction: 404 when unknown, 409 when changed since read. */
export async function lockCurrentRental(
  tx: Database,
  id: number,
  modifieLe: string | undefined,
): Promise<RentalRow> {
  const row = await lockRental(tx, id);
  if (!row) throw rentalNotFound();
  if (modifieLe !== undefined && !sameVersion(row, modifieLe)) throw rentalChangedSince();
  return row;
}
