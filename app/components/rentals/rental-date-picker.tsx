import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  canStartOn,
  dayLabel,
  isFullDay,
  longDayLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  moveFocus,
  pickDay,
  type RentalCalendar,
  rangeLabel,
  shiftMonth,
} from '#domain/rental-calendar.ts';
import { addDays } from '#domain/tunis-time.ts';
import { RentalDateFields, RentalDayButton } from './rental-picker-parts.tsx';

const weekdays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const navButton =
  'inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-xl hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-40';

/** The first day a rental can start from today, to focus when nothing is chosen yet. */
function firstOpenDay(calendar: RentalCalendar): string {
  for (let day = calendar.today, tries = 0; tries < 366; tries += 1, day = addDays(day, 1)) {
    if (canStartOn(calendar, day)) return day;
  }
  return calendar.today;
}

/**
 * Issue 39: the rental's dates on a month grid — past and fully booked days disabled (the booked
 * ones struck), the start then the end picked by click or Enter, arrows moving by day and week,
 * PageUp/PageDown by month, Home/End to the week's ends. Two native date fields beside it do the
 * same on phones or for whoever prefers typing. docs/decisions/038-rental-date-picker.md.
 */
export function RentalDatePicker({
  calendar,
  debut,
  fin,
  busy,
  onChange,
}: {
  calendar: RentalCalendar;
  debut: string | null;
  fin: string | null;
  busy: boolean;
  onChange: (debut: string | null, fin: string | null) => void;
}) {
  const [focused, setFocused] = useState(() => debut ?? firstOpenDay(calendar));
  const [month, setMonth] = useState(() => monthOf(focused));
  const firstMonth = monthOf(calendar.today);
  const lastDay = addDays(calendar.today, 365);
  const lastMonth = monthOf(lastDay);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const show = (day: string) => {
    setFocused(day);
    setMonth(monthOf(day));
  };
  const turn = (offset: number) => {
    const next = shiftMonth(month, offset);
    setMonth(next);
    setFocused(`${next}-01` < calendar.today ? calendar.today : `${next}-01`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFocus(focused, event.key);
    if (!next) return;
    event.preventDefault();
    if (next < `${firstMonth}-01` || next > lastDay) return;
    moved.current = true;
    show(next);
  };
  const pick = (day: string) => {
    setFocused(day);
    const range = pickDay(calendar, { debut, fin }, day);
    if (range) onChange(range.debut, range.fin);
  };

  const min = calendar.terms.duree_min_jours;
  const hint = !debut
    ? 'Choisissez le premier jour de la location.'
    : !fin
      ? `Début le ${dayLabel(debut)} : choisissez le dernier jour${min > 1 ? ` (au moins ${min} jours)` : ''}.`
      : `Location ${rangeLabel(debut, fin)}.`;

  return (
    <div className="space-y-4">
      <p id={hintId} aria-live="polite" className="text-slate-700">
        {busy ? 'Mise à jour des disponibilités…' : hint}
      </p>
      <div className="mx-auto max-w-sm">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            aria-label="Mois précédent"
            disabled={month <= firstMonth}
            onClick={() => turn(-1)}
            className={navButton}
          >
            ‹
          </button>
          <h4 id={titleId} aria-live="polite" className="font-semibold text-slate-900 capitalize">
            {monthLabel(month)}
          </h4>
          <button
            type="button"
            aria-label="Mois suivant"
            disabled={month >= lastMonth}
            onClick={() => turn(1)}
            className={navButton}
          >
            ›
          </button>
        </div>
        <table
          ref={grid}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="mt-2 w-full table-fixed border-collapse text-center"
        >
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th
                  key={name}
                  scope="col"
                  abbr={name}
                  className="py-1 font-medium text-slate-500 text-xs"
                >
                  {name.slice(0, 3)}.
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? month}>
                {week.map((day, index) =>
                  day ? (
                    <RentalDayButton
                      key={day}
                      day={day}
                      label={longDayLabel(day)}
                      today={day === calendar.today}
                      focused={day === focused}
                      full={isFullDay(calendar, day)}
                      past={day < calendar.today}
                      pickable={pickDay(calendar, { debut, fin }, day) !== null}
                      edge={day === debut ? 'debut' : day === fin ? 'fin' : null}
                      inRange={Boolean(debut && fin && day > debut && day < fin)}
                      onPick={pick}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells of a fixed week
                    <td key={`blank-${index}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-slate-600 text-xs">
          <span className="text-slate-400 line-through">12</span> : complet, aucune unité libre ce
          jour-là.
        </p>
      </div>
      <RentalDateFields
        today={calendar.today}
        debut={debut}
        fin={fin}
        onChange={(nextDebut, nextFin) => {
          if (nextDebut && nextDebut !== debut) show(nextDebut);
          onChange(nextDebut, nextFin);
        }}
      />
    </div>
  );
}
