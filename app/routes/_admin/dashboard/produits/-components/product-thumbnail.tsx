import { useCallback, useState } from 'react';
import { defaultImage } from '#domain/image-url.ts';

/**
 * SPEC §3/§8: a product image that cannot load shows the default logo. The image is in the
 * server HTML, so it may fail before React attaches `onError`: the ref checks that case once.
 */
export function ProductThumbnail({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? defaultImage : src;
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );
  const isLogo = shown === defaultImage;
  return (
    <img
      ref={isLogo ? undefined : checkLoaded}
      src={shown}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (!isLogo) setFailedSrc(src);
      }}
      className={`size-14 max-w-none shrink-0 rounded-md border border-slate-200 bg-slate-100 ${isLogo ? 'object-contain p-1.5' : 'object-cover'}`}
    />
  );
}
