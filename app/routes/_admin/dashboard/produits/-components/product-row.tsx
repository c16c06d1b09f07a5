import { Link } from '@tanstack/react-router';
import type { AdminProductRow } from '../../../../../../server/functions/admin-products.functions';
import { ProductThumbnail } from './product-thumbnail';
import { useProductActions } from './use-product-actions';

const actionClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-50';
const toggleClass =
  'inline-flex items-center justify-center whitespace-nowrap rounded-full border px-3 py-1.5 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-50';
const statusClass = {
  on: 'border-green-300 bg-green-50 text-green-800 hover:bg-green-100',
  off: 'border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200',
} as const;

/** One product of the admin table (SPEC §2 "Product list"), with its actions. */
export function ProductRow({ product }: { product: AdminProductRow }) {
  const { pending, toggle, confirmAndDelete } = useProductActions(product);
  // SPEC §4: toggle and delete are disabled while a request of the row is pending.
  const busy = pending !== null;
  const status = product.active ? 'En ligne' : 'Hors ligne';

  return (
    <tr className="align-middle">
      <td className="px-4 py-3">
        <ProductThumbnail src={product.thumbnail} />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
        {product.titre}
      </th>
      <td className="px-4 py-3 font-mono text-slate-700 text-xs">{product.reference}</td>
      <td className="px-4 py-3 text-slate-700">{product.category}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-900">{product.price}</td>
      <td className="px-4 py-3">
        <button
          type="button"
          disabled={busy}
          aria-label={`${status} : ${product.active ? 'mettre hors ligne' : 'mettre en ligne'} ${product.titre}`}
          onClick={() => void toggle()}
          className={`${toggleClass} ${statusClass[product.active ? 'on' : 'off']}`}
        >
          {status}
        </button>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard/produits/modifier/$id"
            params={{ id: String(product.id) }}
            aria-label={`Modifier le produit ${product.titre}`}
            className={actionClass}
          >
            Modifier
          </Link>
          <button
            type="button"
            disabled={busy}
            aria-label={`Supprimer le produit ${product.titre}`}
            onClick={() => void confirmAndDelete()}
            className={`${actionClass} text-red-700`}
          >
            Supprimer
          </button>
        </div>
      </td>
    </tr>
  );
}
