import { useId } from 'react';
import { rowButton } from '#app/components/ui/buttons.ts';

export interface ListFilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A back-office list's "Afficher" filter (issue 36 §8: the dashboard's "À faire" lines open a
 * list with it set): every item by default, one state at a time. While a state is chosen, the
 * field says so and "Retirer le filtre" shows every item again; the choice lives in the URL.
 * `compact`: on a phone the label is read out only, the choices speaking for themselves ("Tous
 * les produits", "Hors ligne"), so that the field can share a row with another filter.
 */
export function ListFilterSelect<T extends string>({
  value,
  options,
  allLabel,
  compact = false,
  onChange,
}: {
  value: T | undefined;
  options: readonly ListFilterOption<T>[];
  allLabel: string;
  compact?: boolean;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
        <label
          htmlFor={id}
          className={`font-medium text-slate-800 text-sm ${compact ? 'sr-only sm:not-sr-only' : ''}`}
        >
          Afficher
        </label>
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) =>
            onChange(options.find((option) => option.value === event.target.value)?.value)
          }
          className={`min-h-11 w-full min-w-0 rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 sm:w-auto ${
            value === undefined ? 'border-slate-300 bg-white' : 'border-teal-600 bg-teal-50'
          }`}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {value === undefined ? null : (
        <button type="button" className={rowButton} onClick={() => onChange(undefined)}>
          Retirer le filtre
        </button>
      )}
    </div>
  );
}
