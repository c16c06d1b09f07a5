/**
 * The « Statistiques » screen's search params (issue 38): `periode` (one of the choices) and,
 * for `dates`, `du` and `au` (Tunis days). Read with the URL readers (decision 034), never with
 * valibot: this module is in every page's entry chunk through the route's `validateSearch`.
 */
import { checkPeriod, periodFor } from './stats-period.ts';
import type { StatsPeriod, StatsPeriodChoice } from './stats-report.ts';
import { statsPeriodChoices } from './stats-report.ts';
import { urlChoice, urlDay, urlSearch } from './url-search.ts';

export interface StatsSearch {
  periode: StatsPeriodChoice;
  du?: string;
  au?: string;
}

const readChoice = urlChoice(statsPeriodChoices);

export const StatsSearchSchema = urlSearch<StatsSearch>((search) => {
  const du = urlDay(search.du);
  const au = urlDay(search.au);
  return {
    periode: readChoice(search.periode) ?? '7-jours',
    ...(du === undefined ? {} : { du }),
    ...(au === undefined ? {} : { au }),
  };
});

export const statsSearchDefaults = { periode: '7-jours' } as const;

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
