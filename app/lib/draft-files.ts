/**
 * Issue 20 point 3: the images picked in a form, kept with its local draft so a reload or a closed
 * tab does not lose them. Files do not fit in localStorage: they go to IndexedDB (idb-keyval),
 * under the draft's own key. Like safe-storage, nothing here throws: a browser without IndexedDB
 * (or refusing it) simply keeps no images, and what is read back is checked with valibot.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

/** The picked files of one form, by picker (e.g. `{ main: [file], gallery: [a, b] }`). */
export type DraftFiles = Record<string, File[]>;

const DraftFilesSchema = v.record(v.string(), v.array(v.instance(File)));

let store: UseStore | null | undefined;
function filesStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('brouillons', 'images');
    } catch {
      store = null;
    }
  }
  return store;
}

export const hasDraftFiles = (files: DraftFiles | null) =>
  files !== null && Object.values(files).some((list) => list.length > 0);

/** What was stored, if it is files by picker; anything else (absent, foreign) is null. */
export function parseDraftFiles(stored: unknown): DraftFiles | null {
  const parsed = v.safeParse(DraftFilesSchema, stored);
  return parsed.success ? parsed.output : null;
}

export async function readDraftFiles(key: string): Promise<DraftFiles | null> {
  const idb = filesStore();
  if (!idb) return null;
  try {
    return parseDraftFiles(await get(key, idb));
  } catch {
    return null;
  }
}

/** Keeps `files` under `key` (no picked file: the entry is removed). */
export async function writeDraftFiles(key: string, files: DraftFiles): Promise<boolean> {
  const idb = filesStore();
  if (!idb) return false;
  try {
    if (hasDraftFiles(files)) await set(key, files, idb);
    else await del(key, idb);
    return true;
  } catch {
    return false;
  }
}

export async function clearDraftFiles(key: string): Promise<void> {
  const idb = filesStore();
  if (!idb) return;
  try {
    await del(key, idb);
  } catch {
    // Nothing to do: the entry stays until the next write or clear.
  }
}
