/**
 * The period the « Statistiques » screen's address asks for (issue 38). Apart from
 * `stats-search.ts`, which the route definition puts in every page's entry chunk: this one is the
 * loader's only.
 */
import { checkPeriod, periodFor } from './stats-period.ts';
import type { StatsPeriod } from './stats-report.ts';
import type { StatsSearch } from './stats-search.ts';

/**
 * The period the search asks for, or why it cannot be shown (the last 7 days are then): custom
 * dates need both days, in order, within the longest period.
 */
export function periodOfSearch(
  search: StatsSearch,
  now: Date,
): { period: StatsPeriod; error: string | null } {
  if (search.periode !== 'dates') return { period: periodFor(search.periode, now), error: null };
  if (search.du === undefined || search.au === undefined) {
    return {
      period: periodFor('7-jours', now),
      error: 'Choisissez une date de début et une date de fin.',
    };
  }
  const custom = { from: search.du, to: search.au };
  const error = checkPeriod(custom);
  return error ? { period: periodFor('7-jours', now), error } : { period: custom, error: null };
}
