import {
  type ProductImportMode,
  ProductImportPreviewSchema,
  ProductImportResultSchema,
} from '#domain/product-import.schema.ts';
import { postFormWithProgress } from './xhr-form.ts';

const importForm = (file: File, mode: ProductImportMode) => {
  const form = new FormData();
  form.set('mode', mode);
  form.set('fichier', file, file.name);
  return form;
};

const ignoreProgress = () => undefined;

/** What importing the file would do (issue 24); writes nothing. Rejects with a SaveError. */
export const previewProductImportFile = (file: File) =>
  postFormWithProgress(
    '/uploads/products-import',
    importForm(file, 'preview'),
    ProductImportPreviewSchema,
    ignoreProgress,
  );

/** Imports the file, all or nothing. Rejects with a SaveError (422: rows refused, nothing written). */
export const applyProductImportFile = (file: File) =>
  postFormWithProgress(
    '/uploads/products-import',
    importForm(file, 'apply'),
    ProductImportResultSchema,
    ignoreProgress,
  );
