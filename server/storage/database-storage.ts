import { createHash } from 'node:crypto';
import type { Database } from '#server/db/connection.ts';
import {
  deleteImage,
  findImage,
  findVariant,
  type ImageBlobInfo,
  readBlob,
  saveImage,
  saveVariant,
} from '#server/db/repositories/images.repository.ts';
import { type ImageStorage, isSafeImagePath, type StoredImage } from './image-storage.ts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Images as PostgreSQL blobs (docs/decisions/017): the `ImageStorage` calls every caller uses,
 * plus what the serving side needs to cache by content (a blob's hash never changes its bytes).
 */
export interface BlobImageStorage extends ImageStorage {
  /** The blob behind a path, without its bytes; null when absent or not a safe path. */
  describe(relativePath: string): Promise<ImageBlobInfo | null>;
  readBlob(sha256: string): Promise<Uint8Array | null>;
  getVariant(
    sha256: string,
    width: number,
  ): Promise<{ body: Uint8Array; contentType: string } | null>;
  putVariant(sha256: string, width: number, body: Uint8Array, contentType: string): Promise<void>;
}

function refuseUnsafe(relativePath: string): void {
  if (!isSafeImagePath(relativePath)) {
    throw new Error(`Refused image path: ${JSON.stringify(String(relativePath).slice(0, 80))}`);
  }
}

export function createDatabaseStorage(db: Database): BlobImageStorage {
  const describe = (relativePath: string) =>
    isSafeImagePath(relativePath) ? findImage(db, relativePath) : Promise.resolve(null);

  return {
    async put(relativePath, bytes, contentType) {
      refuseUnsafe(relativePath);
      await saveImage(db, { path: relativePath, sha256: sha256Hex(bytes), bytes, contentType });
    },

    async get(relativePath): Promise<StoredImage | null> {
      const info = await describe(relativePath);
      // The blob can go between the two reads (its last path deleted): absent, as after.
      const body = info && (await readBlob(db, info.sha256));
      if (!info || !body) return null;
      return {
        body,
        contentType: info.contentType,
        size: body.byteLength,
        modifiedAt: info.storedAt,
      };
    },

    async delete(relativePath) {
      refuseUnsafe(relativePath);
      await deleteImage(db, relativePath);
    },

    describe,
    readBlob: (sha256) => readBlob(db, sha256),

    async getVariant(sha256, width) {
      const variant = await findVariant(db, sha256, width);
      return variant && { body: variant.bytes, contentType: variant.contentType };
    },

    putVariant: (sha256, width, body, contentType) =>
      saveVariant(db, { sha256, width, bytes: body, contentType }),
  };
}
