import { useRouter } from '@tanstack/react-router';
import { limits } from '../../../../../../app.config';
import { ProductTableFrame } from './product-table';

/** SPEC §2/§9: while the list loads, five grey placeholder rows. */
export function ProductListSkeleton() {
  const rows = Array.from({ length: limits.skeletonRows }, (_, index) => index);
  return (
    <ProductTableFrame caption="Chargement des produits…" busy>
      {rows.map((row) => (
        <tr key={row} className="animate-pulse">
          <td className="px-4 py-3">
            <div className="size-14 rounded-md bg-slate-200" />
          </td>
          {[1, 2, 3, 4, 5, 6].map((cell) => (
            <td key={cell} className="px-4 py-3">
              <div className="h-4 w-full rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </ProductTableFrame>
  );
}

/** SPEC §8: the list failed to load; "Réessayer" runs the loader again. */
export function ProductListError() {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-medium text-red-800">Impossible de charger les produits.</p>
      <button
        type="button"
        onClick={() => void router.invalidate()}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-sm text-white hover:bg-red-800"
      >
        Réessayer
      </button>
    </div>
  );
}

/** SPEC §2: no product, for this search and category or at all. */
export function ProductListEmpty() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <p className="font-medium text-slate-900">Aucun produit trouvé.</p>
    </div>
  );
}

/** SPEC §2: "Précédent" / "Page X sur Y" / "Suivant", shown only when there is more than one page. */
export function ProductPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const button =
    'rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Précédent
      </button>
      <p className="text-slate-700 text-sm">
        Page {page} sur {totalPages}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}
