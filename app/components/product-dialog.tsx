import { useEffect, useId, useRef, useState } from 'react';
import { imageSrcSet } from '#domain/image-url.ts';
import type { DisplayProduct } from '#domain/product-display.ts';
import { FallbackImage } from './product-card';

/** SPEC §4 "Product popup": loading (not dismissible) -> detail, or an error dialog. */
export type ProductDialogState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: DisplayProduct; orderHref: string };

const closeButton =
  'inline-flex min-h-10 items-center justify-center rounded-md font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

function ReadyContent({
  product,
  orderHref,
  titleId,
  onClose,
}: {
  product: DisplayProduct;
  orderHref: string;
  titleId: string;
  onClose: () => void;
}) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const [selected, setSelected] = useState(0);
  const mainImage = images[selected] ?? product.image;
  const fallbackMeta = { alt: product.imageAlt, position: product.imagePosition };
  const mainMeta = product.imagesMeta[selected] ?? fallbackMeta;

  return (
    <div className="relative p-6 sm:p-8">
      <button
        type="button"
        aria-label="Fermer"
        onClick={onClose}
        className={`${closeButton} absolute top-3 right-3 min-w-10 text-2xl text-slate-500 leading-none hover:bg-slate-100 hover:text-slate-900`}
      >
        ×
      </button>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <FallbackImage
            src={mainImage}
            srcSet={imageSrcSet(mainImage, 1280)}
            sizes="(min-width: 768px) 480px, 100vw"
            alt={mainMeta.alt}
            width={800}
            height={600}
            style={{ objectPosition: mainMeta.position }}
            className="aspect-4/3 w-full rounded-xl bg-slate-100 object-cover"
          />
          {images.length > 1 ? (
            <div className="mt-3 grid grid-cols-5 gap-2">
              {images.map((image, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a product's gallery is fixed and may repeat a URL
                  key={`${index}-${image}`}
                  type="button"
                  aria-label={`Voir l’image ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                  className={`overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 ${index === selected ? 'border-teal-700' : 'border-transparent hover:border-slate-300'}`}
                >
                  <FallbackImage
                    src={image}
                    srcSet={imageSrcSet(image, 320)}
                    sizes="96px"
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    style={{ objectPosition: product.imagesMeta[index]?.position }}
                    className="aspect-4/3 w-full bg-slate-100 object-cover"
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <h2 id={titleId} className="pr-10 font-bold text-2xl text-slate-900">
            {product.name}
          </h2>
          <p className="font-bold text-2xl text-teal-700">{product.priceLabel}</p>
          {product.description ? (
            <p className="text-slate-700 leading-relaxed">{product.description}</p>
          ) : null}
          <div className="space-y-1 text-slate-600 text-sm">
            {product.categoryName ? <p>{`Catégorie : ${product.categoryName}`}</p> : null}
            {product.subCategoryName ? (
              <p>{`Sous-catégorie : ${product.subCategoryName}`}</p>
            ) : null}
          </div>
          <a
            href={orderHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          >
            Commander sur WhatsApp
          </a>
        </div>
      </div>
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
      {state?.status === 'loading' ? (
        <div className="flex flex-col items-center gap-4 p-10">
          <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
            Chargement...
          </h2>
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700"
          />
        </div>
      ) : null}
      {state?.status === 'error' ? (
        <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <h2 id={titleId} className="font-semibold text-red-700 text-xl">
            Erreur
          </h2>
          <p className="text-slate-700">
            {state.message.trim() || 'Impossible de charger le produit.'}
          </p>
          <button
            type="button"
            onClick={onClose}
            className={`${closeButton} self-end bg-teal-700 px-5 text-white hover:bg-teal-800`}
          >
            Fermer
          </button>
        </div>
      ) : null}
      {state?.status === 'ready' ? (
        <ReadyContent
          key={state.product.id}
          product={state.product}
          orderHref={state.orderHref}
          titleId={titleId}
          onClose={onClose}
        />
      ) : null}
    </dialog>
  );
}
