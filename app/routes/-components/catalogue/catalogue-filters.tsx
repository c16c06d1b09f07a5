import { useId } from 'react';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { categorySelection, sortLabels } from '#domain/catalogue-choices.ts';
import { type CatalogueSort, catalogueSorts, searchSorts } from '#domain/catalogue-search.ts';

export interface FiltersProps {
  categories: { id: number; nom: string }[];
  categoryId: string | undefined;
  sort: CatalogueSort;
  q: string;
  onSearch: (q: string) => void;
  onSort: (sort: CatalogueSort) => void;
  onToggleCategory: (id: number) => void;
  onAll: () => void;
}

const chip =
  'shrink-0 whitespace-nowrap rounded-full border px-4 py-2 font-medium text-sm transition-colors aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white border-slate-300 bg-white text-slate-700 hover:border-teal-600';

/** SPEC §2: search box, sort selector, "Tous" + category chips, removable active-filter badges. */
export function CatalogueFilters(props: FiltersProps) {
  const sortId = useId();
  const selection = categorySelection(props.categoryId);
  const selected = selection.kind === 'categories' ? selection.ids : [];
  const names = new Map(props.categories.map((category) => [category.id, category.nom]));
  // "Pertinence" only while searching (SPEC's five sorts otherwise).
  const sorts = props.q ? searchSorts : catalogueSorts;
  return (
    <div className="space-y-5">
      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-center">
        <SearchInput
          variant="pill"
          label="Rechercher un produit"
          placeholder="Rechercher un produit, une référence…"
          value={props.q}
          onSearch={props.onSearch}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="font-medium text-slate-700 text-sm">
            Trier par
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(event) => {
              const sort = sorts.find((value) => value === event.target.value);
              if (sort) props.onSort(sort);
            }}
            className="rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 text-sm"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Issue 20: one scrolling row on phones, so the products start on the first screen. */}
      <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <legend className="sr-only">Catégories</legend>
        <button
          type="button"
          className={chip}
          aria-pressed={selected.length === 0}
          onClick={props.onAll}
        >
          Tous
        </button>
        {props.categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={chip}
            aria-pressed={selected.includes(category.id)}
            onClick={() => props.onToggleCategory(category.id)}
          >
            {category.nom}
          </button>
        ))}
      </fieldset>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Filtres actifs">
          {selected.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => props.onToggleCategory(id)}
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 hover:bg-teal-100"
                aria-label={`Retirer le filtre ${names.get(id) ?? `catégorie ${id}`}`}
              >
                {names.get(id) ?? `Catégorie ${id}`} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
