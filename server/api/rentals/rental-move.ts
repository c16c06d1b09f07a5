import { journalChanges } from '#domain/journal-changes.ts';
import { rentalDuration } from '#domain/rental-dates.ts';
import { quoteRental } from '#domain/rental-price.ts';
import { canRescheduleRental } from '#domain/rental-status.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { assignUnits, releaseUnits, unitsOfRentals } from '#server/db/repositories/rental-units.ts';
import {
  findRentalProduct,
  type RentalRow,
  updateRental,
} from '#server/db/repositories/rentals.repository.ts';
import { ApiError } from '../plumbing/errors.ts';
import {
  checkRentalDates,
  lockCurrentRental,
  rentableTerms,
  rentalProductGone,
  unavailable,
} from './rental-errors.ts';
import { journalRental } from './rental-journal.ts';
import type { RentalsDeps } from './rentals-runtime.ts';

/**
 * PATCH /rentals/{id}/dates: new dates for a reservation whose equipment has not left, in one
 * transaction: its units are released and taken again for the new days (the same numbers when
 * free), the price computed again; 409 when not free (nothing changed then).
 */
export async function moveRentalDates(
  db: Database,
  settings: RentalsDeps['settings'],
  id: number,
  body: { debut: string; fin: string; modifie_le?: string | undefined },
  actor: JournalActor,
  now: Date,
): Promise<{ row: RentalRow; unites: number[] }> {
  return db.transaction(async (tx) => {
    const before = await lockCurrentRental(tx, id, body.modifie_le);
    if (!canRescheduleRental(before.statut)) {
      throw new ApiError(
        409,
        'conflict',
        'Les dates ne peuvent plus être changées : le matériel est déjà parti ou la réservation est close.',
      );
    }
    const product =
      before.product_id === null ? undefined : await findRentalProduct(tx, before.product_id);
    if (!product) throw rentalProductGone();
    const terms = rentableTerms(product.location);
    checkRentalDates(body, terms, { today: tunisDay(now), maxDays: settings.maxDays });
    const previous = (await unitsOfRentals(tx, [id])).get(id) ?? [];
    await releaseUnits(tx, [id]);
    const unites = await assignUnits(tx, {
      rentalId: id,
      productId: product.id,
      units: terms.unites,
      quantite: before.quantite,
      from: body.debut,
      until: addDays(body.fin, 1 + before.jours_tampon),
      preferred: previous,
    });
    if (!unites) throw unavailable();
    const quote = quoteRental(terms, rentalDuration(body.debut, body.fin), {
      livraison: before.retrait === 'livraison',
      quantite: before.quantite,
    });
    const row = await updateRental(tx, id, {
      debut: body.debut,
      fin: body.fin,
      prix_location: quote.location,
      detail_prix: quote.detail,
      caution: quote.caution,
      frais_livraison: quote.livraison,
      total: quote.total,
    });
    const fields = (rental: RentalRow, units: readonly number[]) => ({
      debut: rental.debut,
      fin: rental.fin,
      unites: units.join(', '),
      total: rental.total,
    });
    await journalRental(tx, actor, row, {
      action: 'modification',
      changes: journalChanges(fields(before, previous), fields(row, unites)),
    });
    return { row, unites };
  });
}
