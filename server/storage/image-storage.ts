import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  body: Uint8Array;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded images live (docs/decisions/017): files under DATA_DIR/images on the embedded
 * default, PostgreSQL blobs with DATABASE_URL (server/storage/database-storage.ts). Kept to three
 * calls so another store (an S3-compatible bucket: PUT/GET/DELETE on `relativePath` as the object
 * key) can be added without touching callers. A driver must:
 * - refuse (throw on put/delete, null on get) any path `isSafeImagePath` rejects;
 * - make `put` atomic: a reader sees the old bytes or the new ones, never part of them;
 * - treat a path's bytes as immutable once served (URLs are cached for a year).
 */
export interface ImageStorage {
  put(relativePath: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Resolves to null when the image is absent or the path is not a safe image path. */
  get(relativePath: string): Promise<StoredImage | null>;
  /** Succeeds silently when the image is already absent. */
  delete(relativePath: string): Promise<void>;
}

const maxPathLength = 300;
// A segment can never start with '.', which rules out '.', '..' and hidden files in one rule.
const segmentPattern = /^[a-z0-9][a-z0-9._-]*$/i;

export function isSafeImagePath(relativePath: string): boolean {
  if (typeof relativePath !== 'string') return false;
  if (relativePath.length === 0 || relativePath.length > maxPathLength) return false;
  return relativePath.split('/').every((segment) => segmentPattern.test(segment));
}

const contentTypes: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type a file name says (what a filesystem, which keeps none, serves). */
export function contentTypeFor(relativePath: string): string {
  return contentTypes[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The file extension for a content type (`.bin` for any other), the inverse of `contentTypeFor`. */
export function extensionFor(contentType: string): string {
  const match = Object.entries(contentTypes).find(([, type]) => type === contentType);
  return match ? match[0] : '.bin';
}

export function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

// Codes meaning "nothing readable there": missing file, a file where a directory was expected,
// or a directory where a file was expected.
export const absentCodes = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export function createFileSystemStorage(rootDir: string): ImageStorage {
  const root = path.resolve(rootDir);

  // Second line of defence: even a path that passed the pattern must land inside the root.
  function resolveInside(relativePath: string): string | null {
    if (!isSafeImagePath(relativePath)) return null;
    const absolute = path.resolve(root, relativePath);
    return absolute.startsWith(root + path.sep) ? absolute : null;
  }

  function resolveOrThrow(relativePath: string): string {
    const absolute = resolveInside(relativePath);
    if (absolute === null) {
      throw new Error(`Refused image path: ${JSON.stringify(String(relativePath).slice(0, 80))}`);
    }
    return absolute;
  }

  return {
    // The content type is not kept: a filesystem has nowhere to put it, so get() derives it
    // from the extension instead.
    async put(relativePath, bytes) {
      const target = resolveOrThrow(relativePath);
      const directory = path.dirname(target);
      await mkdir(directory, { recursive: true });
      // The leading dot makes the temp name an invalid image path, so readers can never see
      // a half-written file and no valid path can collide with it.
      const temporary = path.join(directory, `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(relativePath) {
      const target = resolveInside(relativePath);
      if (target === null) return null;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(target, 'r');
      } catch (error) {
        if (absentCodes.has(String(errorCode(error)))) return null;
        throw error;
      }
      try {
        // Stat and read through one handle so size and body describe the same file even if
        // it is replaced concurrently.
        const stats = await handle.stat();
        if (!stats.isFile()) return null;
        const body = await handle.readFile();
        return {
          body,
          contentType: contentTypeFor(target),
          size: body.byteLength,
          modifiedAt: stats.mtime,
        };
      } catch (error) {
        if (absentCodes.has(String(errorCode(error)))) return null;
        throw error;
      } finally {
        await handle.close();
      }
    },

    async delete(relativePath) {
      const target = resolveOrThrow(relativePath);
      try {
        await unlink(target);
      } catch (error) {
        if (absentCodes.has(String(errorCode(error)))) return;
        throw error;
      }
    },
  };
}
