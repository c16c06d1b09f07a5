import { type ReactNode, useMemo } from 'react';
import { type AdminColumn, AdminTable } from '#app/components/admin/admin-table.tsx';
import { arrangeCategories } from '#domain/category-admin.rules.ts';
import type { AdminCategory } from '#server/functions/admin-categories.functions.ts';
import { CategoryRow } from './category-row.tsx';

const columns: readonly AdminColumn[] = [
  { label: 'Nom' },
  { label: 'Statut' },
  { label: 'Actions', align: 'right' },
];

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
    <AdminTable columns={columns} cardsBelow="md" label={label} busy={busy}>
      {children}
    </AdminTable>
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
