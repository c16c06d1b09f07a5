import { Link } from '@tanstack/react-router';
import type { RentalToday, RentalView } from '#domain/rental-answers.schema.ts';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-sm text-teal-800 underline underline-offset-2 hover:text-teal-950';

function Line({ rental }: { rental: RentalView }) {
  return (
    <li>
      <Link to="/dashboard/locations/$id" params={{ id: String(rental.id) }} className={linkClass}>
        {rental.reference}
      </Link>{' '}
      <span className="text-slate-700 text-sm">
        {rental.nom} · {rental.produit_titre} × {rental.quantite}
      </span>
    </li>
  );
}

/**
 * /dashboard (issue 39): the day's departures and returns and how many are late, the way into the
 * desk. A calm line instead when they cannot be read: the home never fails for them.
 */
export function RentalsTodayBlock({ today }: { today: RentalToday | null }) {
  const groups = today
    ? [
        { title: 'Départs', rows: today.departs, empty: 'Aucun départ aujourd’hui.' },
        { title: 'Retours', rows: today.retours, empty: 'Aucun retour prévu.' },
      ]
    : [];
  return (
    <section
      aria-labelledby="locations-du-jour"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="locations-du-jour" className="font-semibold text-lg text-slate-900">
          Locations du jour
        </h2>
        <Link to="/dashboard/locations" className={linkClass}>
          Ouvrir les locations
        </Link>
      </div>
      {today === null ? (
        <p className="mt-2 text-slate-600 text-sm">
          Les locations du jour n’ont pas pu être chargées. Rechargez la page pour réessayer.
        </p>
      ) : (
        <>
          {today.retards.length > 0 ? (
            <p className="mt-2 rounded-lg border-red-600 border-l-4 bg-red-50 px-3 py-2 font-medium text-red-900 text-sm">
              {today.retards.length} retour{today.retards.length > 1 ? 's' : ''} en retard
            </p>
          ) : null}
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className="font-medium text-slate-800 text-sm">
                  {group.title} ({group.rows.length})
                </h3>
                {group.rows.length === 0 ? (
                  <p className="mt-1 text-slate-600 text-sm">{group.empty}</p>
                ) : (
                  <ul className="mt-1">
                    {group.rows.map((rental) => (
                      <Line key={rental.id} rental={rental} />
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
