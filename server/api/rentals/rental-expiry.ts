import type { Database } from '#server/db/connection.ts';
import { expireStaleHolds } from '#server/db/repositories/rental-expiry.repository.ts';
import { publishContentChange } from '#server/events/content-changes.ts';
import { journalRental, statusChange, systemActor } from './rental-journal.ts';

/**
 * Expires the requests whose hold ran out (all, or one product's) and frees their units, with a
 * journal line each, in the caller's transaction: a request for a product runs it first, so a
 * stale hold never blocks it (docs/decisions/037).
 */
export async function expireHoldsIn(
  tx: Database,
  options: { now: Date; productId?: number | undefined },
): Promise<number> {
  const expired = await expireStaleHolds(tx, options);
  for (const rental of expired) {
    await journalRental(tx, systemActor, rental, {
      action: 'modification',
      changes: [statusChange('demande', 'expiree')],
    });
  }
  return expired.length;
}

/**
 * One run of the expiry job (every minute on each instance): one transaction, so each expired
 * rental has its units freed and its one journal line, whichever instance flipped it. Units
 * freed change what /location-materiel shows: its cached page is forgotten, here and on the
 * other instances (a write no HTTP request made, so the API's own announcement misses it).
 */
export async function runRentalExpiry(db: Database, now: Date): Promise<number> {
  const expired = await db.transaction((tx) => expireHoldsIn(tx, { now }));
  if (expired > 0) publishContentChange({ resource: 'rentals', origin: 'local' });
  return expired;
}
