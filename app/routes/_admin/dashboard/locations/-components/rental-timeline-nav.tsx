import { rowButton } from '#app/components/ui/buttons.ts';
import { fieldClass, SelectField } from '#app/components/ui/form-fields.tsx';
import { shiftWindow, type TimelineWindow } from '#domain/rental-timeline.ts';
import { formatDay } from '#domain/stats-display.ts';
import { rentalStatusTone } from './rental-status-badge.tsx';

const moves = [
  { label: '« Mois précédent', by: { months: -1 } },
  { label: '‹ Semaine précédente', by: { weeks: -1 } },
  { label: 'Semaine suivante ›', by: { weeks: 1 } },
  { label: 'Mois suivant »', by: { months: 1 } },
] as const;

/** The product shown, the window (by weeks, by months, back to today) and the legend. */
export function RentalTimelineNav({
  products,
  produit,
  window,
  onChange,
}: {
  products: readonly { id: number; titre: string }[];
  produit: number | undefined;
  window: TimelineWindow;
  onChange: (next: { produit?: number | undefined; du?: string | undefined }) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <SelectField
          label="Matériel"
          className={`${fieldClass} min-h-11`}
          value={produit ?? ''}
          onChange={(event) => onChange({ produit: Number(event.target.value) || undefined })}
        >
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.titre}
            </option>
          ))}
        </SelectField>
      </div>
      <nav aria-label="Période du planning" className="flex flex-wrap items-center gap-2">
        {moves.map((move) => (
          <button
            key={move.label}
            type="button"
            className={rowButton}
            onClick={() => onChange({ du: shiftWindow(window.du, move.by) })}
          >
            {move.label}
          </button>
        ))}
        <button type="button" className={rowButton} onClick={() => onChange({ du: undefined })}>
          Aujourd’hui
        </button>
      </nav>
      <p className="text-slate-700 text-sm" aria-live="polite">
        Du {formatDay(window.du)} au {formatDay(window.au)}
      </p>
      <ul aria-label="Légende" className="flex flex-wrap gap-3 text-xs">
        <li className={`rounded border-2 px-2 py-0.5 ${rentalStatusTone.demande}`}>
          Demande (retenue)
        </li>
        <li className={`rounded border-2 px-2 py-0.5 ${rentalStatusTone.confirmee}`}>Confirmée</li>
        <li className={`rounded border-2 px-2 py-0.5 ${rentalStatusTone.en_cours}`}>
          Chez le client
        </li>
        <li className={`rounded border-2 px-2 py-0.5 ${rentalStatusTone.retournee}`}>Retournée</li>
        <li className="rounded border border-slate-300 bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_4px,white_4px_8px)] px-2 py-0.5 text-slate-800">
          Nettoyage
        </li>
      </ul>
    </div>
  );
}
