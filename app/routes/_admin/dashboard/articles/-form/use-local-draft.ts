import { useEffect, useState } from 'react';
import {
  articleDraftKey,
  clearDraft,
  type Draft,
  readDraft,
  shouldOfferDraft,
  writeDraft,
} from '#app/lib/article-draft.ts';
import {
  clearDraftFiles,
  type DraftFiles,
  hasDraftFiles,
  readDraftFiles,
  writeDraftFiles,
} from '#app/lib/draft-files.ts';
import { browserStorage } from '#app/lib/safe-storage.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';

const draftDelayMs = 500;

/** A draft offered back, with the images that were picked (issue 20 point 3). */
export type OfferedDraft = Draft & { files: DraftFiles | null };

/**
 * Issue 7: the form is copied to this browser's storage as the editor types (per article), and a
 * copy left by a crash or a closed tab is offered back when the form opens again. Issue 20 point
 * 3: the picked images go with it (IndexedDB, app/lib/draft-files.ts).
 */
export function useLocalDraft(input: {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
  files: DraftFiles;
  dirty: boolean;
}) {
  const { articleId, version, fields, files, dirty } = input;
  const [offered, setOffered] = useState<OfferedDraft | null>(null);

  // Once, on the client: the draft this form left behind, if it says something else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the form as first shown counts
  useEffect(() => {
    const store = browserStorage();
    if (!store) return;
    const key = articleDraftKey(articleId);
    const draft = readDraft(store, key);
    if (!draft) return;
    let live = true;
    void readDraftFiles(key).then((saved) => {
      const picked = hasDraftFiles(saved) ? saved : null;
      if (live && (picked || shouldOfferDraft(draft, fields))) {
        setOffered({ ...draft, files: picked });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const store = browserStorage();
    if (!store || !dirty || offered) return;
    const timer = setTimeout(() => {
      const key = articleDraftKey(articleId);
      writeDraft(store, key, { fields, version, savedAt: new Date() });
      void writeDraftFiles(key, files);
      // The article exists now (created, then its upload failed): one draft, under its id.
      if (articleId !== null) {
        clearDraft(store, articleDraftKey(null));
        void clearDraftFiles(articleDraftKey(null));
      }
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [articleId, version, fields, files, dirty, offered]);

  const clear = (id: number | null) => {
    const store = browserStorage();
    if (store) clearDraft(store, articleDraftKey(id));
    void clearDraftFiles(articleDraftKey(id));
  };

  return {
    offered,
    dismiss: () => {
      clear(articleId);
      setOffered(null);
    },
    accept: () => setOffered(null),
    clearAll: (id: number | null) => {
      clear(null);
      if (id !== null) clear(id);
    },
  };
}
