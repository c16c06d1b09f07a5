import { Link } from '@tanstack/react-router';
import type { RentalToday, RentalView } from '#domain/rental-answers.schema.ts';
import type { RentalStatus } from '#domain/rental-status.ts';
import { formatDay } from '#domain/stats-display.ts';
import { RentalStatusActions } from './rental-status-actions.tsx';

const groups = [
  {
    key: 'departs',
    title: 'Départs',
    empty: 'Aucun départ aujourd’hui.',
    only: ['confirmee', 'en_cours'],
  },
  { key: 'retours', title: 'Retours', empty: 'Aucun retour prévu.', only: ['retournee'] },
  { key: 'retards', title: 'En retard', empty: 'Aucun retard.', only: ['retournee'] },
] as const satisfies readonly {
  key: keyof Omit<RentalToday, 'jour'>;
  title: string;
  empty: string;
  only: readonly RentalStatus[];
}[];

function TodayLine({ rental, only }: { rental: RentalView; only: readonly RentalStatus[] }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <Link
          to="/dashboard/locations/$id"
          params={{ id: String(rental.id) }}
          className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950"
        >
          {rental.reference}
        </Link>
        <p className="text-slate-700 text-sm">
          {rental.nom} · {rental.produit_titre} × {rental.quantite}
        </p>
        {rental.en_retard ? (
          <p className="text-red-800 text-sm">Attendu le {formatDay(rental.fin)}</p>
        ) : null}
      </div>
      <RentalStatusActions rental={rental} only={only} />
    </li>
  );
}

/** The desk's « Aujourd’hui » (issue 39): what leaves, what comes back, what is late. */
export function RentalTodayPanel({ today }: { today: RentalToday | null }) {
  return (
    <section
      aria-labelledby="locations-aujourdhui"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="locations-aujourdhui" className="font-semibold text-lg text-slate-900">
        Aujourd’hui{today ? ` · ${formatDay(today.jour)}` : ''}
      </h2>
      {today === null ? (
        <p className="mt-2 text-slate-600 text-sm">
          Les départs et retours du jour n’ont pas pu être chargés. Rechargez la page pour
          réessayer.
        </p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`jour-${group.key}`}>
              <h3
                id={`jour-${group.key}`}
                className={`font-medium text-sm ${group.key === 'retards' && today.retards.length > 0 ? 'text-red-800' : 'text-slate-800'}`}
              >
                {group.title} ({today[group.key].length})
              </h3>
              {today[group.key].length === 0 ? (
                <p className="mt-1 text-slate-600 text-sm">{group.empty}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {today[group.key].map((rental) => (
                    <TodayLine key={rental.id} rental={rental} only={group.only} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
