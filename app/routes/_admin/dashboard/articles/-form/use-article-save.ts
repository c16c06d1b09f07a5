import { useActor } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createArticleSaveMachine } from '../../../../../../machines/article-save.machine';
import {
  createArticleFromForm,
  updateArticleFromForm,
} from '../../../../../../server/functions/article-form.functions';
import type { ArticleFields } from '../../../../../lib/article-fields.schema';
import { unwrapResult } from '../../../../../lib/save-error';
import { uploadArticleImages } from '../../../../../queries/article-images.upload';

const articleSaveMachine = createArticleSaveMachine<File>();

/** The wiring of the save machine's four effects to our server (STYLE: actors provided here). */
function wire(onProgress: (fraction: number | null) => void) {
  return articleSaveMachine.provide({
    actors: {
      create: fromPromise(async ({ input }) =>
        unwrapResult(await createArticleFromForm({ data: { fields: input } })),
      ),
      update: fromPromise(async ({ input: { id, fields, version } }) =>
        unwrapResult(await updateArticleFromForm({ data: { id, fields, version } })),
      ),
      upload: fromPromise(async ({ input: { titre, files } }) => {
        onProgress(0);
        try {
          return await uploadArticleImages(titre, files, onProgress);
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

/** The save flow of the article form (SPEC §4), with the upload progress (0..1, null when idle). */
export function useArticleSave(input: {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [machine] = useState(() => wire(setProgress));
  const [snapshot, send] = useActor(machine, { input });
  return { snapshot, send, progress };
}
