import { useId } from 'react';
import type { CategoryOption } from '#server/functions/admin-products.functions.ts';

/** SPEC §2: "Toutes les catégories" plus up to 200 categories; one at a time. */
export function CategoryFilter({
  value,
  options,
  onChange,
}: {
  value: number | undefined;
  options: CategoryOption[];
  onChange: (categoryId: number | undefined) => void;
}) {
  const id = useId();
  return (
    // On a phone it shares a row with "Afficher": its choice speaks for itself, the label is
    // read out only.
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="sr-only font-medium text-slate-800 text-sm sm:not-sr-only">
        Catégorie
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.id) === event.target.value);
          onChange(chosen?.id);
        }}
        className="min-h-11 w-full min-w-0 max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
      >
        <option value="">Toutes les catégories</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
