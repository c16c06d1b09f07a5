import type { Dirent } from 'node:fs';
import { readdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '#server/db/connection.ts';
import { listImagePaths } from '#server/db/repositories/images.repository.ts';
import { createDatabaseStorage, sha256Hex } from './database-storage.ts';
import {
  absentCodes,
  contentTypeFor,
  createFileSystemStorage,
  errorCode,
  isSafeImagePath,
} from './image-storage.ts';
import { isVariant } from './image-variants.ts';

export type MigrationTarget = 'database' | 'files';

export interface MigrationReport {
  /** Copied, verified by hash, then removed from the source. */
  moved: number;
  /** Already at the target with the same bytes (an earlier, interrupted run): removed from the source. */
  alreadyThere: number;
  /** At the target with other bytes: both left as they are, listed in `conflictPaths`. */
  conflicts: number;
  conflictPaths: string[];
  /** Files not moved: `?w=` copies (made again on demand) and names that are not image paths. */
  skipped: number;
}

/**
 * `npm run images:migrate` (docs/decisions/017): moves every image between DATA_DIR/images and
 * the PostgreSQL store, one at a time. Idempotent and resumable: a source is removed only after its
 * copy at the target was read back and hashed, so a run stopped anywhere is finished by the next.
 */
export async function migrateImages(options: {
  db: Database;
  imagesDir: string;
  to: MigrationTarget;
  onProgress?: (path: string, outcome: 'moved' | 'alreadyThere' | 'conflict') => void;
}): Promise<MigrationReport> {
  const files = createFileSystemStorage(options.imagesDir);
  const database = createDatabaseStorage(options.db);
  const report: MigrationReport = {
    moved: 0,
    alreadyThere: 0,
    conflicts: 0,
    conflictPaths: [],
    skipped: 0,
  };
  const [source, target] = options.to === 'database' ? [files, database] : [database, files];

  async function move(relativePath: string): Promise<void> {
    const original = await source.get(relativePath);
    if (!original) return;
    const hash = sha256Hex(original.body);
    const existing = await target.get(relativePath);
    let outcome: 'moved' | 'alreadyThere' | 'conflict';
    if (existing) {
      outcome = sha256Hex(existing.body) === hash ? 'alreadyThere' : 'conflict';
    } else {
      // Files keep no content type: the extension says it, as it does when files are served.
      const contentType =
        options.to === 'database' ? contentTypeFor(relativePath) : original.contentType;
      await target.put(relativePath, original.body, contentType);
      const copy = await target.get(relativePath);
      if (!copy || sha256Hex(copy.body) !== hash) {
        throw new Error(`The copy of ${relativePath} does not match its source: nothing removed.`);
      }
      outcome = 'moved';
    }
    if (outcome === 'conflict') {
      report.conflicts += 1;
      report.conflictPaths.push(relativePath);
    } else {
      await source.delete(relativePath);
      report[outcome] += 1;
    }
    options.onProgress?.(relativePath, outcome);
  }

  if (options.to === 'database') {
    for await (const relativePath of walkFiles(options.imagesDir)) {
      if (isSafeImagePath(relativePath) && !isVariant(relativePath)) await move(relativePath);
      else report.skipped += 1;
    }
    await removeEmptyFolders(options.imagesDir, '');
  } else {
    // Moved paths leave the table, so each page starts after the last path seen, moved or not.
    let after = '';
    for (;;) {
      const page = await listImagePaths(options.db, after, 100);
      for (const relativePath of page) await move(relativePath);
      const last = page.at(-1);
      if (last === undefined) break;
      after = last;
    }
  }
  return report;
}

/** Relative paths (with '/') of the regular files under `root`, in name order. */
export async function* walkFiles(root: string, relative = ''): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if (absentCodes.has(String(errorCode(error)))) return;
    throw error;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walkFiles(root, child);
    else if (entry.isFile()) yield child;
  }
}

/** Removes the folders a move emptied (the image root stays). */
async function removeEmptyFolders(root: string, relative: string): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    await removeEmptyFolders(root, child);
    await rmdir(path.join(root, child)).catch(() => undefined);
  }
}
