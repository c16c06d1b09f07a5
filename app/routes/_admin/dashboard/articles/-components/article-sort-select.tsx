import { useId } from 'react';
import type { AdminArticleSort } from '#domain/admin-article-search.ts';
import { adminArticleSorts } from '#domain/article-status.ts';

/** SPEC §2 "Article list": the six sorts, "Plus récent" first. */
export function ArticleSortSelect({
  value,
  onSort,
}: {
  value: AdminArticleSort;
  onSort: (sort: AdminArticleSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        Trier par
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = adminArticleSorts.find((sort) => sort.value === event.target.value);
          if (next) onSort(next.value);
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
      >
        {adminArticleSorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
