import { log } from '#server/log/logger.ts';
import type { BlobImageStorage } from './database-storage.ts';
import type { DiskCache } from './disk-cache.ts';
import type { StoredImage } from './image-storage.ts';
import {
  hasVariants,
  type ImageVariants,
  narrowerCopy,
  type VariantWidth,
  variantContentType,
} from './image-variants.ts';

/**
 * What GET /images/{path}[?w=] serves when images live in PostgreSQL (docs/decisions/017). Each
 * request reads the path's row (so a deletion through any instance is seen at once); the bytes come
 * from this instance's disk cache, keyed by blob hash and width, else from the database. A narrower
 * copy is made once for the whole cluster and kept in the database, next to its blob.
 */
export function createSharedImageVariants(
  storage: BlobImageStorage,
  cache: DiskCache,
): ImageVariants {
  // One database read or resize per cache key at a time: a page of twelve cards asks for each once.
  const pending = new Map<string, Promise<{ body: Uint8Array; contentType: string } | null>>();

  function once(
    key: string,
    load: () => Promise<{ body: Uint8Array; contentType: string } | null>,
  ) {
    let job = pending.get(key);
    if (!job) {
      job = (async () => {
        const cached = await cache.get(key);
        if (cached) return cached;
        const loaded = await load();
        // A full or read-only disk costs speed, never the answer: the database has the bytes.
        if (loaded) {
          await cache.put(key, loaded.body, loaded.contentType).catch((error: unknown) => {
            log().error(
              { event: 'images.cache-write-failed', reason: String(error) },
              'image cache write failed',
            );
          });
        }
        return loaded;
      })().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  const original = (sha256: string, contentType: string) =>
    once(`${sha256}-original`, async () => {
      const body = await storage.readBlob(sha256);
      return body && { body, contentType };
    });

  const narrower = (sha256: string, contentType: string, width: VariantWidth) =>
    once(`${sha256}-w${width}`, async () => {
      const stored = await storage.getVariant(sha256, width);
      if (stored) return stored;
      const source = await original(sha256, contentType);
      if (!source) return null;
      const body = await narrowerCopy(source.body, width);
      // The original is the better answer at this width: cached as such here, nothing shared.
      if (!body) return source;
      await storage.putVariant(sha256, width, body, variantContentType);
      return { body, contentType: variantContentType };
    });

  return {
    async get(path: string, width: VariantWidth | null): Promise<StoredImage | null> {
      const info = await storage.describe(path);
      if (!info) return null;
      const image =
        width === null || !hasVariants(path)
          ? await original(info.sha256, info.contentType)
          : await narrower(info.sha256, info.contentType, width);
      return image && { ...image, size: image.body.byteLength, modifiedAt: info.storedAt };
    },
  };
}
