import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { DraftFiles } from '#app/lib/draft-files.ts';
import { readFormDraft } from '#app/lib/form-draft.ts';
import * as localDraft from '#app/lib/local-draft.ts';
import { browserStorage } from '#app/lib/safe-storage.ts';

export type OfferedProductDraft<TFields> = localDraft.OfferedDraft<TFields>;

/**
 * Issue 20 point 3: the article form's draft protection for the product forms. The form is copied
 * to this browser as the editor types (fields in localStorage, picked images in IndexedDB), and a
 * copy left by a reload or a closed tab is offered back when the form opens again. `key` is null
 * until the form shows its values (the edit form loads first).
 */
export function useProductDraft<TFields>(input: {
  key: string | null;
  schema: v.GenericSchema<unknown, TFields>;
  fields: TFields;
  version: string | null;
  files: DraftFiles;
  dirty: boolean;
  /** Whether restoring these fields would change what the form shows. */
  differs: (fields: TFields) => boolean;
  /** The save ended well: the draft has done its job and goes. */
  done: boolean;
  /** Puts an offered draft back into the form (its fields and picked files). */
  apply: (offered: OfferedProductDraft<TFields>) => void;
}) {
  const { key, schema, fields, version, files, dirty, differs, done, apply } = input;
  const [offered, setOffered] = useState<OfferedProductDraft<TFields> | null>(null);
  const [readKey, setReadKey] = useState<string | null>(null);

  // Once per form, on the client: the copy it left behind, if it says something else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the form as first shown counts
  useEffect(() => {
    if (key === null) return;
    const draft = readFormDraft(browserStorage(), key, schema);
    if (!draft) {
      setReadKey(key);
      return;
    }
    let live = true;
    void localDraft.readFiles(key).then((picked) => {
      if (!live) return;
      if (picked || differs(draft.fields)) setOffered({ ...draft, files: picked });
      setReadKey(key);
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    const store = browserStorage();
    if (!store || key === null || readKey !== key || !dirty || offered) return;
    const timer = setTimeout(() => {
      localDraft.write(store, key, { fields, version, savedAt: new Date() }, files);
    }, localDraft.delayMs);
    return () => clearTimeout(timer);
  }, [key, readKey, fields, version, files, dirty, offered]);

  const clear = () => {
    if (key !== null) localDraft.clear(key);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the save has ended
  useEffect(() => {
    if (done) clear();
  }, [done]);

  return {
    offered,
    restore: () => {
      if (!offered) return;
      apply(offered);
      setOffered(null);
    },
    dismiss: () => {
      clear();
      setOffered(null);
    },
    clear,
  };
}
