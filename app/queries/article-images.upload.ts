import * as v from 'valibot';
import { SaveError } from '../lib/save-error';

const UploadResponse = v.object({ images: v.array(v.string()) });
const ErrorResponse = v.object({
  error: v.object({ code: v.optional(v.string()), message: v.optional(v.string()) }),
});

const unreachable =
  'Le serveur ne répond pas. Vos modifications sont conservées : réessayez dans un instant.';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * SPEC §7 "upload" through our own server route (/uploads/articles), with XMLHttpRequest because
 * fetch cannot report upload progress: `onProgress` receives 0..1 as the bytes leave the browser.
 * Resolves with the stored paths in the order of the files; rejects with a SaveError.
 */
export function uploadArticleImages(
  titre: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const form = new FormData();
  form.set('titre', titre);
  for (const file of files) form.append('images[]', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/uploads/articles');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new SaveError(0, unreachable));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = v.safeParse(UploadResponse, body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.output.images);
        } else reject(new SaveError(502, "Réponse inattendue du serveur après l'upload."));
        return;
      }
      const error = v.safeParse(ErrorResponse, body);
      const detail = error.success ? error.output.error : {};
      reject(
        new SaveError(
          request.status,
          detail.message ?? `HTTP ${request.status}: ${request.statusText}`,
          detail.code ?? null,
        ),
      );
    };
    request.send(form);
  });
}
