import { createFileRoute } from '@tanstack/react-router';
import { uploadImagesForSession } from '#server/functions/article-form.server.ts';
import {
  apiFailure,
  failure,
  filesOf,
  methodNotAllowed,
  readUploadForm,
  refuseFiles,
} from '#server/functions/upload-route.server.ts';

/**
 * SPEC §7 POST /crud/articles/upload for the article form, as a plain multipart endpoint so the
 * browser can show upload progress (XHR) while the tokens stay in httpOnly cookies. Origin,
 * session, size, type and count are checked early (server/functions/upload-route.server.ts).
 */
async function upload({ request }: { request: Request }): Promise<Response> {
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const { form, client } = upload;

  const titre = form.get('titre') ?? '';
  const files = filesOf(form, 'images[]');
  if (typeof titre !== 'string' || files === null) {
    return failure(
      422,
      'validation_failed',
      'Champs attendus : titre (texte) et images[] (fichiers).',
    );
  }
  if (files.length === 0) return failure(400, 'no_files', 'Aucune image reçue.');
  const refused = refuseFiles(files);
  if (refused) return refused;

  try {
    // The browser's signal goes along: an editor leaving mid-save leaves no stored image.
    const { images } = await uploadImagesForSession(titre, files, client, request.signal);
    return Response.json({ images }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return apiFailure(error, 'Article image upload');
  }
}

export const Route = createFileRoute('/uploads/articles')({
  server: { handlers: { POST: upload, ANY: methodNotAllowed } },
});
