import { Hono } from 'hono';
import {
  type JournalRow,
  journalLineBatches,
  listJournalLines,
} from '#server/db/repositories/journal.repository.ts';
import { type ApiEnv, requireRole } from '../plumbing/context.ts';
import { jsonBytes } from '../plumbing/json-bytes.ts';
import { readQuery } from '../plumbing/validation.ts';
import { journalCsvHead, journalCsvLine, journalCsvMaxLines } from './journal-csv.ts';
import { JournalFilterQuery, JournalListQuery, toJournalLineFilter } from './journal-input.ts';

/** A journal line as the API answers it: the time in ISO 8601. */
function toJson(line: JournalRow) {
  return { ...line, at: line.at.toISOString() };
}

const batchSize = 1_000;

/** GET /journal and /journal/export.csv: administrators only (issue 23; an éditeur gets 403). */
export const journalRoutes = new Hono<ApiEnv>()
  .use('*', requireRole('administrateur'))
  .get('/', async (c) => {
    const query = readQuery(c, JournalListQuery);
    const page = { page: query.page, limit: query.limit };
    const { rows, total } = await listJournalLines(c.var.deps.db, toJournalLineFilter(query), page);
    return jsonBytes(c, { rows: rows.map(toJson), total, page: page.page, limit: page.limit });
  })
  .get('/export.csv', async (c) => {
    const filter = toJournalLineFilter(readQuery(c, JournalFilterQuery));
    const encoder = new TextEncoder();
    // Streamed batch by batch (read by key, not offset), at most journalCsvMaxLines lines. The
    // first batch is read before answering, so a database failure is still an error status.
    const batches = journalLineBatches(c.var.deps.db, filter, batchSize);
    let next = await batches.next();
    let written = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(journalCsvHead(new Date())));
      },
      async pull(controller) {
        if (next.done || written >= journalCsvMaxLines) {
          await batches.return(undefined);
          controller.close();
          return;
        }
        const lines = next.value.slice(0, journalCsvMaxLines - written);
        written += lines.length;
        controller.enqueue(encoder.encode(lines.map(journalCsvLine).join('')));
        next =
          written < journalCsvMaxLines ? await batches.next() : { done: true, value: undefined };
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="journal-${day}.csv"`,
    });
  });
