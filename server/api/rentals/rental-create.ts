import { randomUUID } from 'node:crypto';
import { journalChanges } from '#domain/journal-changes.ts';
import { rentalDuration } from '#domain/rental-dates.ts';
import { quoteRental } from '#domain/rental-price.ts';
import { rentalStatusLabels } from '#domain/rental-status.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { assignUnits } from '#server/db/repositories/rental-units.ts';
import {
  findRentalProduct,
  insertRental,
  pendingUnitsOfOrigin,
  type RentalRow,
  takeRentalReference,
  updateRental,
} from '#server/db/repositories/rentals.repository.ts';
import { ApiError } from '../plumbing/errors.ts';
import { checkRentalDates, checkWay, rentableTerms, unavailable } from './rental-errors.ts';
import { expireHoldsIn } from './rental-expiry.ts';
import { journalRental } from './rental-journal.ts';
import type { RentalsDeps } from './rentals-runtime.ts';

/** The reservation asked for: the fields the public form and the desk share. */
export interface RentalOrder {
  produit_id: number;
  debut: string;
  fin: string;
  quantite: number;
  nom: string;
  telephone: string;
  email: string;
  retrait: 'boutique' | 'livraison';
  boutique?: string | undefined;
  adresse: string;
  note: string;
}

/** Who asks: a visitor (by the keyed hash of their address) or a signed-in staff member. */
export type RentalRequester =
  | { source: 'site'; origine: string }
  | { source: 'bureau'; statut: 'demande' | 'confirmee'; staffId: number | null };

const notFoundProduct = () => new ApiError(404, 'not_found', rentalMessages.introuvable);

/**
 * One reservation, in one transaction (issue 39, docs/decisions/037): stale holds of the product
 * expire first; the product, dates, shop, delivery and per-address cap are checked; the server
 * prices it; the lowest free units are taken (409 when fewer are free, whatever the race); the
 * year's reference is taken last, so its counter is locked only until the commit.
 */
export async function createRental(
  db: Database,
  settings: RentalsDeps['settings'],
  order: RentalOrder,
  requester: RentalRequester,
  actor: JournalActor,
  now: Date,
): Promise<{ row: RentalRow; unites: number[] }> {
  const today = tunisDay(now);
  return db.transaction(async (tx) => {
    await expireHoldsIn(tx, { now, productId: order.produit_id });
    const product = await findRentalProduct(tx, order.produit_id);
    if (!product || (requester.source === 'site' && !product.est_visible)) throw notFoundProduct();
    const terms = rentableTerms(product.location);
    checkRentalDates(order, terms, { today, maxDays: settings.maxDays });
    checkWay(order, terms);
    if (requester.source === 'site') {
      const pending = await pendingUnitsOfOrigin(tx, requester.origine);
      const max = settings.maxUnitsPerAddress;
      if (pending + order.quantite > max)
        throw new ApiError(429, 'too_many_requests', rentalMessages.tropDUnites(max));
    }
    const livraison = order.retrait === 'livraison';
    const quote = quoteRental(terms, rentalDuration(order.debut, order.fin), {
      livraison,
      quantite: order.quantite,
    });
    const statut = requester.source === 'site' ? 'demande' : requester.statut;
    const inserted = await insertRental(tx, {
      // Its real reference is taken once its units are (below).
      reference: `en-attente-${randomUUID()}`,
      product_id: product.id,
      produit_titre: product.titre,
      quantite: order.quantite,
      debut: order.debut,
      fin: order.fin,
      jours_tampon: terms.jours_tampon,
      statut,
      statut_change_le: now,
      expire_le:
        statut === 'demande' ? new Date(now.getTime() + settings.holdHours * 3_600_000) : null,
      source: requester.source,
      nom: order.nom,
      telephone: order.telephone,
      email: order.email || null,
      retrait: order.retrait,
      boutique: livraison ? null : (order.boutique ?? null),
      adresse: livraison ? order.adresse : null,
      note: order.note || null,
      prix_location: quote.location,
      detail_prix: quote.detail,
      caution: quote.caution,
      frais_livraison: quote.livraison,
      total: quote.total,
      origine: requester.source === 'site' ? requester.origine : null,
      cree_par: requester.source === 'bureau' ? requester.staffId : null,
    });
    const unites = await assignUnits(tx, {
      rentalId: inserted.id,
      productId: product.id,
      units: terms.unites,
      quantite: order.quantite,
      from: order.debut,
      until: addDays(order.fin, 1 + terms.jours_tampon),
    });
    if (!unites) throw unavailable();
    const reference = await takeRentalReference(tx, Number(today.slice(0, 4)));
    const row = await updateRental(tx, inserted.id, { reference });
    await journalRental(tx, actor, row, {
      action: 'creation',
      changes: journalChanges(null, {
        statut: rentalStatusLabels[statut],
        debut: row.debut,
        fin: row.fin,
        quantite: row.quantite,
        unites: unites.join(', '),
        client: row.nom,
        total: row.total,
      }),
    });
    return { row, unites };
  });
}
