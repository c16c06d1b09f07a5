/**
 * A local draft of a back-office form (articles, products): its fields, the version it was
 * loaded at and when it was written, kept per form in this browser's storage. The storage is
 * passed in and may refuse; nothing here throws (see safe-storage).
 */
import * as v from 'valibot';
import { parseStored, type StorageLike, safeGet, safeRemove, safeSet } from './safe-storage.ts';

export interface FormDraft<TFields> {
  fields: TFields;
  /** The version the form was loaded at (null for a new item). */
  version: string | null;
  savedAt: Date;
}

/** The stored draft of a form whose fields `fields` reads. */
const formDraftSchema = <TFields>(fields: v.GenericSchema<unknown, TFields>) =>
  v.object({
    fields,
    version: v.nullable(v.string()),
    savedAt: v.pipe(
      v.string(),
      v.isoTimestamp(),
      v.transform((text) => new Date(text)),
    ),
  });

function serializeFormDraft<TFields>(draft: FormDraft<TFields>): string {
  return JSON.stringify({
    fields: draft.fields,
    version: draft.version,
    savedAt: draft.savedAt.toISOString(),
  });
}

/** A draft written by this or an older build; anything else (corrupt, foreign) is null. */
export function readFormDraft<TFields>(
  storage: StorageLike | null,
  key: string,
  fields: v.GenericSchema<unknown, TFields>,
): FormDraft<TFields> | null {
  const schema = formDraftSchema(fields);
  return parseStored(
    (data) => {
      const result = v.safeParse(schema, data);
      return result.success ? result.output : null;
    },
    safeGet(storage, key),
  );
}

export function writeFormDraft<TFields>(
  storage: StorageLike | null,
  key: string,
  draft: FormDraft<TFields>,
): boolean {
  return safeSet(storage, key, () => serializeFormDraft(draft));
}

export const clearFormDraft = (storage: StorageLike | null, key: string): boolean =>
  safeRemove(storage, key);
