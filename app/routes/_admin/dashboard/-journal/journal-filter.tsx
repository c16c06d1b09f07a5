import { type FormEvent, useId } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass } from '#app/components/ui/form-fields.tsx';
import type { AdminJournalSearch } from '#domain/admin-journal-search.ts';
import { journalActionLabels, journalEntityLabels } from '#domain/journal-labels.ts';
import { journalActions, journalEntityTypes } from '#domain/staff.ts';

export type JournalFilterValue = Omit<AdminJournalSearch, 'page'>;

/** The CSV export's address: the filters shown, as the page's URL has them. */
export function exportHref(filter: JournalFilterValue): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/journal.csv?${text}` : '/journal.csv';
}

const labelClass = 'block font-medium text-slate-800 text-sm';

/** Person, type, action and dates; applied with "Filtrer", all dropped with "Tout afficher". */
export function JournalFilter({
  value,
  people,
  onChange,
}: {
  value: JournalFilterValue;
  people: { id: number; label: string }[];
  onChange: (next: JournalFilterValue) => void;
}) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const raw = data.get(name);
      return typeof raw === 'string' && raw !== '' ? raw : undefined;
    };
    const personne = Number(text('personne'));
    onChange({
      personne: Number.isInteger(personne) && personne > 0 ? personne : undefined,
      entite: journalEntityTypes.find((entity) => entity === text('entite')),
      action: journalActions.find((action) => action === text('action')),
      du: text('du'),
      au: text('au'),
    });
  }
  return (
    <form
      key={JSON.stringify(value)}
      onSubmit={onSubmit}
      aria-label="Filtrer le journal"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor={`${id}-personne`} className={labelClass}>
          Personne
        </label>
        <select
          id={`${id}-personne`}
          name="personne"
          defaultValue={value.personne ?? ''}
          className={fieldClass}
        >
          <option value="">Tout le monde</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-entite`} className={labelClass}>
          Type
        </label>
        <select
          id={`${id}-entite`}
          name="entite"
          defaultValue={value.entite ?? ''}
          className={fieldClass}
        >
          <option value="">Tous les types</option>
          {journalEntityTypes.map((entity) => (
            <option key={entity} value={entity}>
              {journalEntityLabels[entity]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-action`} className={labelClass}>
          Action
        </label>
        <select
          id={`${id}-action`}
          name="action"
          defaultValue={value.action ?? ''}
          className={fieldClass}
        >
          <option value="">Toutes les actions</option>
          {journalActions.map((action) => (
            <option key={action} value={action}>
              {journalActionLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-du`} className={labelClass}>
          Du
        </label>
        <input
          id={`${id}-du`}
          type="date"
          name="du"
          defaultValue={value.du ?? ''}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-au`} className={labelClass}>
          Au
        </label>
        <input
          id={`${id}-au`}
          type="date"
          name="au"
          defaultValue={value.au ?? ''}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        <button type="submit" className={primaryButton}>
          Filtrer
        </button>
        <button type="button" className={secondaryButton} onClick={() => onChange({})}>
          Tout afficher
        </button>
        <a href={exportHref(value)} className={secondaryButton} download>
          Exporter en CSV
        </a>
      </div>
    </form>
  );
}
