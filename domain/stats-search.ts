/**
 * The « Statistiques » screen's search params (issue 38): `periode` (one of the choices) and,
 * for `dates`, `du` and `au` (Tunis days). Read with the URL readers (decision 034), never with
 * valibot: this module is in every page's entry chunk through the route's `validateSearch`, so it
 * holds nothing else (the period it means is read by `stats-search-period.ts`).
 */
import type { StatsPeriodChoice } from './stats-report.ts';
import { urlChoice, urlDay, urlSearch } from './url-search.ts';

export interface StatsSearch {
  periode: StatsPeriodChoice;
  du?: string;
  au?: string;
}

/**
 * `statsPeriodChoices` written here again (tests/unit/stats-display.test.ts checks it reads each): importing stats-report.ts would
 * put it, and every export other chunks use, in the entry chunk (decision 034).
 */
const periodChoices = [
  'aujourdhui',
  '7-jours',
  '30-jours',
  '12-mois',
  'dates',
] as const satisfies readonly StatsPeriodChoice[];

const readChoice = urlChoice(periodChoices);

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
