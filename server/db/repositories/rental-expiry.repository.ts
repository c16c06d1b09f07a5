/**
 * Requests whose hold ran out (issue 39, docs/decisions/037): flipped to `expiree` by one
 * statement, so whichever instance (or concurrent request) gets a row flips it once; a second
 * run waits on the row's lock, then finds it no longer `demande`.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { rentals } from '../tables.ts';
import { releaseUnits } from './rental-units.ts';

export interface ExpiredRental {
  id: number;
  reference: string;
  produit_titre: string;
}

/**
 * Expires the requests of `productId` (or all) whose `expire_le` is at or before `now`, and frees
 * their units, in the caller's transaction. Answers the rentals it expired.
 */
export async function expireStaleHolds(
  tx: Database,
  options: { now: Date; productId?: number | undefined },
): Promise<ExpiredRental[]> {
  const expired = await tx
    .update(rentals)
    .set({
      statut: 'expiree',
      statut_precedent: 'demande',
      statut_change_le: options.now,
      modifie_le: sql`date_trunc('milliseconds', ${options.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(rentals.statut, 'demande'),
        lte(rentals.expire_le, options.now),
        options.productId === undefined ? undefined : eq(rentals.product_id, options.productId),
      ),
    )
    .returning({
      id: rentals.id,
      reference: rentals.reference,
      produit_titre: rentals.produit_titre,
    });
  await releaseUnits(
    tx,
    expired.map((row) => row.id),
  );
  return expired;
}
