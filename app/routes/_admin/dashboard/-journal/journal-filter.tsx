import type { FormEvent } from 'react';
import { FilterFold } from '#app/components/admin/filter-fold.tsx';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { InputField, SelectField } from '#app/components/ui/form-fields.tsx';
import { limits } from '#config';
import type { AdminJournalSearch } from '#domain/admin-journal-search.ts';
import { journalActionLabels, journalEntityLabels } from '#domain/journal-labels.ts';
import { journalActions, journalEntityTypes } from '#domain/staff.ts';

export type JournalFilterValue = Partial<Omit<AdminJournalSearch, 'page'>>;

/** The CSV export's address: the filters shown, as the page's URL has them. */
export function exportHref(filter: JournalFilterValue): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/journal.csv?${text}` : '/journal.csv';
}

/** How many filters are on (the folded button says so). */
const activeCount = (value: JournalFilterValue) =>
  Object.values(value).filter((item) => item !== undefined && item !== '').length;

const searchHint = `Dans l’adresse e-mail de la personne, le libellé ou le numéro de l’élément, parmi les ${limits.journalCountCap.toLocaleString('fr-FR')} lignes les plus récentes des autres filtres.`;

/** Text, person, type, action and dates; applied with "Filtrer", all dropped with "Tout afficher". */
export function JournalFilter({
  value,
  people,
  onChange,
}: {
  value: JournalFilterValue;
  people: { id: number; label: string }[];
  onChange: (next: JournalFilterValue) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const raw = data.get(name);
      return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
    };
    const personne = Number(text('personne'));
    onChange({
      q: text('q')?.slice(0, 200),
      personne: Number.isInteger(personne) && personne > 0 ? personne : undefined,
      entite: journalEntityTypes.find((entity) => entity === text('entite')),
      action: journalActions.find((action) => action === text('action')),
      du: text('du'),
      au: text('au'),
    });
  }
  return (
    // Keyed by the filters applied: the form shows them, and on a phone it folds once they apply.
    <FilterFold key={JSON.stringify(value)} active={activeCount(value)}>
      <form
        onSubmit={onSubmit}
        aria-label="Filtrer le journal"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="sm:col-span-2 lg:col-span-5">
          <InputField
            label="Rechercher"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={value.q ?? ''}
            hint={searchHint}
          />
        </div>
        <SelectField label="Personne" name="personne" defaultValue={value.personne ?? ''}>
          <option value="">Tout le monde</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type" name="entite" defaultValue={value.entite ?? ''}>
          <option value="">Tous les types</option>
          {journalEntityTypes.map((entity) => (
            <option key={entity} value={entity}>
              {journalEntityLabels[entity]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Action" name="action" defaultValue={value.action ?? ''}>
          <option value="">Toutes les actions</option>
          {journalActions.map((action) => (
            <option key={action} value={action}>
              {journalActionLabels[action]}
            </option>
          ))}
        </SelectField>
        <InputField label="Du" type="date" name="du" defaultValue={value.du ?? ''} />
        <InputField label="Au" type="date" name="au" defaultValue={value.au ?? ''} />
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
    </FilterFold>
  );
}
