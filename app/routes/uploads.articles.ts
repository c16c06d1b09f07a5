import { createFileRoute } from '@tanstack/react-router';
import { isHttpError } from '../../server/client/http-error';
import { uploadImagesForSession } from '../../server/functions/article-form.server';
import { readSession } from '../../server/functions/session.server';
import { uploadLimits } from '../../server/storage/image-processing';

/**
 * SPEC §7 POST /crud/articles/upload for the article form, as a plain multipart endpoint so the
 * browser can show upload progress (XHR) while the tokens stay in httpOnly cookies. The API checks
 * the content of each file; the checks here only refuse early what it would refuse anyway.
 */

// The API's multipart limit (server/api/app.ts): every file at its largest, plus the other fields.
const maxBodyBytes = uploadLimits.maxFiles * uploadLimits.maxFileBytes + 2 * 1024 * 1024;
const maxMegabytes = uploadLimits.maxFileBytes / (1024 * 1024);

const fail = (status: number, code: string, message: string, headers: HeadersInit = {}) =>
  Response.json(
    { error: { code, message } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );

/** Cookies go with cross-site posts too (SameSite=Lax covers only navigations): refuse those. */
function isCrossSite(request: Request): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

class BodyTooLarge extends Error {}

/** The form, read while counting bytes, so a body without Content-Length cannot exceed the limit. */
async function readForm(request: Request): Promise<FormData> {
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

const shortName = (file: File) => (file.name.trim() || 'sans nom').slice(0, 80);

async function upload({ request }: { request: Request }): Promise<Response> {
  if (isCrossSite(request)) {
    return fail(403, 'forbidden_origin', 'Requête refusée : origine non autorisée.');
  }
  // Without session cookies the API would answer 401: say so before reading the files.
  if (!readSession().authenticated) {
    return fail(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  }
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    return fail(415, 'unsupported_media_type', 'Le corps doit être un formulaire multipart.');
  }
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      const total = Math.round(maxBodyBytes / 1024 / 1024);
      return fail(413, 'payload_too_large', `Envoi trop volumineux (${total} Mo au maximum).`);
    }
    return fail(400, 'validation_failed', 'Formulaire multipart illisible.');
  }

  const titre = form.get('titre') ?? '';
  const entries = form.getAll('images[]');
  const files = entries.filter((entry): entry is File => typeof entry !== 'string');
  if (typeof titre !== 'string' || files.length !== entries.length) {
    return fail(
      422,
      'validation_failed',
      'Champs attendus : titre (texte) et images[] (fichiers).',
    );
  }
  if (files.length === 0) return fail(400, 'no_files', 'Aucune image reçue.');
  if (files.length > uploadLimits.maxFiles) {
    const message = `${files.length} fichiers envoyés : ${uploadLimits.maxFiles} au maximum par envoi.`;
    return fail(413, 'too_many_files', message);
  }
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      const message = `Le fichier "${shortName(file)}" n'est pas une image (JPEG, PNG, GIF, WebP ou AVIF).`;
      return fail(415, 'unsupported_media_type', message);
    }
    if (file.size > uploadLimits.maxFileBytes) {
      const message = `Le fichier "${shortName(file)}" dépasse ${maxMegabytes} Mo.`;
      return fail(413, 'payload_too_large', message);
    }
  }

  try {
    const { images } = await uploadImagesForSession(titre, files);
    return Response.json({ images }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // 401: the refresh failed too, and the session cookies are already cleared.
    if (isHttpError(error)) {
      return fail(error.status, error.code ?? 'http_error', error.apiMessage ?? error.message);
    }
    console.error('Article image upload failed:', error);
    return fail(502, 'unavailable', 'Le serveur ne répond pas. Réessayez dans un instant.');
  }
}

const methodNotAllowed = () =>
  fail(405, 'method_not_allowed', 'Méthode non autorisée : utilisez POST.', { Allow: 'POST' });

export const Route = createFileRoute('/uploads/articles')({
  server: { handlers: { POST: upload, ANY: methodNotAllowed } },
});
