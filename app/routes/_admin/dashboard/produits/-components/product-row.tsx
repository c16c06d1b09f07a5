import { Link } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { RowCheckbox } from '#app/components/admin/row-checkbox.tsx';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { trashedToast } from '#domain/trash.ts';
import {
  type AdminProductRow,
  removeProduct,
  setProductActive,
} from '#server/functions/admin-products.functions.ts';
import { CardCell, CardRow, CardRowHeader } from './product-row-layout.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

const toggleClass =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-full border px-4 py-2 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-50';
const statusClass = {
  on: 'border-green-300 bg-green-50 text-green-800 hover:bg-green-100',
  off: 'border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200',
} as const;

/** One product of the admin table (SPEC §2 "Product list"), with its actions. */
export function ProductRow({
  product,
  selected,
  onToggle,
}: {
  product: AdminProductRow;
  selected: boolean;
  onToggle: () => void;
}) {
  const setActive = useServerFn(setProductActive);
  const remove = useServerFn(removeProduct);
  // SPEC §4: toggle and delete are disabled while a request of the row is pending.
  const { busy, run } = useRowAction();
  // SPEC §2 names no toast for this toggle: the button's new label says it happened.
  const toggle = () =>
    run({
      call: () => setActive({ data: { id: product.id, est_actif: !product.active } }),
      failure: 'Erreur lors de la mise à jour du statut',
    });
  const confirmAndDelete = () =>
    run({
      confirm: 'Supprimer ce produit ?',
      call: () => remove({ data: { id: product.id } }),
      success: trashedToast('Produit supprimé'),
      failure: 'Erreur lors de la suppression',
    });
  const status = product.active ? 'En ligne' : 'Hors ligne';

  return (
    <CardRow>
      <CardCell place="select">
        <RowCheckbox
          label={`Sélectionner le produit ${product.titre}`}
          checked={selected}
          onToggle={onToggle}
        />
      </CardCell>
      <CardCell place="picture">
        <ProductThumbnail src={product.thumbnail} />
      </CardCell>
      <CardRowHeader>{product.titre}</CardRowHeader>
      <CardCell place="side" className="font-mono text-slate-700 text-xs">
        {product.reference}
      </CardCell>
      <CardCell place="side" className="text-slate-700">
        {product.category}
      </CardCell>
      <CardCell place="side" className="whitespace-nowrap font-medium text-slate-900">
        {product.price}
      </CardCell>
      <CardCell place="status">
        <button
          type="button"
          disabled={busy}
          aria-label={`${status} : ${product.active ? 'mettre hors ligne' : 'mettre en ligne'} ${product.titre}`}
          onClick={() => void toggle()}
          className={`${toggleClass} ${statusClass[product.active ? 'on' : 'off']}`}
        >
          {status}
        </button>
      </CardCell>
      <CardCell place="actions">
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard/produits/modifier/$id"
            params={{ id: String(product.id) }}
            state={(previous) => ({ ...previous, productEditFromList: true })}
            aria-label={`Modifier le produit ${product.titre}`}
            className={secondaryButton}
          >
            Modifier
          </Link>
          <button
            type="button"
            disabled={busy}
            aria-label={`Supprimer le produit ${product.titre}`}
            onClick={() => void confirmAndDelete()}
            className={`${secondaryButton} text-red-700`}
          >
            Supprimer
          </button>
        </div>
      </CardCell>
    </CardRow>
  );
}
