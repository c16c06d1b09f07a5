import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import type { RentalView } from '#domain/rental-answers.schema.ts';
import {
  type RentalStatus,
  rentalStatusActions,
  rentalStatusLabels,
  rentalTransitions,
} from '#domain/rental-status.ts';
import { changeDeskRentalStatus } from '#server/functions/rental-desk.functions.ts';

const cancelButton = `${rowButton} text-red-800`;

/**
 * The moves a reservation allows now (rental-status.ts), each asking its question first; once
 * done, its toast offers « Annuler » for 10 s (the bulk actions' undo), which puts the status it
 * left back. `only` keeps some of them (the day's departures offer no cancelling).
 */
export function RentalStatusActions({
  rental,
  only,
}: {
  rental: Pick<RentalView, 'id' | 'reference' | 'statut' | 'modifie_le'>;
  only?: readonly RentalStatus[];
}) {
  const change = useServerFn(changeDeskRentalStatus);
  const { busy, running, run } = useRowAction();
  const moves = rentalTransitions[rental.statut].filter((to) => !only || only.includes(to));
  if (moves.length === 0) return null;
  const left = rental.statut;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((to) => {
        const action = rentalStatusActions[to];
        if (!action) return null;
        return (
          <button
            key={to}
            type="button"
            className={to === 'annulee' ? cancelButton : rowButton}
            disabled={busy}
            aria-label={`${action.label} : ${rental.reference}`}
            onClick={() =>
              void run({
                key: to,
                confirm: action.confirm,
                call: () =>
                  change({
                    data: { id: rental.id, change: { statut: to, modifie_le: rental.modifie_le } },
                  }),
                success: `${rental.reference} : ${rentalStatusLabels[to]}.`,
                undo: {
                  call: () =>
                    change({ data: { id: rental.id, change: { statut: left, annuler: true } } }),
                  done: `${rental.reference} : de nouveau ${rentalStatusLabels[left]}.`,
                },
              })
            }
          >
            {running === to ? 'En cours…' : action.label}
          </button>
        );
      })}
    </div>
  );
}
