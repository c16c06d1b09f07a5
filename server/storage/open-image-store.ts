import path from 'node:path';
import { imageCache } from '#config';
import type { DatabaseHandle } from '#server/db/connection.ts';
import { createDatabaseStorage } from './database-storage.ts';
import { openDiskCache } from './disk-cache.ts';
import { createFileSystemStorage, type ImageStorage } from './image-storage.ts';
import { createImageVariants, type ImageVariants } from './image-variants.ts';
import { createSharedImageVariants } from './shared-variants.ts';

export interface ImageStore {
  storage: ImageStorage;
  /** What GET /images/{path}[?w=] serves. */
  variants: ImageVariants;
}

/**
 * Where uploaded images live (docs/decisions/017): in PostgreSQL, shared by every instance, with a
 * bounded cache of served images under DATA_DIR/cache/variants; on the embedded database, files
 * under DATA_DIR/images (variants under DATA_DIR/images/variants).
 */
export async function openImageStore(
  database: DatabaseHandle,
  dataDir: string,
): Promise<ImageStore> {
  if (database.kind === 'postgres') {
    const storage = createDatabaseStorage(database.db);
    const cache = await openDiskCache({
      dir: path.resolve(dataDir, 'cache', 'variants'),
      maxBytes: imageCache.maxMegabytes * 1024 * 1024,
    });
    return { storage, variants: createSharedImageVariants(storage, cache) };
  }
  const storage = createFileSystemStorage(path.resolve(dataDir, 'images'));
  return { storage, variants: createImageVariants(storage) };
}
