import type { ReactNode } from 'react';
import type { BulkSelectionControls } from '#app/components/admin/use-bulk-selection.ts';
import type { AdminProductRow } from '#server/functions/admin-products.functions.ts';
import { ProductRow } from './product-row.tsx';

const columns = [
  'Sélection',
  'Image',
  'Titre',
  'Référence',
  'Catégorie',
  'Prix',
  'Statut',
  'Actions',
];

/**
 * The table frame shared by the list and its loading state: same caption and headers. Below
 * 1,280 px rows are laid out as cards (product-row-layout.ts); the explicit roles keep the table's
 * semantics, which browsers drop once its parts are no longer displayed as a table.
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
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when rows are displayed as cards. */}
      <table role="table" aria-busy={busy || undefined} className="block w-full text-sm xl:table">
        <caption className="block px-4 pt-4 pb-2 text-left text-slate-600 xl:table-caption">
          {caption}
        </caption>
        <thead className="hidden border-slate-200 border-b bg-slate-50 xl:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-left font-semibold text-slate-700"
              >
                {column === 'Image' || column === 'Sélection' ? (
                  <span className="sr-only">{column}</span>
                ) : (
                  column
                )}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when rows are displayed as cards. */}
        <tbody role="rowgroup" className="block divide-y divide-slate-200 xl:table-row-group">
          {children}
        </tbody>
      </table>
    </div>
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
