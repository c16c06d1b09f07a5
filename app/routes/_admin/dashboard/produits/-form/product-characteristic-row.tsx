import { useId } from 'react';
import { rowButton } from '#app/components/ui/buttons.ts';
import { fieldClass } from '#app/components/ui/form-fields.tsx';
import { type Characteristic, characteristicLimits } from '#domain/characteristics.ts';

/**
 * One row of the « Caractéristiques » section (issue 37 §2): its label (suggestions from the
 * category's `<datalist>`) and value, each with its problem under it, and the buttons that move
 * or remove it, named for the row they act on (« Monter la caractéristique « Poids » »).
 */
export function CharacteristicRow({
  index,
  count,
  row,
  issues,
  suggestions,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  row: Characteristic;
  issues: { libelle?: string; valeur?: string };
  suggestions: string;
  onChange: (patch: Partial<Characteristic>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = row.libelle.trim() ? `« ${row.libelle.trim()} »` : `n° ${index + 1}`;
  const input = (field: 'libelle' | 'valeur', label: string, max: number) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${field}`} className="block font-medium text-slate-700 text-xs">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        data-focus={field}
        value={row[field]}
        maxLength={max}
        list={field === 'libelle' ? suggestions : undefined}
        aria-invalid={Boolean(issues[field])}
        aria-describedby={issues[field] ? `${id}-${field}-error` : undefined}
        className={fieldClass}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
      {issues[field] ? (
        <p id={`${id}-${field}-error`} className="mt-1 text-red-700 text-sm">
          {issues[field]}
        </p>
      ) : null}
    </div>
  );
  return (
    <li data-row={index} className="rounded-lg border border-slate-200 p-3">
      <fieldset className="min-w-0">
        <legend className="sr-only">{`Caractéristique ${index + 1}`}</legend>
        <div className="flex flex-col gap-3 sm:flex-row">
          {input('libelle', 'Libellé', characteristicLimits.label)}
          {input('valeur', 'Valeur', characteristicLimits.value)}
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            data-focus="up"
            className={rowButton}
            disabled={index === 0}
            aria-label={`Monter la caractéristique ${name}`}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
            <span className="ml-1">Monter</span>
          </button>
          <button
            type="button"
            data-focus="down"
            className={rowButton}
            disabled={index === count - 1}
            aria-label={`Descendre la caractéristique ${name}`}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
            <span className="ml-1">Descendre</span>
          </button>
          <button
            type="button"
            data-focus="remove"
            className={rowButton}
            aria-label={`Retirer la caractéristique ${name}`}
            onClick={onRemove}
          >
            Retirer
          </button>
        </div>
      </fieldset>
    </li>
  );
}
