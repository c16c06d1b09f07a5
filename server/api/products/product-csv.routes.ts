import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { csvByteOrderMark } from '#domain/csv.ts';
import { productCsvHeader, productCsvLine } from '#domain/product-csv.ts';
import { productImportLimits, productImportModes } from '#domain/product-import.schema.ts';
import { productExportBatches } from '#server/db/repositories/product-export.repository.ts';
import { type ApiEnv, journalActor, requireRole } from '../plumbing/context.ts';
import { ApiError, errorBody } from '../plumbing/errors.ts';
import { readMultipart } from '../plumbing/multipart.ts';
import { readId, readQuery } from '../plumbing/validation.ts';
import { applyImport, previewImport, readImportFile } from './product-import.ts';
import { latestUndoable } from './product-import-record.ts';
import { undoImport } from './product-import-undo.ts';
import { ListQuery } from './products.routes.ts';

/** An export stops after this many products: narrow the filters. */
export const productCsvMaxRows = 100_000;
const batchSize = 1_000;

const ImportQuery = v.object({
  mode: v.picklist(productImportModes, 'doit valoir preview ou apply'),
});

/** Room for the multipart envelope around the file. */
const envelopeBytes = 64 * 1024;

/**
 * The file's limit, declared or not (a chunked body is counted as it arrives): never the whole
 * multipart allowance of the image uploads. The unread rest is on the wire: close the connection.
 */
const importBodyLimit = bodyLimit({
  maxSize: productImportLimits.maxBytes + envelopeBytes,
  onError: (c) => {
    const limit = productImportLimits.maxBytes / 1024 / 1024;
    c.header('Connection', 'close');
    const tooLarge = `Fichier trop volumineux (${limit} Mo au maximum).`;
    return c.json(errorBody(new ApiError(413, 'payload_too_large', tooLarge)), 413);
  },
});

/**
 * Issue 24, our extension of SPEC §7: the products CSV, administrators only (an éditeur gets
 * 403). Mounted before the product routes, whose `/:id` would take `export.csv` for an id.
 */
export const productCsvRoutes = new Hono<ApiEnv>()
  .get('/export.csv', requireRole('administrateur'), async (c) => {
    const query = readQuery(c, ListQuery);
    const filter = {
      search: query.search,
      categoryIds: query.categoryId,
      subCategoryId: query.subCategoryId,
      estActif: query.est_actif,
      onlyVisible: false,
    };
    const encoder = new TextEncoder();
    // Streamed a batch at a time; the first batch is read before answering, so a database
    // failure is still an error status.
    const batches = productExportBatches(c.var.deps.db, filter, batchSize);
    let next = await batches.next();
    let written = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`${csvByteOrderMark}${productCsvHeader}`));
      },
      async pull(controller) {
        if (next.done || written >= productCsvMaxRows) {
          await batches.return(undefined);
          controller.close();
          return;
        }
        const rows = next.value.slice(0, productCsvMaxRows - written);
        written += rows.length;
        controller.enqueue(encoder.encode(rows.map(productCsvLine).join('')));
        next = await batches.next();
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="produits-${day}.csv"`,
    });
  })
  .post('/import', requireRole('administrateur'), importBodyLimit, async (c) => {
    const { mode } = readQuery(c, ImportQuery);
    const body = await readMultipart(c, { text: [], files: ['fichier'] });
    const files = body.files.fichier ?? [];
    const [upload] = files;
    if (!upload || files.length > 1) {
      throw new ApiError(400, 'no_files', 'Envoyez un fichier CSV (champ « fichier »).');
    }
    const file = readImportFile(upload.bytes);
    if (mode === 'preview') return c.json(await previewImport(c.var.deps.db, file));
    return c.json(await applyImport(c.var.deps.db, file, journalActor(c)));
  })
  // Issue 36 §5: "Annuler cet import", by an administrator as the import itself.
  .get('/import/latest', requireRole('administrateur'), async (c) =>
    c.json({ latest: await latestUndoable(c.var.deps.db, new Date()) }),
  )
  .post('/import/:id/undo', requireRole('administrateur'), async (c) => {
    const id = readId(c);
    return c.json(await undoImport(c.var.deps.db, id, journalActor(c), new Date()));
  });
