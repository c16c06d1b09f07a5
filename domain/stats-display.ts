/**
 * How the « Statistiques » screen writes its figures (issue 38): French counts, percentages and
 * durations, the change against the previous period, and the chart's step labels. Pure: the
 * screen, the dashboard home and the tests share them.
 */
import { formatDateTime } from './field-display.ts';
import type { StatsGranularity, StatsTotals } from './stats-report.ts';

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  maximumFractionDigits: 1,
});
// The steps are Tunis wall-clock times written as text: read and written in UTC, never moved.
const hourFormat = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A count as French writes it: « 12 345 » (narrow no-break space between thousands). */
export const formatCount = (value: number): string => countFormat.format(value);

/** A rate from 0 to 1 as a French percentage (« 12,5 % »); « — » when there is none. */
export const formatRate = (rate: number | null): string =>
  rate === null || !Number.isFinite(rate) ? '—' : percentFormat.format(rate);

/** A duration in seconds: « 45 s », « 3 min 05 s », « 1 h 02 min ». */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A Tunis day `YYYY-MM-DD` written out: « 3 novembre 2026 ». */
export const formatDay = (day: string): string =>
  longDayFormat.format(new Date(`${day}T00:00:00Z`));

/** What changed since the previous period, as shown and as read aloud. */
export interface Change {
  /** « +12 % », « −5 % », « = », « nouveau »; null when both periods are empty. */
  text: string | null;
  /** Whether the figure went up, down, or neither. */
  trend: 'up' | 'down' | 'same';
  /** The sentence for screen readers. */
  spoken: string;
}

/**
 * The change of `current` against `previous`, rounded to the whole percent: « nouveau » when
 * the previous period had none, « = » when the rounded change is nil.
 */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { text: null, trend: 'same', spoken: 'aucune donnée sur la période précédente' }
      : { text: 'nouveau', trend: 'up', spoken: 'nouveau : aucun sur la période précédente' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) {
    return { text: '=', trend: 'same', spoken: 'stable par rapport à la période précédente' };
  }
  const size = formatCount(Math.abs(percent));
  return percent > 0
    ? { text: `+${size}\u00a0%`, trend: 'up', spoken: `en hausse de ${size} %` }
    : { text: `\u2212${size}\u00a0%`, trend: 'down', spoken: `en baisse de ${size} %` };
}

/** The average visit duration in seconds (0 without a visit). */
export const averageVisitSeconds = (totals: StatsTotals): number =>
  totals.visits === 0 ? 0 : totals.durationSeconds / totals.visits;

/** The share of visits of one page (null without a visit). */
export const bounceRate = (totals: StatsTotals): number | null =>
  totals.visits === 0 ? null : totals.bounces / totals.visits;

/** WhatsApp taps per product opened (null without an opening). */
export const conversionRate = (totals: StatsTotals): number | null =>
  totals.opens === 0 ? null : totals.whatsapp / totals.opens;

/**
 * A chart step's label: « 14:00 » for an hour (`YYYY-MM-DDTHH:00`, already Tunis time), « 3 nov. »
 * for a day, « sem. du 3 nov. » for a week.
 */
export function stepLabel(start: string, granularity: StatsGranularity): string {
  if (granularity === 'heure') {
    return hourFormat.format(new Date(Date.UTC(2000, 0, 1, Number(start.slice(11, 13)))));
  }
  const day = dayFormat.format(new Date(Date.UTC(...dayParts(start))));
  return granularity === 'semaine' ? `sem. du ${day}` : day;
}

function dayParts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
}

/** A day (`YYYY-MM-DD`) or an instant (ISO) in French, Tunis time; the text itself otherwise. */
export function formatMoment(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDay(text) : formatDateTime(text);
}
