/**
 * The statistics' periods (issue 38): from the screen's choice to an inclusive range of Tunis
 * days, the period just before it, and the chart's step. Pure: the screen, the API and the
 * benches compute the same days.
 */
import type { StatsGranularity, StatsPeriod, StatsPeriodChoice } from './stats-report.ts';
import { statsMaxPeriodDays } from './stats-report.ts';
import { addDays, daysBetween, isDay, tunisDay } from './tunis-time.ts';

/** The days a choice covers, today included (`dates` takes `custom`, checked by `checkPeriod`). */
export function periodFor(choice: StatsPeriodChoice, now: Date, custom?: StatsPeriod): StatsPeriod {
  const today = tunisDay(now);
  switch (choice) {
    case 'aujourdhui':
      return { from: today, to: today };
    case '7-jours':
      return { from: addDays(today, -6), to: today };
    case '30-jours':
      return { from: addDays(today, -29), to: today };
    case '12-mois':
      return { from: addDays(today, -364), to: today };
    case 'dates':
      return custom ?? { from: addDays(today, -6), to: today };
  }
}

/** How many days a period covers. */
export function periodDays(period: StatsPeriod): number {
  return daysBetween(period.from, period.to) + 1;
}

/** The period of the same length ending the day before `period` starts. */
export function previousPeriod(period: StatsPeriod): StatsPeriod {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Hours for one day, days up to 92 days, weeks beyond. */
export function granularityFor(period: StatsPeriod): StatsGranularity {
  const days = periodDays(period);
  if (days <= 1) return 'heure';
  return days <= 92 ? 'jour' : 'semaine';
}

/** Why a period cannot be asked for, in French; null when it can. */
export function checkPeriod(period: StatsPeriod): string | null {
  if (!isDay(period.from) || !isDay(period.to))
    return 'Les dates doivent être au format AAAA-MM-JJ.';
  if (period.to < period.from) return 'La date de fin doit suivre la date de début.';
  if (periodDays(period) > statsMaxPeriodDays) {
    return `La période ne peut pas dépasser ${statsMaxPeriodDays} jours.`;
  }
  return null;
}
