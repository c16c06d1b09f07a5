import {
  canMoveRental,
  type RentalStatus,
  rentalStatusLabels,
  rentalUndoSeconds,
} from '#domain/rental-status.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import {
  assignUnits,
  releaseUnits,
  restoreUnitDays,
  shortenUnits,
  unitsOfRentals,
} from '#server/db/repositories/rental-units.ts';
import {
  findRentalProduct,
  type NewRental,
  type RentalRow,
  updateRental,
} from '#server/db/repositories/rentals.repository.ts';
import { ApiError } from '../plumbing/errors.ts';
import { lockCurrentRental, rentalProductGone, unavailable } from './rental-errors.ts';
import { journalRental, statusChange } from './rental-journal.ts';

/** Past the undo's seconds, a little grace for the round trip of the click. */
const undoGraceSeconds = 5;

export interface StatusChangeRequest {
  statut: RentalStatus;
  annuler: boolean;
  modifie_le?: string | undefined;
}

const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** The units' days of the whole reservation: `[debut, fin + 1 + jours_tampon)`. */
const wholeDays = (row: RentalRow) => ({
  from: row.debut,
  until: addDays(row.fin, 1 + row.jours_tampon),
});

/** A cancel undone: the units again, the lowest free ones (409 when taken meanwhile). */
async function takeUnitsAgain(tx: Database, row: RentalRow): Promise<void> {
  const product = row.product_id === null ? undefined : await findRentalProduct(tx, row.product_id);
  if (!product) throw rentalProductGone();
  if (!product.location) throw unavailable();
  const taken = await assignUnits(tx, {
    rentalId: row.id,
    productId: product.id,
    units: product.location.unites,
    quantite: row.quantite,
    ...wholeDays(row),
  });
  if (!taken) throw unavailable();
}

/** Undo the last change, within rentalUndoSeconds: back to the status it left. */
async function undo(tx: Database, row: RentalRow, body: StatusChangeRequest, now: Date) {
  const previous = row.statut_precedent;
  // An expiry is the server's, never undone; nor a change already undone.
  if (previous === null || row.statut === 'expiree' || previous !== body.statut)
    throw conflict('Il n’y a plus de changement à annuler sur cette réservation.');
  if (
    now.getTime() - row.statut_change_le.getTime() >
    (rentalUndoSeconds + undoGraceSeconds) * 1000
  )
    throw new ApiError(409, 'undo_expired', 'Trop tard pour annuler ce changement.');
  const set: Partial<NewRental> = {
    statut: previous,
    statut_precedent: null,
    statut_change_le: now,
  };
  if (row.statut === 'annulee') await takeUnitsAgain(tx, row);
  if (row.statut === 'retournee') {
    const restored =
      row.product_id !== null &&
      (await restoreUnitDays(tx, {
        rentalId: row.id,
        productId: row.product_id,
        ...wholeDays(row),
      }));
    if (!restored) throw unavailable();
    set.rendu_le = null;
  }
  return set;
}

/** A move along domain/rental-status.ts, with what it does to the units. */
async function move(tx: Database, row: RentalRow, to: RentalStatus, now: Date) {
  if (!canMoveRental(row.statut, to)) {
    throw conflict(
      `Une réservation « ${rentalStatusLabels[row.statut]} » ne peut pas passer à « ${rentalStatusLabels[to]} ».`,
    );
  }
  const set: Partial<NewRental> = {
    statut: to,
    statut_precedent: row.statut,
    statut_change_le: now,
  };
  if (to === 'annulee') await releaseUnits(tx, [row.id]);
  if (to === 'retournee') {
    // Blocked until the return day plus the buffer, never longer than booked (docs/decisions/037).
    const renduLe = tunisDay(now);
    await shortenUnits(tx, row.id, addDays(renduLe, 1 + row.jours_tampon));
    set.rendu_le = renduLe;
  }
  return set;
}

/**
 * PATCH /rentals/{id}/status: a move, or the undo of the last one, in one transaction with its
 * journal line. 409 when the reservation changed since the desk read it.
 */
export async function changeRentalStatus(
  db: Database,
  id: number,
  body: StatusChangeRequest,
  actor: JournalActor,
  now: Date,
): Promise<{ row: RentalRow; unites: number[] }> {
  return db.transaction(async (tx) => {
    const before = await lockCurrentRental(tx, id, body.modifie_le);
    const set = body.annuler
      ? await undo(tx, before, body, now)
      : await move(tx, before, body.statut, now);
    const row = await updateRental(tx, id, set);
    await journalRental(tx, actor, row, {
      action: 'modification',
      changes: [statusChange(before.statut, row.statut)],
    });
    return { row, unites: (await unitsOfRentals(tx, [id])).get(id) ?? [] };
  });
}
