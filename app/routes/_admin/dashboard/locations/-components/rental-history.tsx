import { Link } from '@tanstack/react-router';
import type { RentalView } from '#domain/rental-answers.schema.ts';
import { rentalDaysLabel } from '#domain/rental-desk.ts';
import { tunisianPhoneLabel } from '#domain/rental-phone.ts';
import { RentalStatusBadge } from './rental-status-badge.tsx';

/** The customer's other rentals, found by their phone number (any way it was typed). */
export function RentalHistory({
  telephone,
  rows,
}: {
  telephone: string;
  rows: readonly RentalView[];
}) {
  return (
    <section aria-labelledby="historique-client" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="historique-client" className="font-semibold text-lg text-slate-900">
          Autres locations du client
        </h2>
        <Link
          to="/dashboard/locations"
          search={{ telephone }}
          className="inline-flex min-h-11 items-center text-sm text-teal-800 underline underline-offset-2"
        >
          Toutes les locations du {tunisianPhoneLabel(telephone)}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600 text-sm">Première location de ce client.</p>
      ) : (
        <ul className="space-y-2" aria-label="Autres locations du client">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span>
                <Link
                  to="/dashboard/locations/$id"
                  params={{ id: String(row.id) }}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                >
                  {row.reference}
                </Link>{' '}
                · {row.produit_titre} · {rentalDaysLabel(row.debut, row.fin)}
              </span>
              <RentalStatusBadge statut={row.statut} late={row.en_retard} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
