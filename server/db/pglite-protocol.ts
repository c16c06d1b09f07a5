import * as v from 'valibot';

/**
 * The messages between the server's thread and the embedded database's worker
 * (server/db/pglite-worker.ts, docs/decisions/028-embedded-database-in-a-worker.md). Each request
 * carries an id; the worker answers it once, in any order. `tx` names an open transaction.
 */
const Id = v.pipe(v.number(), v.integer());

export const WorkerRequest = v.variant('op', [
  v.object({
    op: v.literal('query'),
    id: Id,
    sql: v.string(),
    params: v.array(v.unknown()),
    rowMode: v.picklist(['array', 'object']),
    tx: v.optional(Id),
  }),
  v.object({ op: v.literal('begin'), id: Id }),
  v.object({ op: v.literal('end'), id: Id, tx: Id, commit: v.boolean() }),
  v.object({ op: v.literal('close'), id: Id }),
]);
export type WorkerRequest = v.InferOutput<typeof WorkerRequest>;

/** A PostgreSQL error as the worker saw it: its message and fields (code, constraint, detail…). */
export const WorkerError = v.object({
  message: v.string(),
  fields: v.record(v.string(), v.string()),
});
export type WorkerError = v.InferOutput<typeof WorkerError>;

/** What a query answers: PGlite's Results (rows, fields, affected rows), copied across. */
export const QueryResult = v.object({
  rows: v.array(v.unknown()),
  fields: v.array(v.object({ name: v.string(), dataTypeID: v.number() })),
  affectedRows: v.optional(v.number()),
});
export type QueryResult = v.InferOutput<typeof QueryResult>;

export const WorkerReply = v.variant('kind', [
  v.object({ kind: v.literal('ready') }),
  v.object({ kind: v.literal('failed-to-open'), error: WorkerError }),
  v.object({ kind: v.literal('result'), id: Id, result: QueryResult }),
  v.object({ kind: v.literal('begun'), id: Id, tx: Id }),
  v.object({ kind: v.literal('done'), id: Id }),
  v.object({ kind: v.literal('error'), id: Id, error: WorkerError }),
]);
export type WorkerReply = v.InferOutput<typeof WorkerReply>;

/** An error's message and its string fields, which survive being copied to another thread. */
export function describeError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return { message: error.message, fields };
}

/** The error again, on this side: same message, same fields (pgErrorInfo reads `code`). */
export function reviveError({ message, fields }: WorkerError): Error {
  return Object.assign(new Error(message), fields);
}
