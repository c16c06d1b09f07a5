import type { ReactNode } from 'react';
import type { AdminProductRow } from '../../../../../../server/functions/admin-products.functions';
import { ProductRow } from './product-row';

const columns = ['Image', 'Titre', 'Référence', 'Catégorie', 'Prix', 'Statut', 'Actions'];

/** The table frame shared by the list and its loading state: same caption and headers. */
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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-busy={busy || undefined} className="w-full min-w-[48rem] text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-slate-600">{caption}</caption>
        <thead className="border-slate-200 border-b bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-left font-semibold text-slate-700"
              >
                {column === 'Image' ? <span className="sr-only">{column}</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** SPEC §2 "Product list (dashboard)": one page of products. */
export function ProductTable({ rows, total }: { rows: AdminProductRow[]; total: number }) {
  return (
    <ProductTableFrame caption={`${total} ${total > 1 ? 'produits' : 'produit'}`}>
      {rows.map((product) => (
        <ProductRow key={product.id} product={product} />
      ))}
    </ProductTableFrame>
  );
}
