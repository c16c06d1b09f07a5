import { lazy, Suspense, useState } from 'react';
import { LoadErrorBoundary } from '../load-error-boundary.tsx';

/** The flow's code (XState, the machine, the picker, the form), fetched on first use only. */
const loadRentalDialog = () => import('./rental-dialog.tsx');
const RentalDialog = lazy(loadRentalDialog);

export const rentButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * Issue 39: « Louer » a rentable product. Carries only itself: the dialog (dates, price, request
 * form, success) is a chunk of its own, loaded when the pointer comes near or on the click.
 */
export function RentButton({
  product,
  className = rentButtonClass,
}: {
  product: { id: number; titre: string };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const warm = () => void loadRentalDialog().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(true)}
        className={className}
      >
        Louer
        <span className="sr-only"> : {product.titre}</span>
      </button>
      {open ? (
        <LoadErrorBoundary
          fallback={
            <p role="alert" className="text-red-700 text-sm">
              La location n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.
            </p>
          }
        >
          <Suspense
            fallback={
              <p role="status" className="text-slate-600 text-sm">
                Chargement…
              </p>
            }
          >
            <RentalDialog product={product} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </>
  );
}
