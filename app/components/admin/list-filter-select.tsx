import { useId } from 'react';
import { rowButton } from '#app/components/ui/buttons.ts';

export interface ListFilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A back-office list's "Afficher" filter (issue 36 §8: the dashboard's "À faire" lines open a
 * list with it set): every item by default, one state at a time. While a state is chosen, the
 * list says so and "Retirer le filtre" shows every item again; the choice lives in the URL.
 */
export function ListFilterSelect<T extends string>({
  value,
  options,
  allLabel,
  onChange,
}: {
  value: T | undefined;
  options: readonly ListFilterOption<T>[];
  allLabel: string;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    // On a phone two filters share a row and their choices speak for themselves ("Tous les
    // produits", "Hors ligne"): the label is read out only, so that the list's first row and its
    // actions stay on the first screen.
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
        <label htmlFor={id} className="sr-only font-medium text-slate-800 text-sm sm:not-sr-only">
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
