/**
 * How the rental desk writes a reservation (issue 39): its days, how it reaches the customer, its
 * units. Pure: the desk's list, its detail, the timeline and the dashboard home share them.
 */
import { rentalDuration } from './rental-dates.ts';
import { rentalShopName } from './rental-terms.ts';
import { formatDay } from './stats-display.ts';

/** « du 2 décembre 2026 au 4 décembre 2026 (3 jours) ». */
export function rentalDaysLabel(debut: string, fin: string): string {
  const days = rentalDuration(debut, fin);
  return `du ${formatDay(debut)} au ${formatDay(fin)} (${days} jour${days > 1 ? 's' : ''})`;
}

/** « Retrait au Magasin Centre Urbain Nord » or « Livraison : 12 rue … ». */
export function rentalWayLabel(rental: {
  retrait: 'boutique' | 'livraison';
  boutique: string | null;
  adresse: string | null;
}): string {
  if (rental.retrait === 'livraison')
    return `Livraison : ${rental.adresse ?? 'adresse à préciser'}`;
  return rental.boutique ? `Retrait au ${rentalShopName(rental.boutique)}` : 'Retrait en magasin';
}

/** « 2 unités (n° 1, 3) », « 1 unité (n° 2) »; the numbers only while units are held. */
export function rentalUnitsLabel(quantite: number, unites: readonly number[]): string {
  const count = `${quantite} unité${quantite > 1 ? 's' : ''}`;
  return unites.length > 0 ? `${count} (n° ${unites.join(', ')})` : count;
}
