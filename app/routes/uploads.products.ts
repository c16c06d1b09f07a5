import { createFileRoute } from '@tanstack/react-router';
import {
  createProductForSession,
  productCreateForm,
} from '#server/functions/admin-product-form.server.ts';
import {
  methodNotAllowed,
  readUploadForm,
  saveResultResponse,
} from '#server/functions/upload-route.server.ts';

/**
 * SPEC §7 POST /crud/products/upload for the product add form: the browser posts the form with
 * its images here (XHR, so it can show upload progress) and this route forwards it with the
 * session's token. Answers the saved product `{ id, titre, modifie_le }` or the API's error.
 */
async function create({ request }: { request: Request }): Promise<Response> {
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const built = productCreateForm(upload.form);
  if ('refused' in built) return built.refused;
  return saveResultResponse(await createProductForSession(built.form, upload.client));
}

export const Route = createFileRoute('/uploads/products')({
  server: { handlers: { POST: create, ANY: methodNotAllowed } },
});
