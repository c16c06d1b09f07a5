import { lazy, Suspense, useEffect, useState } from 'react';
import {
  loadProductDetail,
  ProductDialog,
  type ProductDialogState,
} from '#app/components/product-dialog.tsx';
import type { LoadedProduct } from './product-loader';

const loadProductLoader = () => import('./product-loader');
const ProductLoader = lazy(loadProductLoader);

/**
 * SPEC §2/§4: loading popup (not dismissible) → detail, or the error dialog. The dialog itself is
 * part of the page; what fetches the product (and the data cache with it) is loaded on first
 * open, or as soon as the browser is idle, so it is not in the page's initial JavaScript.
 */
export function ProductPopup({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const [loaded, setLoaded] = useState<LoadedProduct | null>(null);
  useEffect(() => {
    const warm = () => {
      void loadProductLoader();
      void loadProductDetail();
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 3_000);
    return () => clearTimeout(timer);
  }, []);

  let state: ProductDialogState | null = null;
  if (id !== undefined) state = loaded?.id === id ? loaded.state : { status: 'loading' };
  return (
    <>
      <ProductDialog state={state} onClose={onClose} />
      {id !== undefined ? (
        <Suspense fallback={null}>
          <ProductLoader id={id} onLoaded={setLoaded} />
        </Suspense>
      ) : null}
    </>
  );
}
