/**
 * Free units per day (issue 39, docs/decisions/037): a product's units minus the unit rows whose
 * blocked days (`[from, until)`, buffer included) contain that day. The database hands over the
 * rows overlapping the window; the counting is this pure function, so it is unit-tested.
 */
import { dayNumber, dayOfNumber, daysBetween } from './tunis-time.ts';

/** One unit row's blocked days: `from` included, `until` excluded (a `daterange`'s bounds). */
export interface BlockedRange {
  from: string;
  until: string;
}

export interface DayAvailability {
  jour: string;
  libres: number;
}

/** Each day of [du, au] (both included) with the units no row blocks that day (never below 0). */
export function freeUnitsPerDay(
  units: number,
  du: string,
  au: string,
  blocked: readonly BlockedRange[],
): DayAvailability[] {
  const length = daysBetween(du, au) + 1;
  if (length <= 0) return [];
  // Difference array: +1 where a row starts blocking, −1 where it stops.
  const delta = new Array<number>(length + 1).fill(0);
  for (const range of blocked) {
    const start = Math.max(0, daysBetween(du, range.from));
    const end = Math.min(length, daysBetween(du, range.until));
    if (start >= end) continue;
    delta[start] = (delta[start] ?? 0) + 1;
    delta[end] = (delta[end] ?? 0) - 1;
  }
  const days: DayAvailability[] = [];
  let taken = 0;
  const first = dayNumber(du);
  for (let index = 0; index < length; index += 1) {
    taken += delta[index] ?? 0;
    days.push({ jour: dayOfNumber(first + index), libres: Math.max(0, units - taken) });
  }
  return days;
}

/** The fewest units free on any day of the list (0 for none). */
export function fewestFree(days: readonly DayAvailability[]): number {
  return days.length === 0 ? 0 : Math.min(...days.map((day) => day.libres));
}
