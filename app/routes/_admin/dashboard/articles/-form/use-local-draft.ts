import { useEffect, useState } from 'react';
import { articleDraftKey, readDraft, shouldOfferDraft } from '#app/lib/article-draft.ts';
import type { DraftFiles } from '#app/lib/draft-files.ts';
import * as localDraft from '#app/lib/local-draft.ts';
import { browserStorage } from '#app/lib/safe-storage.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';

/** A draft offered back, with the images that were picked (issue 20 point 3). */
export type OfferedDraft = localDraft.OfferedDraft<ArticleFields>;

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
    void localDraft.readFiles(key).then((picked) => {
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
      const draft = { fields, version, savedAt: new Date() };
      localDraft.write(store, articleDraftKey(articleId), draft, files);
      // The article exists now (created, then its upload failed): one draft, under its id.
      if (articleId !== null) localDraft.clear(articleDraftKey(null));
    }, localDraft.delayMs);
    return () => clearTimeout(timer);
  }, [articleId, version, fields, files, dirty, offered]);

  const clear = (id: number | null) => localDraft.clear(articleDraftKey(id));

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
