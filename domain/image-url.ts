import { site } from '#config';

/** SPEC §3 "Image references": the logo stands in when there is no image or it fails to load. */
export const defaultImage: string = site.logo;

// SPEC §5: these are already usable URLs and are kept as they are.
const usableAsIs = /^(?:(?:https?:)?\/\/|blob:|data:)/i;

/**
 * The URL of a stored image (SPEC §5 "Image URLs"): relative paths go under `imagesBase`
 * with each segment encoded, so names with spaces, accents or "#" still load.
 */
export function imageUrl(path: string | null | undefined, imagesBase: string): string {
  const value = typeof path === 'string' ? path.trim() : '';
  if (value === '') return defaultImage;
  if (usableAsIs.test(value)) return value;
  // Empty, "." and ".." segments are dropped: the browser would otherwise resolve them
  // out of the images folder.
  const segments = value.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
  if (segments.length === 0) return defaultImage;
  return `${imagesBase.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * Gallery URLs (SPEC §3/§5): accepts the list or its JSON text; entries that are not
 * non-empty strings are dropped.
 */
export function galleryUrls(entries: unknown, imagesBase: string): string[] {
  let list: unknown = entries;
  if (typeof entries === 'string') {
    try {
      list = JSON.parse(entries);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => imageUrl(entry, imagesBase));
}

/** The widths the images API serves (`?w=`, server/storage/image-variants.ts). */
export const imageWidths = [320, 480, 640, 960, 1280] as const;

/**
 * A `srcset` of the narrower copies of a stored WebP image, up to `maxWidth`; undefined for
 * anything else (the logo, blob previews, external images), which keeps its `src` alone. An API
 * server that ignores `w` answers the original for each candidate: nothing breaks.
 */
export function imageSrcSet(url: string, maxWidth = 960): string | undefined {
  if (!/\/images\/[^?#]+\.webp$/i.test(url) || /^(blob|data):/i.test(url)) return undefined;
  return imageWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `${url}?w=${width} ${width}w`)
    .join(', ');
}

/** `sizes` for the card grids: one column on phones, two from 640 px, `columns` from 1024 px. */
export function gridImageSizes(columns: 3 | 4): string {
  const desktop = columns === 3 ? '384px' : '288px';
  return `(min-width: 1024px) ${desktop}, (min-width: 640px) 50vw, 100vw`;
}
