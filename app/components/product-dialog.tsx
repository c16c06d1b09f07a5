import { createIsomorphicFn } from '@tanstack/react-start';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { DisplayProduct } from '#domain/product-display.ts';
import { LoadErrorBoundary } from './load-error-boundary.tsx';
import { ReadyContent as ServerReadyContent } from './product-dialog-ready.tsx';
import { dialogCloseButton } from './product-dialog-ui.ts';

/** The detail's code, fetched when a product is first opened or the catalogue is idle. */
export const loadProductDetail = () => import('./product-dialog-ready.tsx');

// The browser downloads the detail only when it is needed; the server renders it as it is (Start's
// compiler drops the server branch and its import from the browser bundle).
const ReadyContent =
  createIsomorphicFn()
    .server(() => ServerReadyContent)
    .client(() => null)() ??
  lazy(() => loadProductDetail().then((module) => ({ default: module.ReadyContent })));

/** SPEC §4 "Product popup": loading (not dismissible) -> detail, or an error dialog. */
export type ProductDialogState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** Issue 36 §8: an old or shared link to a product deleted or taken offline (404). */
  | { status: 'missing' }
  | { status: 'ready'; product: DisplayProduct; orderHref: string };

/** "Chargement..." (SPEC §4), also shown while the detail's code arrives. */
function LoadingContent({ titleId }: { titleId: string }) {
  return (
    <div className="flex flex-col items-center gap-4 p-10">
      <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
        Chargement...
      </h2>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700"
      />
    </div>
  );
}

/** SPEC §4: the popup's error state ("Erreur", the reason, "Fermer"). */
function ErrorContent({
  titleId,
  message,
  onClose,
}: {
  titleId: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 id={titleId} className="font-semibold text-red-700 text-xl">
        Erreur
      </h2>
      <p className="text-slate-700">{message.trim() || 'Impossible de charger le produit.'}</p>
      <button
        type="button"
        onClick={onClose}
        className={`${dialogCloseButton} self-end bg-teal-700 px-5 text-white hover:bg-teal-800`}
      >
        Fermer
      </button>
    </div>
  );
}

/** Issue 36 §8: a shared link to a product that is gone says so in French, with a way on. */
function MissingContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
        Produit introuvable
      </h2>
      <p className="text-slate-700">Ce produit n'existe plus ou a été retiré.</p>
      <button
        type="button"
        onClick={onClose}
        className={`${dialogCloseButton} self-end bg-teal-700 px-5 text-white hover:bg-teal-800`}
      >
        Voir le catalogue
      </button>
    </div>
  );
}

/**
 * The product detail popup of the products page (SPEC §2). A native modal <dialog>: the
 * browser traps focus, handles Escape and gives focus back to the opener on close.
 */
export function ProductDialog({
  state,
  onClose,
}: {
  state: ProductDialogState | null;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const status = state?.status ?? null;
  const loading = status === 'loading';
  const previousStatus = useRef<typeof status>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (status && !dialog.open) dialog.showModal();
    else if (!status && dialog.open) dialog.close();
    else if (previousStatus.current === 'loading' && status) {
      // Already open since the loading popup, so showModal() will not move focus again:
      // put it on the first control, as opening would have.
      dialog.querySelector('button')?.focus();
    }
    previousStatus.current = status;
  }, [status]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      // SPEC §2: the loading popup cannot be dismissed.
      onCancel={(event) => {
        if (loading) event.preventDefault();
      }}
      // Without this, Chrome lets a second Escape through as a cancel that cannot be prevented.
      onKeyDown={(event) => {
        if (loading && event.key === 'Escape') event.preventDefault();
      }}
      // Our own close() after state became null must not report a second close.
      onClose={() => {
        if (state) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[64rem] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {state?.status === 'loading' ? <LoadingContent titleId={titleId} /> : null}
      {state?.status === 'error' ? (
        <ErrorContent titleId={titleId} message={state.message} onClose={onClose} />
      ) : null}
      {state?.status === 'missing' ? <MissingContent titleId={titleId} onClose={onClose} /> : null}
      {state?.status === 'ready' ? (
        // If the detail's code cannot be downloaded: the error dialog, as for a failed fetch.
        <LoadErrorBoundary
          fallback={<ErrorContent titleId={titleId} message="" onClose={onClose} />}
        >
          <Suspense fallback={<LoadingContent titleId={titleId} />}>
            <ReadyContent
              key={state.product.id}
              product={state.product}
              orderHref={state.orderHref}
              titleId={titleId}
              onClose={onClose}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </dialog>
  );
}
