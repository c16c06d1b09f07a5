/**
 * The embedded database's own thread: PGlite runs here, so its queries (WebAssembly, synchronous
 * while they run) never hold up the server's event loop (docs/decisions/028). Started by
 * server/db/pglite-thread.ts with the data directory; answers the requests of
 * server/db/pglite-protocol.ts. Run by Node from the source, not bundled: it imports packages and
 * its protocol only.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import * as v from 'valibot';
import { log } from '#server/log/logger.ts';
import { describeError, type WorkerReply, WorkerRequest } from './pglite-protocol.ts';

const port = (() => {
  if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread only');
  return parentPort;
})();
const { dataDir } = v.parse(v.object({ dataDir: v.string() }), workerData);

const asWritten = (value: string) => value;
/**
 * What drizzle-orm/pglite asks of every query: dates, times, intervals and numeric arrays as
 * PostgreSQL writes them (drizzle-orm/pglite/session.js), applied here since functions cannot
 * cross threads.
 */
const parsers = {
  [types.TIMESTAMP]: asWritten,
  [types.TIMESTAMPTZ]: asWritten,
  [types.INTERVAL]: asWritten,
  [types.DATE]: asWritten,
  1231: asWritten,
  1115: asWritten,
  1185: asWritten,
  1187: asWritten,
  1182: asWritten,
};

const send = (reply: WorkerReply) => port.postMessage(reply);

/** A transaction stays open until its `end`: requests for it wait their turn here. */
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean, endId: number): void;
}
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

class Rollback extends Error {}

async function run(db: PGlite, request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactionOf(request.tx).tx;
      const { rows, fields, affectedRows } = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      send({ kind: 'result', id: request.id, result: { rows, fields, affectedRows } });
      return;
    }
    case 'begin':
      begin(db, request.id);
      return;
    case 'end':
      transactionOf(request.tx).finish(request.commit, request.id);
      return;
    case 'close':
      await db.close();
      send({ kind: 'done', id: request.id });
      port.close();
      return;
  }
}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

/** Opens a transaction that holds PGlite (other queries wait, as in one process) until its end. */
function begin(db: PGlite, beginId: number) {
  const txId = nextTx++;
  let endId: number | undefined;
  let begun = false;
  db.transaction(async (tx) => {
    await new Promise<void>((resolve, reject) => {
      transactions.set(txId, {
        tx,
        finish(commit, id) {
          endId = id;
          transactions.delete(txId);
          if (commit) resolve();
          else reject(new Rollback());
        },
      });
      begun = true;
      send({ kind: 'begun', id: beginId, tx: txId });
    });
  }).then(
    () => {
      if (endId !== undefined) send({ kind: 'done', id: endId });
    },
    (error: unknown) => {
      transactions.delete(txId);
      const id = begun ? endId : beginId;
      if (id === undefined) return;
      if (error instanceof Rollback) send({ kind: 'done', id });
      else send({ kind: 'error', id, error: describeError(error) });
    },
  );
}

try {
  const db = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm, btree_gist } });
  port.on('message', (message: unknown) => {
    const parsed = v.safeParse(WorkerRequest, message);
    if (!parsed.success) {
      log().error(
        { event: 'database.unknown-request', issues: parsed.issues.map((issue) => issue.message) },
        'the embedded database worker got an unknown request',
      );
      return;
    }
    const request = parsed.output;
    run(db, request).catch((error: unknown) =>
      send({ kind: 'error', id: request.id, error: describeError(error) }),
    );
  });
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'failed-to-open', error: describeError(error) });
}
