import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { imageSrcSet } from '#domain/image-url.ts';
import type { DisplayProduct } from '#domain/product-display.ts';
import { FallbackImage } from './product-card.tsx';
import { dialogCloseButton } from './product-dialog-ui.ts';
import { RentIfRentable } from './rentals/rent-if-rentable.tsx';

/** The popup's detail (SPEC §2/§4): images, price, description, category and the order link. */
export function ReadyContent({
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
        className={`${dialogCloseButton} absolute top-3 right-3 min-w-10 text-2xl text-slate-500 leading-none hover:bg-slate-100 hover:text-slate-900`}
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
            data-stats-product={product.id}
            data-stats-button="commande"
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          >
            Commander sur WhatsApp
          </a>
          {/* Issue 39: a rentable product is also rented, dates and price first. */}
          <RentIfRentable product={{ id: Number(product.id), titre: product.name }} />
          {/* Issue 37 §1: the product's own page, with everything about it. */}
          <Link
            to="/produits/$slug"
            params={{ slug: product.slug }}
            className="self-center rounded font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Voir la fiche complète
          </Link>
        </div>
      </div>
    </div>
  );
}
