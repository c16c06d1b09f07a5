/**
 * POST /api/crud/products/import?mode=preview|apply (issue 24): what the API answers. A preview
 * writes nothing; an apply writes every row or none (422 `rows_refused` with the same `refused`).
 */
import * as v from 'valibot';

/** At most this many data rows per file, and this many bytes (about 10,000 full rows). */
export const productImportLimits = { maxRows: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

/**
 * The rows a preview shows (issue 36 §5): the first `changed` rows that change, each field old →
 * new, then the first `unchanged` ones (folded by the page). The counts say how many in all.
 */
export const productImportShown = { changed: 100, unchanged: 20 } as const;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ImportRefusalSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reason: v.string(),
});
export type ImportRefusal = v.InferOutput<typeof ImportRefusalSchema>;

export const importActions = ['creation', 'modification', 'inchange'] as const;

export const ImportFieldChangeSchema = v.object({
  label: v.string(),
  /** Null for a product the import creates. */
  before: v.nullable(v.string()),
  after: v.string(),
});

export const ImportSampleRowSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  action: v.picklist(importActions),
  reference: v.nullable(v.string()),
  titre: v.string(),
  prix: v.nullable(v.number()),
  devise: v.string(),
  est_actif: v.boolean(),
  /** What changes, in French (domain/product-csv-diff.ts); empty for an unchanged row. */
  changes: v.array(ImportFieldChangeSchema),
});
export type ImportSampleRow = v.InferOutput<typeof ImportSampleRowSchema>;

export const ProductImportPreviewSchema = v.object({
  create: Count,
  update: Count,
  unchanged: Count,
  refused: v.array(ImportRefusalSchema),
  sample: v.array(ImportSampleRowSchema),
});
export type ProductImportPreview = v.InferOutput<typeof ProductImportPreviewSchema>;

export const ProductImportResultSchema = v.object({
  created: Count,
  updated: Count,
  unchanged: Count,
  /**
   * "Annuler cet import" (issue 36 §5): the import's id and until when (ISO 8601) it may be
   * undone; null when the import wrote nothing.
   */
  undo: v.nullable(v.object({ id: v.pipe(v.number(), v.integer()), until: v.string() })),
});
export type ProductImportResult = v.InferOutput<typeof ProductImportResultSchema>;

export const productImportModes = ['preview', 'apply'] as const;
export type ProductImportMode = (typeof productImportModes)[number];

/** POST /api/crud/products/import/{id}/undo: what the undo did. */
export const ProductImportUndoSchema = v.object({ restored: Count, removed: Count });
export type ProductImportUndo = v.InferOutput<typeof ProductImportUndoSchema>;

/**
 * GET /api/crud/products/import/latest: the newest import that may still be undone (issue 36 §5),
 * so the import page offers "Annuler cet import" after the administrator has looked elsewhere.
 */
export const LatestImportSchema = v.object({
  latest: v.nullable(
    v.object({
      id: v.pipe(v.number(), v.integer()),
      at: v.string(),
      until: v.string(),
      /** What it did, in French ("Import CSV : 2 produits créés, 1 mis à jour"). */
      label: v.string(),
      by: v.nullable(v.string()),
    }),
  ),
});
export type LatestImport = v.InferOutput<typeof LatestImportSchema>['latest'];
