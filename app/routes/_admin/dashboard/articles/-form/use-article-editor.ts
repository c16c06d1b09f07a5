import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fieldsForSave, isDirty } from '#app/lib/article-form.ts';
import { articleSaveInProgress } from '#app/lib/save-in-progress.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { saveMessages } from '#domain/article-save.rules.ts';
import { loadArticleForEdit } from '#server/functions/article-form.functions.ts';
import { useArticleFormState } from './use-article-form-state.ts';
import { useArticleSave } from './use-article-save.ts';
import { useLocalDraft } from './use-local-draft.ts';

export interface ArticleEditorInput {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
}

/**
 * Everything the article form does besides drawing itself: its state, the save machine, the
 * toasts and the return to the list (SPEC §4, §8), the local draft and the conflict reload.
 */
export function useArticleEditor(input: ArticleEditorInput) {
  const [state, dispatch] = useArticleFormState(input.fields);
  const [baseline, setBaseline] = useState(input.fields);
  const { snapshot, send, progress, creates } = useArticleSave(input);
  const navigate = useNavigate();
  const { articleId, error, outcome } = snapshot.context;
  const done = snapshot.status === 'done';
  const pendingCount = (state.mainFile ? 1 : 0) + state.galleryFiles.length;
  const dirty = !done && isDirty(baseline, state.fields, pendingCount);
  const busy = snapshot.hasTag('busy');
  const files = useMemo(
    () => ({ main: state.mainFile ? [state.mainFile] : [], gallery: state.galleryFiles }),
    [state.mainFile, state.galleryFiles],
  );
  const draft = useLocalDraft({
    articleId,
    version: snapshot.context.version,
    fields: state.fields,
    files,
    // Not during a save: an article it creates is removed again if the editor leaves before it
    // ends, so the draft stays under "new" until the save is over (issue 20 point 2).
    dirty: dirty && !busy,
  });
  const [reloading, setReloading] = useState(false);

  // A failed step lands back in "editing" with its message: say it every time, even twice.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && error && snapshot.matches('editing')) toast.error(error);
    wasBusy.current = busy;
  }, [busy, error, snapshot]);

  // Once a save flagged fields, each change checks them again (issue 20): fixed ones lose their
  // message and the summary goes when none is left.
  const flagged = snapshot.context.flagged.length > 0;
  useEffect(() => {
    if (flagged) send({ type: 'edit', fields: state.fields });
  }, [flagged, state.fields, send]);

  const finished = useRef(false);
  useEffect(() => {
    if (!done || !outcome || finished.current) return;
    finished.current = true;
    draft.clearAll(articleId);
    toast.success(saveMessages[outcome]);
    void navigate({ to: '/dashboard/articles' });
  }, [done, outcome, articleId, draft.clearAll, navigate]);

  function save(statut: ArticleFields['statut'] = state.fields.statut) {
    if (statut !== state.fields.statut) dispatch({ type: 'statut', value: statut });
    send({
      type: 'save',
      fields: fieldsForSave({ ...state.fields, statut }, new Date()),
      pending: { main: state.mainFile, gallery: state.galleryFiles },
    });
  }

  async function reloadSaved() {
    if (articleId === null) return;
    setReloading(true);
    try {
      const saved = await loadArticleForEdit({ data: { id: articleId } });
      dispatch({ type: 'replace', fields: saved.fields });
      setBaseline(saved.fields);
      // In a conflict, the saved copy ends it; while editing (after a restore or the images
      // panel saved, issue 24), its new version.
      if (snapshot.matches('conflict')) {
        send({ type: 'reload', version: saved.version, fields: saved.fields });
      } else send({ type: 'rebase', version: saved.version });
    } catch {
      toast.error("Impossible de recharger l'article. Veuillez réessayer.");
    } finally {
      setReloading(false);
    }
  }

  function restoreDraft() {
    const offered = draft.offered;
    if (!offered) return;
    dispatch({ type: 'replace', fields: offered.fields });
    // Issue 20 point 3: the images picked before the reload come back, still to be uploaded.
    const [main] = offered.files?.main ?? [];
    if (main) dispatch({ type: 'main.choose', file: main });
    const [first, ...rest] = offered.files?.gallery ?? [];
    if (first) dispatch({ type: 'gallery.add', files: [first, ...rest] });
    // Saving the copy is checked against the version it was written from (stale → conflict).
    send({ type: 'rebase', version: offered.version });
    draft.accept();
  }

  return {
    state,
    dispatch,
    snapshot,
    send,
    progress,
    busy,
    dirty,
    saving: articleSaveInProgress(busy, progress, creates),
    save,
    reloading,
    reloadSaved,
    draft: { offered: draft.offered, restore: restoreDraft, dismiss: draft.dismiss },
    discardDraft: () => draft.clearAll(articleId),
  };
}
