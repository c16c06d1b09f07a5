import { type ReactNode, useMemo } from 'react';
import { arrangeCategories } from '#domain/category-admin.rules.ts';
import type { AdminCategory } from '#server/functions/admin-categories.functions.ts';
import { CategoryRow } from './category-row.tsx';

const tableClass = 'block w-full text-sm md:table';

/** The table and its header row, shared by the list and its loading placeholder. */
export function CategoryTableFrame({
  children,
  label = 'Catégories',
  busy = false,
}: {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when rows are stacked (category-row.tsx). */}
      <table role="table" aria-label={label} aria-busy={busy} className={tableClass}>
        <thead className="hidden bg-slate-50 text-left text-slate-600 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Nom
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Statut
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when rows are stacked. */}
        <tbody role="rowgroup" className="block md:table-row-group">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC §2 "Category admin": Nom, Statut, Actions; sub-categories under their parent. */
export function CategoryTable({
  rows,
  onAccepted,
  onRemoved,
}: {
  rows: AdminCategory[];
  onAccepted: (category: AdminCategory) => void;
  onRemoved: (id: number) => void;
}) {
  const arranged = useMemo(() => arrangeCategories(rows), [rows]);
  return (
    <CategoryTableFrame>
      {arranged.map(({ category, parent }) => (
        <CategoryRow
          key={category.id}
          category={category}
          parent={parent}
          onAccepted={onAccepted}
          onRemoved={onRemoved}
        />
      ))}
    </CategoryTableFrame>
  );
}
