import { isHttpError } from '../client/http-error.ts';
import { uploadLimits } from '../storage/image-processing.ts';
import type { SaveResult } from './article-form.server.ts';
import { readSession } from './session.server.ts';

/**
 * What the multipart site routes (/uploads/articles, /uploads/products…) share: they exist so the
 * browser can show upload progress (XHR) while the tokens stay in httpOnly cookies
 * (docs/decisions/005). Cross-site posts never reach them: the request middleware of
 * app/start.ts refuses every cross-site write to a server route. The API checks every file's
 * content; the checks here only refuse early what it would refuse anyway.
 */

// The API's multipart limit (server/api/app.ts): every file at its largest, plus the other fields.
const maxBodyBytes = uploadLimits.maxFiles * uploadLimits.maxFileBytes + 2 * 1024 * 1024;
const maxMegabytes = uploadLimits.maxFileBytes / (1024 * 1024);

/** The API's error shape (`{ error: { code, message, fields? } }`), never cached. */
export function failure(
  status: number,
  code: string,
  message: string,
  options: { headers?: HeadersInit; fields?: Record<string, string> } = {},
): Response {
  const fields = options.fields && Object.keys(options.fields).length > 0 ? options.fields : null;
  return Response.json(
    { error: { code, message, ...(fields ? { fields } : {}) } },
    { status, headers: { 'Cache-Control': 'no-store', ...options.headers } },
  );
}

export const methodNotAllowed = () =>
  failure(405, 'method_not_allowed', 'Méthode non autorisée : utilisez POST.', {
    headers: { Allow: 'POST' },
  });

class BodyTooLarge extends Error {}

/** The form, read while counting bytes, so a body without Content-Length cannot exceed the limit. */
async function readBoundedForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBodyBytes) throw new BodyTooLarge();
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBodyBytes) controller.error(new BodyTooLarge());
      else controller.enqueue(chunk);
    },
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: request.headers,
    body: request.body?.pipeThrough(counter) ?? null,
    duplex: 'half',
  };
  try {
    return await new Request(request.url, init).formData();
  } catch (error) {
    throw seen > maxBodyBytes ? new BodyTooLarge() : error;
  }
}

/**
 * The checks every upload route makes before looking at the fields: same origin, a session,
 * a multipart body within the size limit. Answers the form, or the Response refusing it.
 */
export async function readUploadForm(request: Request): Promise<FormData | Response> {
  // Without session cookies the API would answer 401: say so before reading the files.
  if (!readSession().authenticated) {
    return failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  }
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    return failure(415, 'unsupported_media_type', 'Le corps doit être un formulaire multipart.');
  }
  try {
    return await readBoundedForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      const total = Math.round(maxBodyBytes / 1024 / 1024);
      return failure(413, 'payload_too_large', `Envoi trop volumineux (${total} Mo au maximum).`);
    }
    return failure(400, 'validation_failed', 'Formulaire multipart illisible.');
  }
}

/** The files of a field (`images[]`…), or null when one of its entries is text. */
export function filesOf(form: FormData, name: string): File[] | null {
  const entries = form.getAll(name);
  const files = entries.filter((entry): entry is File => typeof entry !== 'string');
  return files.length === entries.length ? files : null;
}

const shortName = (file: File) => (file.name.trim() || 'sans nom').slice(0, 80);

/** Count, type and size of the files of one request (SPEC §5: images only). Null when fine. */
export function refuseFiles(files: readonly File[]): Response | null {
  if (files.length > uploadLimits.maxFiles) {
    const message = `${files.length} fichiers envoyés : ${uploadLimits.maxFiles} au maximum par envoi.`;
    return failure(413, 'too_many_files', message);
  }
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      const message = `Le fichier "${shortName(file)}" n'est pas une image (JPEG, PNG, GIF, WebP ou AVIF).`;
      return failure(415, 'unsupported_media_type', message);
    }
    if (file.size > uploadLimits.maxFileBytes) {
      const message = `Le fichier "${shortName(file)}" dépasse ${maxMegabytes} Mo.`;
      return failure(413, 'payload_too_large', message);
    }
  }
  return null;
}

/** An API error (401: the refresh failed too, and the session cookies are already cleared). */
export function apiFailure(error: unknown, what: string): Response {
  if (isHttpError(error)) {
    return failure(error.status, error.code ?? 'http_error', error.apiMessage ?? error.message);
  }
  console.error(`${what} failed:`, error);
  return failure(502, 'unavailable', 'Le serveur ne répond pas. Réessayez dans un instant.');
}

/** A save result as the route's answer: the value as JSON, or the failure with its status. */
export function saveResultResponse<T>(result: SaveResult<T>): Response {
  if (result.ok) return Response.json(result.value, { headers: { 'Cache-Control': 'no-store' } });
  // Status 0 (no answer from the API) is a bad gateway for the browser.
  const status = result.status >= 400 ? result.status : 502;
  return failure(status, result.code ?? 'http_error', result.message, { fields: result.fields });
}
