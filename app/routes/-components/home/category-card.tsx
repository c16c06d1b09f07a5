import { Link, useRouteContext } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { HomeCategory } from '#domain/home-category.ts';
import { defaultImage, gridImageSizes, imageSrcSet, imageUrl } from '#domain/image-url.ts';

/** "1 produit", "12 produits": French keeps 0 and 1 singular. */
function productCount(total: number): string {
  return `${total} ${total > 1 ? 'produits' : 'produit'}`;
}

/**
 * One category of the home block (SPEC §2/§4): the whole card opens the catalogue filtered on
 * it. The cover is the first product's image, or the default logo, which is shown smaller and
 * uncropped so it does not look stretched.
 */
export function CategoryCard({ category }: { category: HomeCategory }) {
  const { imagesBase } = useRouteContext({ from: '__root__' });
  const [failed, setFailed] = useState(false);
  // SPEC §3: a cover that cannot load shows the logo. The image is in the server HTML, so it may
  // fail before React attaches `onError`: the ref checks that case once, at hydration.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  const src = failed ? defaultImage : imageUrl(category.cover, imagesBase);
  const isLogo = src === defaultImage;
  return (
    <Link
      to="/produits"
      search={{ categoryId: String(category.id) }}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md"
    >
      <img
        ref={failed ? undefined : checkLoaded}
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={gridImageSizes(4)}
        alt={category.nom}
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        onError={() => setFailed(true)}
        className={`aspect-[4/3] w-full bg-slate-100 ${isLogo ? 'object-contain p-10' : 'object-cover'}`}
      />
      <span className="flex flex-1 flex-col p-5">
        <span className="font-semibold text-lg text-slate-900 group-hover:text-teal-800">
          {category.nom}
        </span>{' '}
        <span className="mt-1 text-slate-600 text-sm">{productCount(category.total)}</span>
      </span>
    </Link>
  );
}
