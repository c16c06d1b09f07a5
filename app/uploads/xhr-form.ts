import * as v from 'valibot';
import { SaveError } from '../lib/save-error.ts';

const ErrorResponse = v.object({
  error: v.object({
    code: v.optional(v.string()),
    message: v.optional(v.string()),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

/** The code of the SaveError a save cancelled by leaving the page rejects with. */
export const abortedCode = 'aborted';

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
 * Posts a multipart form to one of our /uploads/* routes with XMLHttpRequest, because fetch
 * cannot report upload progress: `onProgress` receives 0..1 as the bytes leave the browser.
 * Resolves with the parsed answer; rejects with a SaveError (status, code, per-field messages).
 *
 * Issue 20 point 2: `signal` (the editor left the page) cancels the request while its body is
 * still going up, and the server, holding an incomplete form, saves nothing (SaveError code
 * `aborted`). Once the whole body is sent the server may already be saving: the request is then
 * left to finish, so its caller can say how it ended.
 */
export function postFormWithProgress<TSchema extends v.GenericSchema>(
  url: string,
  form: FormData,
  schema: TSchema,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let bodySent = false;
    const cancel = () => {
      if (bodySent) return;
      request.abort();
      reject(new SaveError(0, 'Enregistrement annulé : rien n’a été enregistré.', abortedCode));
    };
    if (signal?.aborted) {
      cancel();
      return;
    }
    signal?.addEventListener('abort', cancel, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', cancel);
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => {
      bodySent = true;
    };
    request.onerror = () => reject(new SaveError(0, unreachable));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = v.safeParse(schema, body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.output);
        } else reject(new SaveError(502, 'Réponse inattendue du serveur.'));
        return;
      }
      const error = v.safeParse(ErrorResponse, body);
      const detail = error.success ? error.output.error : {};
      reject(
        new SaveError(
          request.status,
          detail.message ?? `HTTP ${request.status}: ${request.statusText}`,
          detail.code ?? null,
          detail.fields ?? {},
        ),
      );
    };
    request.send(form);
  });
}
