import { type ContactStatutFilter, contactStatutFilters } from '#domain/admin-contact-search.ts';
import { contactStatutFilterLabels } from '#domain/contact-status.ts';

const itemClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-100 aria-pressed:bg-teal-700 aria-pressed:text-white';

/** "Toutes / Nouvelles / En cours / Traitées": the current one is pressed; the choice lives in the URL. */
export function ContactFilter({
  value,
  onChange,
}: {
  value: ContactStatutFilter;
  onChange: (value: ContactStatutFilter) => void;
}) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
      <legend className="sr-only">Filtrer les demandes</legend>
      {contactStatutFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === value}
          className={itemClass}
          onClick={() => onChange(filter)}
        >
          {contactStatutFilterLabels[filter]}
        </button>
      ))}
    </fieldset>
  );
}
