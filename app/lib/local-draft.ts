/**
 * Issue 20 point 3: what both back-office draft hooks (articles, products) do with a draft: the
 * form's fields go to localStorage (form-draft.ts), its picked images to IndexedDB
 * (draft-files.ts), both under the draft's one key. Nothing here throws.
 */
import {
  clearDraftFiles,
  type DraftFiles,
  hasDraftFiles,
  readDraftFiles,
  writeDraftFiles,
} from './draft-files.ts';
import { clearFormDraft, type FormDraft, writeFormDraft } from './form-draft.ts';
import { browserStorage, type StorageLike } from './safe-storage.ts';

/** A draft offered back, with the images that were picked. */
export type OfferedDraft<TFields> = FormDraft<TFields> & { files: DraftFiles | null };

/** The form is copied this long after the editor's last change. */
export const delayMs = 500;

/** The images kept with the draft under `key`, or null when none was picked. */
export async function readFiles(key: string): Promise<DraftFiles | null> {
  const saved = await readDraftFiles(key);
  return hasDraftFiles(saved) ? saved : null;
}

export function write<TFields>(
  storage: StorageLike,
  key: string,
  draft: FormDraft<TFields>,
  files: DraftFiles,
): void {
  writeFormDraft(storage, key, draft);
  void writeDraftFiles(key, files);
}

export function clear(key: string): void {
  clearFormDraft(browserStorage(), key);
  void clearDraftFiles(key);
}
