import type { ReactNode } from 'react';
import { type AdminColumn, AdminTable } from '#app/components/admin/admin-table.tsx';
import type { BulkSelectionControls } from '#app/components/admin/use-bulk-selection.ts';
import type { AdminProductRow } from '#server/functions/admin-products.functions.ts';
import { ProductRow } from './product-row.tsx';

const columns: readonly AdminColumn[] = [
  { label: 'Sélection', hidden: true },
  { label: 'Image', hidden: true },
  { label: 'Titre' },
  { label: 'Référence' },
  { label: 'Catégorie' },
  { label: 'Prix' },
  { label: 'Statut' },
  { label: 'Actions' },
];

/**
 * The table shared by the list and its loading state: same caption and headers. Below 1,280 px
 * rows are laid out as cards (product-row-layout.tsx).
 */
export function ProductTableFrame({
  caption,
  busy = false,
  children,
}: {
  caption: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminTable columns={columns} cardsBelow="xl" caption={caption} busy={busy}>
      {children}
    </AdminTable>
  );
}

/** SPEC §2 "Product list (dashboard)": one page of products, each selectable (issue 24). */
export function ProductTable({
  rows,
  total,
  selection,
}: {
  rows: AdminProductRow[];
  total: number;
  selection: Pick<BulkSelectionControls, 'isSelected' | 'toggle'>;
}) {
  return (
    <ProductTableFrame caption={`${total} ${total > 1 ? 'produits' : 'produit'}`}>
      {rows.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          selected={selection.isSelected(product.id)}
          onToggle={() => selection.toggle(product.id)}
        />
      ))}
    </ProductTableFrame>
  );
}
