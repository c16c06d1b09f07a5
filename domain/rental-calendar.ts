/**
 * The rental date picker's pure maths (issue 39): the month grids, which days a visitor may pick
 * as a start or an end, and whether a range can be requested. Availability comes from
 * GET /rentals/availability (free units per day, other reservations' buffers counted); a range
 * also blocks its own buffer days after the end, so they must be free too. The server decides in
 * the end (409 when a unit was taken meanwhile); this only keeps the visitor off days that cannot work.
 */
import { rentalDatesProblem, rentalDuration, rentalMaxAheadDays } from './rental-dates.ts';
import type { RentalTerms } from './rental-terms.ts';
import { addDays, daysBetween } from './tunis-time.ts';

export interface RentalCalendar {
  /** Today in Tunis (the server's). */
  today: string;
  /** RENTAL_MAX_DAYS */
  maxDays: number;
  terms: Pick<RentalTerms, 'duree_min_jours' | 'jours_tampon'>;
  /** Free units per day over the window asked for; a day outside it is not known here. */
  free: Readonly<Record<string, number>>;
}

/** Days a rental may start from today on (the API's rule, rental-dates.ts). */
export const lastStartDay = (today: string) => addDays(today, rentalMaxAheadDays);

/** The availability window the picker asks for: every day a rental starting in range may use. */
export function availabilityWindow(today: string): { du: string; au: string } {
  // rentalAvailabilityMaxDays (366) days: today and the next 365.
  return { du: today, au: addDays(today, 365) };
}

/** No unit free that day (known from the window; unknown days are left to the server). */
export const isFullDay = (calendar: RentalCalendar, day: string, quantity = 1) =>
  (calendar.free[day] ?? Number.POSITIVE_INFINITY) < quantity;

/** The first day of [debut, fin + buffer] without enough free units, or null. */
export function firstBlockedDay(
  calendar: RentalCalendar,
  debut: string,
  fin: string,
  quantity = 1,
): string | null {
  const last = addDays(fin, calendar.terms.jours_tampon);
  for (let day = debut; day <= last; day = addDays(day, 1)) {
    if (isFullDay(calendar, day, quantity)) return day;
  }
  return null;
}

/** Past, too far ahead, or fully booked: a day that can start nothing. */
export function isClosedDay(calendar: RentalCalendar, day: string): boolean {
  return day < calendar.today || day > lastStartDay(calendar.today) || isFullDay(calendar, day);
}

/** A day on which a rental of the minimum duration can start. */
export function canStartOn(calendar: RentalCalendar, day: string): boolean {
  if (isClosedDay(calendar, day)) return false;
  const shortestEnd = addDays(day, Math.max(calendar.terms.duree_min_jours, 1) - 1);
  return firstBlockedDay(calendar, day, shortestEnd) === null;
}

/** With `debut` picked, a day that can end the rental (min and max duration, all days free). */
export function canEndOn(calendar: RentalCalendar, debut: string, day: string): boolean {
  if (day < debut) return false;
  const days = rentalDuration(debut, day);
  if (days < calendar.terms.duree_min_jours || days > calendar.maxDays) return false;
  return firstBlockedDay(calendar, debut, day) === null;
}

const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** « lundi 7 décembre 2026 » */
export const longDayLabel = (day: string) => longDay.format(asDate(day));
/** « 7 décembre 2026 » */
export const dayLabel = (day: string) => shortDay.format(asDate(day));
/** « du 7 décembre 2026 au 27 décembre 2026 (21 jours) » */
export function rangeLabel(debut: string, fin: string): string {
  const days = rentalDuration(debut, fin);
  return `du ${dayLabel(debut)} au ${dayLabel(fin)} (${days} jour${days > 1 ? 's' : ''})`;
}

/** The range's problem in French (dates rules, then availability), or null when requestable. */
export function rangeProblem(calendar: RentalCalendar, debut: string, fin: string): string | null {
  const rule = rentalDatesProblem(debut, fin, calendar.terms, {
    today: calendar.today,
    maxDays: calendar.maxDays,
  });
  if (rule) return rule;
  const blocked = firstBlockedDay(calendar, debut, fin);
  if (blocked === null) return null;
  return blocked > fin
    ? `Le matériel doit être nettoyé après le retour, et il est réservé dès le ${dayLabel(blocked)} : finissez plus tôt.`
    : `Aucune unité n’est libre le ${dayLabel(blocked)} : choisissez d’autres dates.`;
}

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);
/** The first day of the month `offset` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}
/** « décembre 2026 » */
export const monthLabel = (month: string) => monthTitle.format(asDate(`${month}-01`));

/** A month as weeks of 7 cells, Monday first; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  // getUTCDay: 0 Sunday … 6 Saturday; the French week starts on Monday.
  const lead = (asDate(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day (arrows by day and week, PageUp/PageDown by month). */
export function moveFocus(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
    case 'PageDown': {
      const target = shiftMonth(monthOf(day), key === 'PageUp' ? -1 : 1);
      const wanted = Number(day.slice(8));
      const length = daysBetween(`${target}-01`, `${shiftMonth(target, 1)}-01`);
      return `${target}-${String(Math.min(wanted, length)).padStart(2, '0')}`;
    }
    case 'Home':
      return addDays(day, -((asDate(day).getUTCDay() + 6) % 7));
    case 'End':
      return addDays(day, 6 - ((asDate(day).getUTCDay() + 6) % 7));
    default:
      return null;
  }
}

export interface PickedRange {
  debut: string | null;
  fin: string | null;
}

/**
 * A day chosen in the grid: the start, then the end (Enter or a click each). A day before the
 * start, or any day once both are set, starts again. Null when the day cannot be chosen now.
 */
export function pickDay(
  calendar: RentalCalendar,
  range: PickedRange,
  day: string,
): PickedRange | null {
  const pickingEnd = range.debut !== null && range.fin === null && day >= range.debut;
  if (pickingEnd && range.debut !== null) {
    return canEndOn(calendar, range.debut, day) ? { debut: range.debut, fin: day } : null;
  }
  return canStartOn(calendar, day) ? { debut: day, fin: null } : null;
}
