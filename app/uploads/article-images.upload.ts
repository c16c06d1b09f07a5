import * as v from 'valibot';
import { postFormWithProgress } from './xhr-form.ts';

const UploadResponse = v.object({ images: v.array(v.string()) });

/**
 * SPEC §7 "upload" through our own server route (/uploads/articles), with progress. Resolves with
 * the stored paths in the order of the files; rejects with a SaveError.
 */
export async function uploadArticleImages(
  titre: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const form = new FormData();
  form.set('titre', titre);
  for (const file of files) form.append('images[]', file, file.name);
  const { images } = await postFormWithProgress(
    '/uploads/articles',
    form,
    UploadResponse,
    onProgress,
    signal,
  );
  return images;
}

/**
 * Issue 20 point 2: removes the article a save created when the editor left before that save
 * ended (app/routes/uploads.articles.$id.ts). `keepalive` lets the request leave even from a
 * closing tab.
 */
export function dropAbandonedArticle(id: number) {
  return fetch(`/uploads/articles/${id}`, { method: 'DELETE', keepalive: true }).catch(
    () => undefined,
  );
}
