import { type RentalStatus, rentalStatusLabels } from '#domain/rental-status.ts';
import type { JournalChange } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';

/** The server's own changes (a hold expiring): no one signed in did them. */
export const systemActor: JournalActor = { actorId: null, actorEmail: null, ip: null };

/** How the journal names a reservation: its reference and what was rented. */
export const rentalLabel = (rental: { reference: string; produit_titre: string }) =>
  `${rental.reference} — ${rental.produit_titre}`;

export const statusChange = (before: RentalStatus | null, after: RentalStatus): JournalChange => ({
  field: 'statut',
  before: before === null ? null : rentalStatusLabels[before],
  after: rentalStatusLabels[after],
});

/** One journal line about a reservation, in the transaction of the change (issue 23). */
export function journalRental(
  tx: Database,
  actor: JournalActor,
  rental: { id: number; reference: string; produit_titre: string },
  entry: { action: 'creation' | 'modification'; changes: JournalChange[] },
): Promise<void> {
  return recordJournalLine(tx, actor, {
    action: entry.action,
    entityType: 'location',
    entityId: rental.id,
    entityLabel: rentalLabel(rental),
    changes: entry.changes,
  });
}
