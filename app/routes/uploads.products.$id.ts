import { createFileRoute } from '@tanstack/react-router';
import {
  editProductForSession,
  productEditForm,
} from '#server/functions/admin-product-form.server.ts';
import {
  failure,
  methodNotAllowed,
  readUploadForm,
  saveResultResponse,
} from '#server/functions/upload-route.server.ts';

/**
 * SPEC §7 POST /crud/products/{id} with `_method=PATCH` for the product edit form, through the
 * site (XHR upload progress, tokens in httpOnly cookies). A stale `modifie_le` is answered 409
 * `stale_version`, as the API says it.
 */
async function edit({ request, params }: { request: Request; params: { id: string } }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== params.id) {
    return failure(404, 'not_found', 'Produit introuvable.');
  }
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const built = productEditForm(upload.form);
  if ('refused' in built) return built.refused;
  return saveResultResponse(await editProductForSession(id, built.form, upload.client));
}

export const Route = createFileRoute('/uploads/products/$id')({
  server: { handlers: { POST: edit, ANY: methodNotAllowed } },
});
