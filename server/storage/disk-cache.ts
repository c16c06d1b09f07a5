import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { absentCodes, contentTypeFor, errorCode, extensionFor } from './image-storage.ts';

/**
 * A bounded on-disk cache of immutable bytes (docs/decisions/017): each instance keeps the images
 * it served from the database, so a hot image is read from PostgreSQL once per instance. Keys name
 * content that never changes (a blob hash and a width), so an entry is never stale; past
 * `maxBytes` the least recently used entries are deleted. Wiping the folder loses nothing: every
 * entry is a copy of what the database holds.
 */
export interface DiskCache {
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** Keeps `body` under `key`; an entry larger than the whole cache is not kept. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Bytes and entries held now. */
  usage(): { bytes: number; entries: number };
}

/** A key is safe as a file name: letters, digits and dashes, e.g. `{sha256}-w480`. */
const keyPattern = /^[a-z0-9][a-z0-9-]{0,127}$/;

interface Entry {
  file: string;
  size: number;
  contentType: string;
}

export async function openDiskCache(options: {
  dir: string;
  maxBytes: number;
}): Promise<DiskCache> {
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true });
  // Map order is recency order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    bytes -= entry.size;
    return entry;
  };

  const remember = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    bytes += entry.size;
  };

  async function evict(): Promise<void> {
    for (const [key] of entries) {
      if (bytes <= options.maxBytes) return;
      const entry = forget(key);
      if (entry) await rm(path.join(dir, entry.file), { force: true });
    }
  }

  // What an earlier run left: oldest written first, so recency survives a restart roughly.
  const found: { key: string; entry: Entry; mtimeMs: number }[] = [];
  for (const file of await readdir(dir)) {
    const full = path.join(dir, file);
    const extension = path.extname(file);
    const key = file.slice(0, file.length - extension.length);
    // A write cut short by a crash (temp files start with a dot) or a stranger: removed.
    if (!keyPattern.test(key) || extensionFor(contentTypeFor(file)) !== extension) {
      await rm(full, { force: true, recursive: true });
      continue;
    }
    const stats = await stat(full);
    const entry = { file, size: stats.size, contentType: contentTypeFor(file) };
    found.push({ key, entry, mtimeMs: stats.mtimeMs });
  }
  found.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { key, entry } of found) remember(key, entry);
  await evict();

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      try {
        const body = await readFile(path.join(dir, entry.file));
        remember(key, entry);
        return { body, contentType: entry.contentType };
      } catch (error) {
        // Wiped from under us: a miss, and the database still has it.
        if (!absentCodes.has(String(errorCode(error)))) throw error;
        if (entries.get(key) === entry) forget(key);
        return null;
      }
    },

    async put(key, body, contentType) {
      if (!keyPattern.test(key)) throw new Error(`Refused cache key: ${JSON.stringify(key)}`);
      if (body.byteLength > options.maxBytes) return;
      const file = `${key}${extensionFor(contentType)}`;
      const temporary = path.join(dir, `.${file}.${randomUUID()}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, path.join(dir, file));
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      remember(key, { file, size: body.byteLength, contentType: contentTypeFor(file) });
      await evict();
    },

    usage: () => ({ bytes, entries: entries.size }),
  };
}
