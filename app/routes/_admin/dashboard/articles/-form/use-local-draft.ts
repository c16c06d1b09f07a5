import { useEffect, useState } from 'react';
import {
  articleDraftKey,
  clearDraft,
  type Draft,
  readDraft,
  shouldOfferDraft,
  writeDraft,
} from '../../../../../lib/article-draft';
import type { ArticleFields } from '../../../../../lib/article-fields.schema';
import { browserStorage } from '../../../../../lib/safe-storage';

const draftDelayMs = 500;

/**
 * Issue 7: the form is copied to this browser's storage as the editor types (per article), and a
 * copy left by a crash or a closed tab is offered back when the form opens again.
 */
export function useLocalDraft(input: {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
  dirty: boolean;
}) {
  const { articleId, version, fields, dirty } = input;
  const [offered, setOffered] = useState<Draft | null>(null);

  // Once, on the client: the draft this form left behind, if it says something else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the form as first shown counts
  useEffect(() => {
    const store = browserStorage();
    if (!store) return;
    const draft = readDraft(store, articleDraftKey(articleId));
    if (draft && shouldOfferDraft(draft, fields)) setOffered(draft);
  }, []);

  useEffect(() => {
    const store = browserStorage();
    if (!store || !dirty || offered) return;
    const timer = setTimeout(() => {
      writeDraft(store, articleDraftKey(articleId), { fields, version, savedAt: new Date() });
      // The article exists now (created, then its upload failed): one draft, under its id.
      if (articleId !== null) clearDraft(store, articleDraftKey(null));
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [articleId, version, fields, dirty, offered]);

  return {
    offered,
    dismiss: () => {
      const store = browserStorage();
      if (store) clearDraft(store, articleDraftKey(articleId));
      setOffered(null);
    },
    accept: () => setOffered(null),
    clearAll: (id: number | null) => {
      const store = browserStorage();
      if (!store) return;
      clearDraft(store, articleDraftKey(null));
      if (id !== null) clearDraft(store, articleDraftKey(id));
    },
  };
}
