import { ListEmpty, ListLoadError } from '#app/components/admin/list-states.tsx';
import { limits } from '#config';
import { CardCell, CardRow } from './product-row-layout.tsx';
import { ProductTableFrame } from './product-table.tsx';

/** SPEC §2/§9: while the list loads, five grey placeholder rows. */
export function ProductListSkeleton() {
  const rows = Array.from({ length: limits.skeletonRows }, (_, index) => index);
  return (
    <ProductTableFrame caption="Chargement des produits…" busy>
      {rows.map((row) => (
        <CardRow key={row} className="animate-pulse">
          <CardCell place="select">
            <div className="m-3 size-5 rounded bg-slate-200" />
          </CardCell>
          <CardCell place="picture">
            <div className="size-14 rounded-md bg-slate-200" />
          </CardCell>
          {[1, 2, 3, 4, 5, 6].map((cell) => (
            <CardCell key={cell} place={cell === 5 ? 'status' : cell === 6 ? 'actions' : 'side'}>
              <div className="h-4 w-full rounded bg-slate-200" />
            </CardCell>
          ))}
        </CardRow>
      ))}
    </ProductTableFrame>
  );
}

/** SPEC §8: the list failed to load; "Réessayer" runs the loader again. */
export function ProductListError() {
  return <ListLoadError message="Impossible de charger les produits." weight="medium" />;
}

/** SPEC §2: no product, for this search and category or at all. */
export function ProductListEmpty() {
  return <ListEmpty compact title="Aucun produit trouvé." />;
}
