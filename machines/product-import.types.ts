import type {
  ProductImportPreview,
  ProductImportResult,
  ProductImportUndo,
} from '#domain/product-import.schema.ts';

export interface ProductImportContext {
  /** The file chosen, kept for the apply (the same bytes as previewed). */
  file: File | null;
  preview: ProductImportPreview | null;
  result: ProductImportResult | null;
  /** Until when (this browser's clock, ms) "Annuler cet import" is offered; null once closed. */
  undoUntil: number | null;
  undone: ProductImportUndo | null;
  /** The last failure, in French (the API's message), else null. */
  error: string | null;
}

export type ProductImportEvent =
  | { type: 'choose'; file: File }
  | { type: 'apply' }
  | { type: 'undo' };
