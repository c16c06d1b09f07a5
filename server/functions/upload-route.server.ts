import { limitBodyStream } from 'srvx/body-limit';
import { uploadLimits } from '#config';
import { sessionClosedCode, sessionClosedMessage } from '#domain/session-end.ts';
import { log } from '#server/log/logger.ts';
import { isHttpError } from '../client/http-error.ts';
import type { RestClient } from '../client/rest-client.ts';
import type { SaveResult } from './article-form.server.ts';
import { readSession } from './session.server.ts';
import { verifySession } from './verified-session.server.ts';

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

/** The form, read while counting bytes (srvx's limit), so no body can exceed the limit. */
async function readBoundedForm(request: Request, maxBytes: number): Promise<FormData> {
  let tooLarge = false;
  const limited = request.body
    ? limitBodyStream(request.body, maxBytes, {
        createError: () => {
          tooLarge = true;
          return new BodyTooLarge();
        },
      })
    : null;
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: request.headers,
    body: limited,
    duplex: 'half',
  };
  try {
    return await new Request(request.url, init).formData();
  } catch (error) {
    throw tooLarge ? new BodyTooLarge() : error;
  }
}

/**
 * A refusal sent before the body was read (or while it still streams in): the connection is
 * closed after the answer rather than kept alive, which would mean reading the rest of the body.
 */
const refuseUnread = (status: number, code: string, message: string) =>
  failure(status, code, message, { headers: { Connection: 'close' } });

const tooLarge = (maxBytes: number) => {
  const total = Math.round(maxBytes / 1024 / 1024);
  return refuseUnread(413, 'payload_too_large', `Envoi trop volumineux (${total} Mo au maximum).`);
};

const sessionOver = () => refuseUnread(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
/** An administrator ended the session (issue 36 §6): the form's dialog says so. */
const sessionClosed = () => refuseUnread(401, sessionClosedCode, sessionClosedMessage);

/** The request's form, and the client to forward it with (its tokens as verified). */
export interface UploadRequest {
  form: FormData;
  client: RestClient;
}

/**
 * The checks every upload route makes before looking at the fields, cheapest first and all
 * before reading the body (issue 18 point 2): same origin (app/start.ts), a multipart body
 * within the size limit, and a session the API confirms (refreshed if need be). The body is
 * then read with the byte limit enforced while it streams in.
 */
export async function readUploadForm(
  request: Request,
  /** The route's own bound (the CSV import's file), never more than the image uploads'. */
  maxBytes = maxBodyBytes,
): Promise<UploadRequest | Response> {
  // Without session cookies the API would answer 401: say so before anything else.
  if (!readSession().authenticated) return sessionOver();
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    return refuseUnread(
      415,
      'unsupported_media_type',
      'Le corps doit être un formulaire multipart.',
    );
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return tooLarge(maxBytes);
  let session: Awaited<ReturnType<typeof verifySession>>;
  try {
    session = await verifySession();
  } catch (error) {
    const refused = apiFailure(error, 'Session check');
    refused.headers.set('Connection', 'close');
    return refused;
  }
  // 'unknown' (an API without GET /auth/session): the API authenticates the forwarded call.
  if (session.verdict === false) return session.closed ? sessionClosed() : sessionOver();
  try {
    const form = await readBoundedForm(request, maxBytes);
    // Issue 20 point 2: the browser gave up (the editor left) as the last bytes came in.
    if (request.signal.aborted) {
      return failure(400, 'aborted', 'Envoi interrompu : rien n’a été enregistré.');
    }
    return { form, client: session.client };
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge(maxBytes);
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
  log().error({ event: 'upload.failed', what, err: error }, `${what} failed`);
  return failure(502, 'unavailable', 'Le serveur ne répond pas. Réessayez dans un instant.');
}

/** A save result as the route's answer: the value as JSON, or the failure with its status. */
export function saveResultResponse<T>(result: SaveResult<T>): Response {
  if (result.ok) return Response.json(result.value, { headers: { 'Cache-Control': 'no-store' } });
  // Status 0 (no answer from the API) is a bad gateway for the browser.
  const status = result.status >= 400 ? result.status : 502;
  return failure(status, result.code ?? 'http_error', result.message, { fields: result.fields });
}
