import { useState } from 'react';
import { site } from '#config';
import { imageSrcSet } from '#domain/image-url.ts';

/**
 * SPEC §2 public article page: the article image, else the logo (contained, not cropped); a
 * failed load shows a neutral block instead of the browser's broken-image icon.
 */
export function ArticleHero({
  image,
  alt,
  position,
}: {
  image: string;
  alt: string;
  /** The focal point as `object-position` (issue 24). */
  position?: string;
}) {
  const src = image || site.logo;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = 'aspect-[16/9] w-full overflow-hidden rounded-2xl bg-slate-100';
  if (failedSrc === src) {
    return (
      <div className={frame} role="img" aria-label={alt} data-testid="article-hero-placeholder" />
    );
  }
  return (
    <div className={frame}>
      <img
        src={src}
        // The page column is at most 768 px wide (max-w-3xl); the hero is what a visitor sees first.
        srcSet={imageSrcSet(src, 1280)}
        sizes="(min-width: 800px) 768px, 100vw"
        fetchPriority="high"
        alt={alt}
        style={image ? { objectPosition: position } : undefined}
        className={image ? 'h-full w-full object-cover' : 'h-full w-full object-contain p-10'}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
