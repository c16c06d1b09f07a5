/**
 * The chart's steps (issue 38): every hour of a one-day period, every day up to 92 days, every
 * week (from Monday) beyond, each step present even when nothing happened. Pure: the API buckets
 * its daily figures with it, the tests check it.
 */
import type { StatsGranularity, StatsPeriod, StatsPoint } from './stats-report.ts';
import { addDays } from './tunis-time.ts';

/** The Monday starting the week of `day` (`YYYY-MM-DD`). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The step of `day` (a day or its week's Monday; hours are keyed by the API). */
export function stepOf(day: string, granularity: StatsGranularity): string {
  return granularity === 'semaine' ? weekStart(day) : day;
}

/** The starts of every step of the period, in order (`YYYY-MM-DDTHH:00` for hours). */
export function seriesSteps(period: StatsPeriod, granularity: StatsGranularity): string[] {
  if (granularity === 'heure') {
    return Array.from(
      { length: 24 },
      (_, hour) => `${period.from}T${String(hour).padStart(2, '0')}:00`,
    );
  }
  const steps: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const step = stepOf(day, granularity);
    if (steps.at(-1) !== step) steps.push(step);
  }
  return steps;
}

export type StatsPointFigures = Omit<StatsPoint, 'start'>;

export const emptyPointFigures = (): StatsPointFigures => ({
  visitors: 0,
  views: 0,
  whatsapp: 0,
  phone: 0,
  pdf: 0,
  contact: 0,
});

/**
 * The series: each figure of `rows` (keyed by day, or by hour for `heure`) added into its step.
 * Visitors add up too: the daily salt makes a person seen on two days two visitors.
 */
export function bucketSeries(
  period: StatsPeriod,
  granularity: StatsGranularity,
  rows: readonly ({ key: string } & StatsPointFigures)[],
): StatsPoint[] {
  const points = new Map(
    seriesSteps(period, granularity).map((start) => [start, { start, ...emptyPointFigures() }]),
  );
  for (const row of rows) {
    const point = points.get(granularity === 'heure' ? row.key : stepOf(row.key, granularity));
    if (!point) continue;
    point.visitors += row.visitors;
    point.views += row.views;
    point.whatsapp += row.whatsapp;
    point.phone += row.phone;
    point.pdf += row.pdf;
    point.contact += row.contact;
  }
  return [...points.values()];
}
