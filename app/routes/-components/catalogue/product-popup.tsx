import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadErrorBoundary } from '#app/components/load-error-boundary.tsx';
import {
  loadProductDetail,
  ProductDialog,
  type ProductDialogState,
} from '#app/components/product-dialog.tsx';
import { countStats } from '#app/lib/stats-beacon.ts';
import type { LoadedProduct } from './product-loader.tsx';

const loadProductLoader = () => import('./product-loader.tsx');
const unloadable: ProductDialogState = {
  status: 'error',
  message: 'Impossible de charger le produit.',
};

/**
 * SPEC §2/§4: loading popup (not dismissible) → detail, or the error dialog. The dialog itself is
 * part of the page; what fetches the product (and the data cache with it) is loaded on first
 * open, or as soon as the browser is idle, so it is not in the page's initial JavaScript.
 */
export function ProductPopup({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const [loaded, setLoaded] = useState<LoadedProduct | null>(null);
  // A failed download shows the error dialog; the next opening tries again with a new import.
  // (`lazy` keeps a failure: a new one is made for the next try.)
  const [ProductLoader, setProductLoader] = useState(() => lazy(loadProductLoader));
  const [importFailed, setImportFailed] = useState(false);

  useEffect(() => {
    const warm = () => {
      void loadProductLoader().catch(() => {});
      void loadProductDetail().catch(() => {});
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 3_000);
    return () => clearTimeout(timer);
  }, []);

  // Issue 38: each opening is counted (a product's conversion rate is its WhatsApp taps over them).
  useEffect(() => {
    if (id !== undefined) countStats({ kind: 'open', productId: id });
  }, [id]);

  // Closed: what was shown goes, so a reopening starts from "Chargement..." (or the cache).
  useEffect(() => {
    if (id !== undefined) return;
    setLoaded(null);
    if (importFailed) {
      setImportFailed(false);
      setProductLoader(() => lazy(loadProductLoader));
    }
  }, [id, importFailed]);

  let state: ProductDialogState | null = null;
  if (id !== undefined) {
    if (importFailed) state = unloadable;
    else state = loaded?.id === id ? loaded.state : { status: 'loading' };
  }
  return (
    <>
      <ProductDialog state={state} onClose={onClose} />
      {id !== undefined && !importFailed ? (
        <LoadErrorBoundary fallback={null} onError={() => setImportFailed(true)}>
          <Suspense fallback={null}>
            <ProductLoader id={id} onLoaded={setLoaded} />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </>
  );
}
