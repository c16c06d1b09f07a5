import {
  type ImportFields,
  type ImportRowAction,
  importFieldChanges,
  previewRows,
} from '#domain/product-csv-diff.ts';
import { type ProductImportPreview, productImportShown } from '#domain/product-import.schema.ts';
import type { Database } from '#server/db/connection.ts';
import { categories } from '#server/db/tables.ts';
import type { ImportPlan } from './product-import-plan.ts';

type Shown = ProductImportPreview['sample'][number];

interface Entry {
  line: number;
  action: ImportRowAction;
  reference: string | null;
  before: ImportFields | null;
  after: ImportFields;
}

/**
 * The rows a preview shows (issue 36 §5): those that change first, each with its fields old →
 * new, then the first unchanged ones. The changes are worked out for the rows shown only, so a
 * file of 10,000 rows costs a sort, not 10,000 diffs.
 */
export async function previewSample(db: Database, plan: ImportPlan): Promise<Shown[]> {
  const entries: Entry[] = [
    ...plan.creates.map((c) => ({
      line: c.line,
      action: 'creation' as const,
      reference: c.reference,
      before: null,
      after: c.values,
    })),
    ...plan.updates.map((u) => ({
      line: u.line,
      action: 'modification' as const,
      reference: u.before.reference,
      before: u.before,
      after: u.values,
    })),
    ...plan.unchanged.map((u) => ({
      line: u.line,
      action: 'inchange' as const,
      reference: u.before.reference,
      before: u.before,
      after: u.before,
    })),
  ];
  const shown = previewRows(entries, productImportShown);
  const names = new Map(
    (await db.select({ id: categories.id, nom: categories.nom }).from(categories)).map((c) => [
      c.id,
      c.nom,
    ]),
  );
  const categoryName = (id: number) => names.get(id);
  return shown.map(({ line, action, reference, before, after }) => ({
    line,
    action,
    reference,
    titre: after.titre,
    prix: after.prix,
    devise: after.devise,
    est_actif: after.est_actif,
    changes: action === 'inchange' ? [] : importFieldChanges(before, after, categoryName),
  }));
}
