import { type ImgHTMLAttributes, type MouseEvent, useState } from 'react';
import { defaultImage, gridImageSizes, imageSrcSet } from '#domain/image-url.ts';
import type { DisplayProduct } from '#domain/product-display.ts';

/**
 * An image that shows the default logo when it fails to load (SPEC §3), once, so a broken
 * logo cannot loop. It remembers which URL failed, so a new `src` gets its own try.
 */
export function FallbackImage({
  src,
  alt,
  srcSet,
  sizes,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const shown = failed ? defaultImage : src;
  return (
    <img
      {...rest}
      // The copies of a failed image would fail too: the logo stands alone.
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== defaultImage) setFailedSrc(src);
      }}
    />
  );
}

/** The product page's address (issue 37 §1), as the product JSON-LD's `productPath` writes it. */
const productHref = (slug: string) => `/produits/${encodeURIComponent(slug)}`;

/**
 * A catalogue card (SPEC §2 products page). The link sits in the heading so the card keeps its
 * heading semantics; its ::after covers the whole card. Its target is the product page (issue 37
 * §1: crawlers, middle-click, ctrl-click, "open in a new tab"); a plain click opens the popup
 * instead when the page gives `onOpen` (SPEC §2), else follows the link.
 */
export function ProductCard({
  product,
  onOpen,
  priority = false,
  headingLevel = 3,
}: {
  product: DisplayProduct;
  onOpen?: (id: string) => void;
  /** The first cards are in view on arrival: loaded at once, the very first one before others. */
  priority?: boolean | 'high';
  /** 3 under a category's heading; 2 in a flat list, where no h2 comes between it and the h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (!onOpen || !plain) return;
    event.preventDefault();
    onOpen(product.id);
  };
  return (
    // Issue 20: on phones the picture sits beside the text, so the first products fit on screen.
    <article className="group relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col">
      <FallbackImage
        src={product.image}
        alt={product.imageAlt}
        srcSet={imageSrcSet(product.image)}
        sizes={gridImageSizes(3)}
        width={400}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        // Issue 24: the focal point the editor chose stays in the crop.
        style={{ objectPosition: product.imagePosition }}
        className="aspect-square w-28 shrink-0 bg-slate-100 object-cover sm:aspect-4/3 sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          <a
            href={productHref(product.slug)}
            data-product-id={product.id}
            onClick={openPopup}
            className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-teal-600 group-hover:text-teal-800"
          >
            {product.name}
          </a>
        </Heading>
        {product.categoryName ? (
          <p className="text-slate-500 text-sm">{product.categoryName}</p>
        ) : null}
        <p className="mt-auto pt-1 font-bold text-teal-700 sm:pt-2 sm:text-lg">
          {product.priceLabel}
        </p>
      </div>
    </article>
  );
}
