import * as v from 'valibot';
import { SaveError } from '../lib/save-error';

const ErrorResponse = v.object({
  error: v.object({
    code: v.optional(v.string()),
    message: v.optional(v.string()),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
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
 * Posts a multipart form to one of our /uploads/* routes with XMLHttpRequest, because fetch
 * cannot report upload progress: `onProgress` receives 0..1 as the bytes leave the browser.
 * Resolves with the parsed answer; rejects with a SaveError (status, code, per-field messages).
 */
export function postFormWithProgress<TSchema extends v.GenericSchema>(
  url: string,
  form: FormData,
  schema: TSchema,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
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
