import {
  LatestImportSchema,
  ProductImportPreviewSchema,
  ProductImportResultSchema,
  ProductImportUndoSchema,
} from '#domain/product-import.schema.ts';
import type { RestClient } from './rest-client.ts';

/** The products list's filters, as GET /crud/products takes them. */
export interface ProductCsvFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
}

/**
 * Issue 24, administrators only: the filtered products as CSV (UTF-8 with BOM, `;`, 100,000 rows
 * at most), the response itself so the caller streams it to the browser.
 */
export const exportProductsCsv = (client: RestClient, filter: ProductCsvFilter = {}) =>
  client.download('GET', '/crud/products/export.csv', { query: { ...filter }, auth: true });

/** What importing the file (form field `fichier`) would do; writes nothing. */
export const previewProductImport = (client: RestClient, form: FormData) =>
  client.request(ProductImportPreviewSchema, 'POST', '/crud/products/import', {
    form,
    query: { mode: 'preview' },
    auth: true,
  });

/** Imports the file all or nothing (422 `rows_refused` when any row is refused). */
export const applyProductImport = (client: RestClient, form: FormData) =>
  client.request(ProductImportResultSchema, 'POST', '/crud/products/import', {
    form,
    query: { mode: 'apply' },
    auth: true,
  });

/** "Annuler cet import" (issue 36 §5): 409 when done already, too late or a product changed since. */
export const undoProductImport = (client: RestClient, id: number) =>
  client.request(ProductImportUndoSchema, 'POST', `/crud/products/import/${id}/undo`, {
    auth: true,
  });

/** The newest import that may still be undone, or null (administrators). */
export const latestProductImport = (client: RestClient) =>
  client.request(LatestImportSchema, 'GET', '/crud/products/import/latest', { auth: true });
