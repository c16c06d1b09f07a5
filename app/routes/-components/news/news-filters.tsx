import type { NewsCategory } from '#domain/news-search.ts';

const categoryLabels: Record<NewsCategory, string> = { toutes: 'Toutes' };

function isNewsCategory(value: string): value is NewsCategory {
  return Object.hasOwn(categoryLabels, value);
}

/** The category filter of the news list (SPEC §2); "Toutes" is the only category so far. */
export function NewsFilters({
  categorie,
  onCategory,
}: {
  categorie: NewsCategory;
  onCategory: (categorie: NewsCategory) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor="news-category" className="font-medium text-slate-700 text-sm">
        Catégorie
      </label>
      <select
        id="news-category"
        value={categorie}
        onChange={(event) => {
          const value = event.target.value;
          if (isNewsCategory(value)) onCategory(value);
        }}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-slate-900 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {Object.entries(categoryLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
