import { Link } from '@tanstack/react-router';
import type { RentalTimeline } from '#domain/rental-answers.schema.ts';
import { dayList, type TimelineWindow, unitDayStateLabels } from '#domain/rental-timeline.ts';
import { formatDay } from '#domain/stats-display.ts';

const stateTone = {
  sorti: 'text-sky-900',
  reserve: 'text-teal-900',
  retenu: 'text-amber-900',
  tampon: 'text-slate-600',
  libre: 'text-slate-600',
} as const;

/**
 * The timeline on a phone (below 640 px): each day, how many units are free, and for each unit
 * taken who has it (a link to the reservation).
 */
export function RentalDayList({
  timeline,
  window,
}: {
  timeline: RentalTimeline;
  window: TimelineWindow;
}) {
  const { produit } = timeline;
  const days = dayList(timeline.barres, window.days, produit.unites, produit.jours_tampon);
  return (
    <ol aria-label={`Jours de ${produit.titre}`} className="space-y-2 sm:hidden">
      {days.map((day) => (
        <li key={day.day} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="flex justify-between gap-2 font-medium text-slate-900">
            <span>{formatDay(day.day)}</span>
            <span>
              {day.free} libre{day.free > 1 ? 's' : ''} sur {produit.unites}
            </span>
          </p>
          {day.free < produit.unites ? (
            <ul className="mt-1 space-y-1">
              {day.units
                .filter((unit) => unit.state !== 'libre')
                .map((unit) => (
                  <li key={unit.unite} className={stateTone[unit.state]}>
                    Unité {unit.unite} : {unitDayStateLabels[unit.state]}
                    {unit.rental ? (
                      <>
                        {' '}
                        ·{' '}
                        <Link
                          to="/dashboard/locations/$id"
                          params={{ id: String(unit.rental.id) }}
                          className="inline-flex min-h-11 items-center underline underline-offset-2"
                        >
                          {unit.rental.reference} ({unit.rental.nom})
                        </Link>
                      </>
                    ) : null}
                  </li>
                ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
