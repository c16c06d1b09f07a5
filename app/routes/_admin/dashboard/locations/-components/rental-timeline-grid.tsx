import { Link } from '@tanstack/react-router';
import type { RentalTimeline } from '#domain/rental-answers.schema.ts';
import { rentalDaysLabel } from '#domain/rental-desk.ts';
import { rentalStatusLabels } from '#domain/rental-status.ts';
import { layoutBars, type TimelineWindow } from '#domain/rental-timeline.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import { rentalStatusTone } from './rental-status-badge.tsx';

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'narrow', timeZone: 'UTC' });
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/** The buffer days after a bar: striped, « Nettoyage ». */
const bufferClass =
  'h-8 self-center rounded-sm border border-slate-300 bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_4px,white_4px_8px)]';

/**
 * Units × days from 640 px (issue 39): a row per unit, a column per day, each reservation a bar
 * (a link to it, in the keyboard's order) coloured by status, requests dashed, buffer days striped
 * after it. Scrolls sideways inside its frame.
 */
export function RentalTimelineGrid({
  timeline,
  window,
}: {
  timeline: RentalTimeline;
  window: TimelineWindow;
}) {
  const { produit } = timeline;
  const bars = layoutBars(timeline.barres, window, produit.jours_tampon);
  const today = tunisDay(Date.now());
  const columns = `6rem repeat(${window.days.length}, minmax(2.25rem, 1fr))`;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must be reachable by keyboard.
      tabIndex={0}
      aria-label={`Planning de ${produit.titre}`}
      className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 sm:block"
    >
      <div
        className="grid min-w-max gap-y-1 p-2 text-xs"
        style={{
          gridTemplateColumns: columns,
          gridTemplateRows: `auto repeat(${produit.unites}, 2.5rem)`,
        }}
      >
        {window.days.map((day, index) => (
          <div
            key={day}
            aria-hidden="true"
            className={`text-center ${day === today ? 'rounded bg-teal-700 font-semibold text-white' : 'text-slate-600'}`}
            style={{ gridColumn: index + 2, gridRow: 1 }}
          >
            <span className="block">{weekday.format(new Date(`${day}T00:00:00Z`))}</span>
            <span className="block">{dayOfMonth(day)}</span>
          </div>
        ))}
        {Array.from({ length: produit.unites }, (_, index) => index + 1).map((unit) => (
          <div
            key={unit}
            className="flex items-center font-medium text-slate-700"
            style={{ gridColumn: 1, gridRow: unit + 1 }}
          >
            Unité {unit}
          </div>
        ))}
        {bars.map((bar) => (
          <div key={`${bar.rental_id}-${bar.unite}`} className="contents">
            {bar.span > 0 ? (
              <Link
                to="/dashboard/locations/$id"
                params={{ id: String(bar.rental_id) }}
                aria-label={`${bar.reference}, ${bar.nom}, ${rentalStatusLabels[bar.statut]}, unité ${bar.unite}, ${rentalDaysLabel(bar.debut, bar.fin)}`}
                className={`z-10 flex h-8 min-w-0 items-center self-center overflow-hidden whitespace-nowrap rounded border-2 px-1 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 ${rentalStatusTone[bar.statut]}`}
                style={{ gridColumn: `${bar.column + 2} / span ${bar.span}`, gridRow: bar.row + 1 }}
              >
                {bar.startsBefore ? '← ' : ''}
                {bar.reference} · {bar.nom}
              </Link>
            ) : null}
            {bar.bufferSpan > 0 ? (
              <div
                aria-hidden="true"
                title="Nettoyage"
                className={bufferClass}
                style={{
                  gridColumn: `${bar.bufferColumn + 2} / span ${bar.bufferSpan}`,
                  gridRow: bar.row + 1,
                }}
              />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
