import { useQuery } from '@tanstack/react-query';
import { ProductDialog, type ProductDialogState } from '#app/components/product-dialog.tsx';
import { orderHref } from '#app/lib/order-message.ts';
import { productQueryOptions } from '#app/queries/products.queries.ts';

/** SPEC §2/§4: loading popup (not dismissible) → detail, or the error dialog. */
export function ProductPopup({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const query = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
  let state: ProductDialogState | null = null;
  if (id !== undefined) {
    if (query.isPending) state = { status: 'loading' };
    else if (query.isError)
      state = {
        status: 'error',
        message: query.error.message || 'Impossible de charger le produit.',
      };
    else state = { status: 'ready', product: query.data, orderHref: orderHref(query.data) };
  }
  return <ProductDialog state={state} onClose={onClose} />;
}
