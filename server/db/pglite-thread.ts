import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as v from 'valibot';
import {
  type QueryResult,
  reviveError,
  WorkerReply,
  type WorkerRequest,
} from './pglite-protocol.ts';

/** Each kind of request as the caller writes it: the id is this client's to give. */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Call = WithoutId<WorkerRequest>;

/**
 * The error of every query once the worker is gone, with PostgreSQL's crash_shutdown code: the
 * API answers it as a database it cannot reach (503, `isConnectionFailure`), not as a bug.
 */
const stopped = (what: string) =>
  Object.assign(new Error(`the embedded database ${what}`), { code: '57P02' });

interface Waiting {
  resolve(reply: WorkerReply): void;
  reject(error: Error): void;
}

/** What drizzle-orm/pglite calls on its client, and on the client of a transaction. */
export interface PgliteLike {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult>;
}

/**
 * The embedded database (PGlite) on a worker thread of its own (server/db/pglite-worker.ts): the
 * server's event loop sends it queries and goes on answering requests, cached pages first, while
 * the database works (docs/decisions/028). It offers what drizzle-orm/pglite uses of PGlite:
 * `query` and `transaction`, with PGlite's semantics (one statement at a time; an open
 * transaction holds the database until it ends).
 */
export class PgliteThread implements PgliteLike {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: unknown) => this.#onReply(message));
    worker.on('error', (error) => this.#stop(stopped(`failed: ${error.message}`)));
    worker.on('exit', (code) => this.#stop(stopped(`stopped (exit ${code})`)));
  }

  /** Starts the worker on `dataDir` (PGlite's folder) and resolves once the database is open. */
  static open(dataDir: string, projectRoot: string): Promise<PgliteThread> {
    const worker = new Worker(resolve(projectRoot, 'server/db/pglite-worker.ts'), {
      workerData: { dataDir },
    });
    return new Promise((resolveOpen, rejectOpen) => {
      const onFirst = (message: unknown) => {
        worker.off('error', rejectOpen);
        const reply = v.parse(WorkerReply, message);
        if (reply.kind === 'ready') {
          const thread = new PgliteThread(worker);
          thread.#idle();
          resolveOpen(thread);
        } else {
          void worker.terminate();
          rejectOpen(
            reply.kind === 'failed-to-open' ? reviveError(reply.error) : new Error(reply.kind),
          );
        }
      };
      worker.once('message', onFirst);
      worker.once('error', rejectOpen);
    });
  }

  /** Calls sent to the worker and not answered yet. */
  get pending(): number {
    return this.#waiting.size;
  }

  async query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}) {
    return this.#query(sql, params, options.rowMode ?? 'object');
  }

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws (the
   * error goes on to the caller). Queries of `work` go through the client it is given.
   */
  async transaction<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const begun = await this.#call({ op: 'begin' });
    if (begun.kind !== 'begun') throw new Error(`unexpected answer to begin: ${begun.kind}`);
    const { tx } = begun;
    const client: PgliteLike = {
      query: (sql, params = [], options = {}) =>
        this.#query(sql, params, options.rowMode ?? 'object', tx),
    };
    let result: T;
    try {
      result = await work(client);
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
    this.#stop(stopped('closed'));
  }

  async #query(sql: string, params: unknown[], rowMode: 'array' | 'object', tx?: number) {
    const reply = await this.#call({ op: 'query', sql, params, rowMode, tx });
    if (reply.kind !== 'result') throw new Error(`unexpected answer to a query: ${reply.kind}`);
    return reply.result;
  }

  #call(call: Call): Promise<WorkerReply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // Keeps the process alive only while an answer is awaited, as a pending query would.
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolveCall, rejectCall) => {
      this.#waiting.set(id, { resolve: resolveCall, reject: rejectCall });
      this.#worker.postMessage({ ...call, id });
    });
  }

  #onReply(message: unknown) {
    const reply = v.parse(WorkerReply, message);
    if (!('id' in reply)) return;
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    this.#idle();
    if (reply.kind === 'error') waiting.reject(reviveError(reply.error));
    else waiting.resolve(reply);
  }

  #idle() {
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
