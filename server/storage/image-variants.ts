import sharp from 'sharp';
import type { ImageStorage, StoredImage } from './image-storage.ts';

/**
 * Narrower copies of stored images for `srcset` (issue 10): a 2000 px upload shown in a 400 px
 * card would cost a phone ten times the bytes it needs. A copy is made on first request
 * (`GET /images/{path}?w=480`), stored next to the originals under `variants/w{width}/` and
 * served from there afterwards. Only the widths below exist, so no request can make the server
 * resize to arbitrary sizes or fill the disk; any other `w` gets the original.
 */
export const variantWidths = [320, 480, 640, 960, 1280] as const;
export type VariantWidth = (typeof variantWidths)[number];

const variantQuality = 78;

export function parseVariantWidth(value: string | undefined): VariantWidth | null {
  if (value === undefined || !/^[1-9]\d{2,3}$/.test(value)) return null;
  return variantWidths.find((width) => width === Number(value)) ?? null;
}

export const variantContentType = 'image/webp';

/**
 * The WebP copy of `original` at `width`, or null when the original itself is the better answer:
 * narrower already, animated (a resize would keep only the first frame), unreadable by sharp (served
 * as it is, as it always was) or a copy that came out larger (rare, tiny flat images).
 */
export async function narrowerCopy(
  original: Uint8Array,
  width: VariantWidth,
): Promise<Uint8Array | null> {
  let body: Uint8Array;
  try {
    const { width: originalWidth = 0, pages = 1 } = await sharp(original).metadata();
    if (originalWidth <= width || pages > 1) return null;
    body = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: variantQuality })
      .toBuffer();
  } catch {
    return null;
  }
  return body.byteLength >= original.byteLength ? null : body;
}

/** Whether a path is already a variant (never resized again). */
export const isVariant = (path: string) => path.startsWith('variants/');

/** Only WebP originals get narrower copies (what uploads store). */
export const hasVariants = (path: string) => !isVariant(path) && path.endsWith('.webp');

export const variantPath = (path: string, width: VariantWidth) => `variants/w${width}/${path}`;

export function createImageVariants(storage: ImageStorage) {
  // One resize per (path, width) at a time: a page of twelve cards asks for each once.
  const pending = new Map<string, Promise<StoredImage | null>>();

  async function create(path: string, width: VariantWidth): Promise<StoredImage | null> {
    const original = await storage.get(path);
    if (!original) return null;
    const body = await narrowerCopy(original.body, width);
    if (!body) return original;
    await storage.put(variantPath(path, width), body, variantContentType);
    return { body, contentType: variantContentType, size: body.byteLength, modifiedAt: new Date() };
  }

  return {
    /** The image at `width` (made on first use), the original when no narrower copy helps. */
    async get(path: string, width: VariantWidth | null): Promise<StoredImage | null> {
      if (width === null || !hasVariants(path)) return storage.get(path);
      const stored = await storage.get(variantPath(path, width));
      if (stored) return stored;
      const key = `${width}:${path}`;
      let job = pending.get(key);
      if (!job) {
        job = create(path, width).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return job;
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
