import { csvCellText } from '#domain/csv.ts';
import { type ProductCsvColumn, readProductCsvHeader } from '#domain/product-csv.ts';
import {
  type ProductImportPreview,
  type ProductImportResult,
  productImportLimits,
} from '#domain/product-import.schema.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError } from '../plumbing/errors.ts';
import { type CsvRow, readCsv } from '../plumbing/read-csv.ts';
import { planImport } from './product-import-plan.ts';
import { previewSample } from './product-import-preview.ts';
import { lockReferences, writeImport } from './product-import-write.ts';

export interface ImportFile {
  rows: CsvRow[];
  columns: ReadonlyMap<ProductCsvColumn, number>;
}

const invalid = (message: string) => new ApiError(422, 'invalid_csv', message);

/** The file's data rows and columns, or a 422 saying why it cannot be imported at all. */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const { maxBytes, maxRows } = productImportLimits;
  if (bytes.length > maxBytes) {
    const limit = maxBytes / 1024 / 1024;
    throw new ApiError(
      413,
      'payload_too_large',
      `Fichier trop volumineux (${limit} Mo au maximum).`,
    );
  }
  const csv = readCsv(bytes);
  if (!csv.ok) throw invalid(csv.message);
  const [header, ...rows] = csv.rows;
  const read = readProductCsvHeader(header?.cells ?? []);
  if (!read.ok) throw invalid(read.message);
  if (rows.length === 0) throw invalid('Le fichier n’a aucune ligne de produit sous les titres.');
  if (rows.length > maxRows) {
    throw invalid(
      `${rows.length.toLocaleString('fr-FR')} lignes : ${maxRows.toLocaleString('fr-FR')} au maximum par import. Découpez le fichier.`,
    );
  }
  return { rows, columns: read.columns };
}

/** What the import would do; writes nothing. */
export async function previewImport(db: Database, file: ImportFile): Promise<ProductImportPreview> {
  const plan = await planImport(db, file.rows, file.columns);
  return {
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged.length,
    refused: plan.refused,
    sample: await previewSample(db, plan),
  };
}

/** The apply's refusal: the count, then the first lines (the page shows the message as is). */
function refusedMessage(refused: readonly { line: number; reason: string }[]): string {
  const count = refused.length;
  const shown = refused.slice(0, 3).map(({ line, reason }) => `Ligne ${line} : ${reason}`);
  const more = count > shown.length ? ' …' : '';
  return `${count} ligne${count > 1 ? 's refusées' : ' refusée'} : rien n’a été importé. ${shown.join(' ')}${more}`;
}

/**
 * The import in one transaction: the products the file names are locked, the plan is made again
 * (what the preview showed may have changed), and any refused row means 422 and nothing written.
 */
export async function applyImport(
  db: Database,
  file: ImportFile,
  actor: JournalActor,
): Promise<ProductImportResult> {
  const referenceAt = file.columns.get('reference');
  const references = file.rows.flatMap(({ cells }) => {
    const reference = csvCellText(cells[referenceAt ?? 0] ?? '').trim();
    return reference ? [reference] : [];
  });
  try {
    return await db.transaction(async (tx) => {
      await lockReferences(tx, references);
      const plan = await planImport(tx, file.rows, file.columns);
      if (plan.refused.length > 0) {
        throw new ApiError(422, 'rows_refused', refusedMessage(plan.refused), {
          details: { refused: plan.refused },
        });
      }
      return writeImport(tx, plan, actor);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    rethrowDatabaseError(error);
  }
}
