import { type RentalStatus, rentalStatusLabels } from '#domain/rental-status.ts';

/** Each status's colours: the badge, the timeline's bars and its legend. */
export const rentalStatusTone: Readonly<Record<RentalStatus, string>> = {
  demande: 'border-amber-500 border-dashed bg-amber-50 text-amber-900',
  confirmee: 'border-teal-700 bg-teal-100 text-teal-900',
  en_cours: 'border-sky-700 bg-sky-100 text-sky-900',
  retournee: 'border-slate-400 bg-slate-100 text-slate-800',
  annulee: 'border-red-300 bg-red-50 text-red-800',
  expiree: 'border-slate-300 bg-white text-slate-700',
};

/** A reservation's status in French, coloured. */
export function RentalStatusBadge({
  statut,
  late = false,
}: {
  statut: RentalStatus;
  late?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-medium text-xs ${rentalStatusTone[statut]}`}
      >
        {rentalStatusLabels[statut]}
      </span>
      {late ? (
        <span className="inline-flex items-center rounded-full border border-red-700 bg-red-100 px-2.5 py-0.5 font-medium text-red-900 text-xs">
          En retard
        </span>
      ) : null}
    </span>
  );
}
