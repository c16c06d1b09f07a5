import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import { unwrapResult } from '#app/lib/save-error.ts';
import { dropAbandonedArticle, uploadArticleImages } from '#app/uploads/article-images.upload.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { createArticleSaveMachine } from '#machines/article-save.machine.ts';
import {
  createArticleFromForm,
  updateArticleFromForm,
} from '#server/functions/article-form.functions.ts';

const articleSaveMachine = createArticleSaveMachine<File>();

/** The article the running save created, until that save ends one way or the other. */
interface CreatedNow {
  current: number | null;
}

/** The wiring of the save machine's four effects to our server (STYLE: actors provided here). */
function wire(onProgress: (fraction: number | null) => void, createdNow: CreatedNow) {
  return articleSaveMachine.provide({
    actors: {
      create: fromPromise(async ({ input, signal }) => {
        const created = unwrapResult(await createArticleFromForm({ data: { fields: input } }));
        createdNow.current = created.id;
        // The editor left while it was being created: it would never get its images.
        if (signal.aborted) void abandon(createdNow);
        return created;
      }),
      update: fromPromise(async ({ input: { id, fields, version } }) =>
        unwrapResult(await updateArticleFromForm({ data: { id, fields, version } })),
      ),
      upload: fromPromise(async ({ input: { titre, files }, signal }) => {
        const existing = createdNow.current === null;
        onProgress(0);
        try {
          // Leaving the form (signal) cancels the upload while it goes up: no image is stored.
          return await uploadArticleImages(titre, files, onProgress, signal);
        } catch (error) {
          if (signal.aborted && existing) {
            toast.info(
              "Envoi des images annulé : le texte de l'article est enregistré, pas les nouvelles images.",
            );
          }
          throw error;
        } finally {
          onProgress(null);
        }
      }),
      attach: fromPromise(async ({ input: { id, version, ...fields } }) =>
        unwrapResult(await updateArticleFromForm({ data: { id, fields, version } })),
      ),
    },
  });
}

/** Removes the article the running save created, and says so on whatever page is shown. */
async function abandon(createdNow: CreatedNow) {
  const id = createdNow.current;
  createdNow.current = null;
  if (id === null) return;
  await dropAbandonedArticle(id);
  toast.info("Enregistrement annulé : l'article n'a pas été créé.");
}

/**
 * The save flow of the article form (SPEC §4), with the upload progress (0..1, null when idle).
 * Issue 20 point 2: leaving (another page, a closed tab) before the save ended cancels it; an
 * article this very save created is removed again, so no half-saved duplicate is left.
 */
export function useArticleSave(input: {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [createdNow] = useState<CreatedNow>(() => ({ current: null }));
  const [machine] = useState(() => wire(setProgress, createdNow));
  const [snapshot, send] = useActor(machine, { input });
  const busy = snapshot.hasTag('busy');

  // The save ended (done, or back to the form with its message): what it created is kept.
  if (!busy) createdNow.current = null;

  const left = useRef(false);
  useEffect(() => {
    const onPageHide = () => {
      left.current = true;
      if (createdNow.current !== null) void dropAbandonedArticle(createdNow.current);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // The form goes away with a save still running (the editor chose to leave).
      if (!left.current) void abandon(createdNow);
    };
  }, [createdNow]);

  // This save creates the article (or has just created it): leaving removes it again.
  const creates = busy && (snapshot.context.articleId === null || createdNow.current !== null);
  return { snapshot, send, progress, creates };
}
