/**
 * The desk's timeline (issue 39): one product's units × days, each reservation a bar, its buffer
 * days shaded after it; on a phone, a list of days saying which units are out, held or free. Pure
 * layout maths: the grid and the day list draw what these functions answer.
 */
import type { RentalStatus } from './rental-status.ts';
import { addDays, daysBetween } from './tunis-time.ts';

/** The window shown: this week and the next four. */
export const timelineWeeks = 5;
const windowDays = timelineWeeks * 7;

export interface TimelineWindow {
  du: string;
  au: string;
  days: string[];
}

/** Monday of the week `day` is in (weeks start on Monday in Tunisia as in France). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The window starting on the Monday of `from`'s week. */
export function timelineWindow(from: string): TimelineWindow {
  const du = weekStart(from);
  const days = Array.from({ length: windowDays }, (_, index) => addDays(du, index));
  return { du, au: days[days.length - 1] ?? du, days };
}

/** The first day of the window `weeks` weeks or `months` months away (then its Monday). */
export function shiftWindow(du: string, by: { weeks?: number; months?: number }): string {
  const moved = addDays(du, (by.weeks ?? 0) * 7);
  if (!by.months) return weekStart(moved);
  const [year = 1970, month = 1, date = 1] = moved.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + by.months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  const day = Math.min(date, last.getUTCDate());
  return weekStart(
    new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day))
      .toISOString()
      .slice(0, 10),
  );
}

/** One bar of the timeline as the API answers it. */
export interface TimelineBarInput {
  unite: number;
  rental_id: number;
  reference: string;
  statut: RentalStatus;
  nom: string;
  debut: string;
  fin: string;
  bloque_jusqu_au: string;
}

/** A bar placed on the grid: columns count from 0 (the window's first day). */
export interface TimelineBar extends TimelineBarInput {
  /** Row: the unit (1…units). */
  row: number;
  column: number;
  /** Days of the rental inside the window (0: only its buffer is). */
  span: number;
  /** Buffer days shaded after the bar, inside the window. */
  bufferColumn: number;
  bufferSpan: number;
  /** It started before the window / goes on after it. */
  startsBefore: boolean;
  endsAfter: boolean;
}

/** Last day the customer has it: `fin`, or earlier when it came back early (its buffer after). */
function rentalEnd(bar: TimelineBarInput, bufferDays: number): string {
  if (bar.statut !== 'retournee') return bar.fin;
  const returned = addDays(bar.bloque_jusqu_au, -bufferDays);
  return returned < bar.fin ? (returned < bar.debut ? bar.debut : returned) : bar.fin;
}

/** Bars inside the window, clipped to it, each with its buffer; bars wholly outside are dropped. */
export function layoutBars(
  bars: readonly TimelineBarInput[],
  window: Pick<TimelineWindow, 'du' | 'au'>,
  bufferDays: number,
): TimelineBar[] {
  const last = daysBetween(window.du, window.au);
  const col = (day: string) => Math.min(Math.max(daysBetween(window.du, day), 0), last + 1);
  const placed: TimelineBar[] = [];
  for (const bar of bars) {
    const end = rentalEnd(bar, bufferDays);
    if (bar.bloque_jusqu_au < window.du || bar.debut > window.au) continue;
    const column = col(bar.debut);
    const endColumn = col(addDays(end, 1));
    const bufferEnd = col(addDays(bar.bloque_jusqu_au, 1));
    const bufferColumn = Math.max(endColumn, column);
    placed.push({
      ...bar,
      row: bar.unite,
      column,
      span: Math.max(endColumn - column, 0),
      bufferColumn,
      bufferSpan: Math.max(bufferEnd - bufferColumn, 0),
      startsBefore: bar.debut < window.du,
      endsAfter: bar.bloque_jusqu_au > window.au,
    });
  }
  return placed.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** What one unit is doing on one day. */
export type UnitDayState = 'sorti' | 'reserve' | 'retenu' | 'tampon' | 'libre';

export interface UnitDay {
  unite: number;
  state: UnitDayState;
  /** The reservation, when the unit is not free. */
  rental?: { id: number; reference: string; nom: string } | undefined;
}

export interface TimelineDay {
  day: string;
  units: UnitDay[];
  free: number;
}

const stateOf: Partial<Record<RentalStatus, UnitDayState>> = {
  en_cours: 'sorti',
  confirmee: 'reserve',
  demande: 'retenu',
  retournee: 'tampon',
};

/** The phone's day list: each day of the window, each unit out, reserved, held, cleaned or free. */
export function dayList(
  bars: readonly TimelineBarInput[],
  days: readonly string[],
  units: number,
  bufferDays: number,
): TimelineDay[] {
  return days.map((day) => {
    const line: UnitDay[] = [];
    for (let unite = 1; unite <= units; unite += 1) {
      const bar = bars.find(
        (item) => item.unite === unite && item.debut <= day && day <= item.bloque_jusqu_au,
      );
      if (!bar) {
        line.push({ unite, state: 'libre' });
        continue;
      }
      const inBuffer = day > rentalEnd(bar, bufferDays);
      const state = inBuffer ? 'tampon' : (stateOf[bar.statut] ?? 'tampon');
      line.push({
        unite,
        state,
        rental: { id: bar.rental_id, reference: bar.reference, nom: bar.nom },
      });
    }
    return { day, units: line, free: line.filter((unit) => unit.state === 'libre').length };
  });
}

/** French words for each state (the legend, the day list). */
export const unitDayStateLabels: Readonly<Record<UnitDayState, string>> = {
  sorti: 'Chez le client',
  reserve: 'Réservée',
  retenu: 'Demande en attente',
  tampon: 'Nettoyage',
  libre: 'Libre',
};
