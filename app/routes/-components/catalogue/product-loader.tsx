import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { ProductDialogState } from '#app/components/product-dialog.tsx';
import { QueryProvider } from '#app/components/query-provider.tsx';
import { orderHref } from '#app/lib/product-order.ts';
import { productQueryOptions } from '#app/queries/products.queries.ts';

export interface LoadedProduct {
  id: number;
  state: ProductDialogState;
}

interface Props {
  id: number;
  onLoaded: (loaded: LoadedProduct) => void;
}

/** Fetches the popup's product through the data cache (SPEC §9) and reports it; renders nothing. */
function LoadProduct({ id, onLoaded }: Props) {
  const query = useQuery(productQueryOptions(id));
  const { data, error } = query;
  // Before paint, so a product already in the cache opens without a flash of "Chargement...".
  useLayoutEffect(() => {
    if (error) {
      onLoaded({
        id,
        state: { status: 'error', message: error.message || 'Impossible de charger le produit.' },
      });
    } else if (data === null) {
      onLoaded({ id, state: { status: 'missing' } });
    } else if (data) {
      onLoaded({ id, state: { status: 'ready', product: data, orderHref: orderHref(data) } });
    }
  }, [id, data, error, onLoaded]);
  return null;
}

/** Loaded with `import()` when a product is first opened (or the page is idle). */
export default function ProductLoader(props: Props) {
  return (
    <QueryProvider>
      <LoadProduct {...props} />
    </QueryProvider>
  );
}
