import * as v from 'valibot';
import { AdminProductSearchSchema } from '#domain/admin-product-search.ts';
import { productImportLimits, productImportModes } from '#domain/product-import.schema.ts';
import { isHttpError } from '../client/http-error.ts';
import {
  applyProductImport,
  exportProductsCsv,
  previewProductImport,
} from '../client/product-csv.client.ts';
import { apiFailure, failure, readUploadForm } from './upload-route.server.ts';
import { verifySession } from './verified-session.server.ts';

/**
 * GET /export-produits.csv: the products list's filters (as on the page) as the API writes the
 * CSV, passed through byte for byte as a download. An éditeur gets 403, anyone signed out 401.
 */
export async function serveProductsCsv(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const { q, categoryId } = AdminProductSearchSchema.parse(Object.fromEntries(url.searchParams));
  const { verdict, client } = await verifySession();
  if (verdict === false) return failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  try {
    const answer = await exportProductsCsv(client, { search: q || undefined, categoryId });
    if (!answer.ok) return failure(answer.status, 'export_failed', 'Export des produits refusé.');
    const day = new Date().toISOString().slice(0, 10);
    return new Response(answer.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="produits-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (isHttpError(error))
      return failure(error.status, error.code ?? 'error', error.apiMessage ?? error.message);
    throw error;
  }
}

const ImportForm = v.object({ mode: v.picklist(productImportModes) });

/**
 * POST /uploads/products-import: the import page's file (`fichier`) and `mode` (preview or
 * apply), forwarded to the API with the session's token. Answers the API's JSON or its error.
 */
export async function importProductsCsv(request: Request): Promise<Response> {
  // The file's limit plus room for the multipart envelope, counted while the body streams in.
  const upload = await readUploadForm(request, productImportLimits.maxBytes + 64 * 1024);
  if (upload instanceof Response) return upload;
  const mode = v.safeParse(ImportForm, { mode: upload.form.get('mode') });
  const file = upload.form.get('fichier');
  if (!mode.success || !(file instanceof File) || file.size === 0) {
    return failure(400, 'validation_failed', 'Choisissez un fichier CSV à importer.');
  }
  if (file.size > productImportLimits.maxBytes) {
    const limit = productImportLimits.maxBytes / 1024 / 1024;
    return failure(413, 'payload_too_large', `Fichier trop volumineux (${limit} Mo au maximum).`);
  }
  const form = new FormData();
  form.set('fichier', file, file.name);
  try {
    const answer =
      mode.output.mode === 'preview'
        ? await previewProductImport(upload.client, form)
        : await applyProductImport(upload.client, form);
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return apiFailure(error, 'Product import');
  }
}
