/**
 * The days of a rental (issue 39): Africa/Tunis calendar days written `YYYY-MM-DD`, first and last
 * day included. One check, with its French message, for the form, the desk and the API.
 */
import type { RentalTerms } from './rental-terms.ts';
import { addDays, daysBetween, isDay } from './tunis-time.ts';

/** Days the customer has the equipment: 1 when it comes back the day it leaves. */
export function rentalDuration(debut: string, fin: string): number {
  return daysBetween(debut, fin) + 1;
}

/** The `daterange` a unit is blocked for: the rental, then the buffer days. */
export function blockedUntil(fin: string, joursTampon: number): string {
  return addDays(fin, joursTampon);
}

export interface RentalDatesRules {
  /** Today in Tunis. */
  today: string;
  /** RENTAL_MAX_DAYS */
  maxDays: number;
  /** How far ahead a rental may start (days). */
  maxAheadDays?: number;
}

export const rentalMaxAheadDays = 365;

/** The first problem with these dates for this product, in French, or null. */
export function rentalDatesProblem(
  debut: string,
  fin: string,
  terms: Pick<RentalTerms, 'duree_min_jours'>,
  rules: RentalDatesRules,
): string | null {
  if (!isDay(debut) || !isDay(fin)) return 'Les dates doivent être des jours valides.';
  if (debut < rules.today) return 'La date de début est déjà passée.';
  if (fin < debut) return 'La date de fin doit suivre la date de début.';
  const ahead = rules.maxAheadDays ?? rentalMaxAheadDays;
  if (daysBetween(rules.today, debut) > ahead)
    return `Les réservations s’ouvrent au plus ${ahead} jours à l’avance.`;
  const days = rentalDuration(debut, fin);
  if (days > rules.maxDays)
    return `La location dure au plus ${rules.maxDays} jours : contactez-nous pour une plus longue durée.`;
  if (days < terms.duree_min_jours)
    return `Ce matériel se loue pour au moins ${terms.duree_min_jours} jour${terms.duree_min_jours > 1 ? 's' : ''}.`;
  return null;
}
