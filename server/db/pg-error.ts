import * as v from 'valibot';

const PgErrorShape = v.object({
  code: v.pipe(v.string(), v.length(5)),
  constraint: v.optional(v.string()),
});

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/** The PostgreSQL error behind an error (Drizzle wraps driver errors in `cause`), if any. */
export function pgErrorInfo(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const parsed = v.safeParse(PgErrorShape, current);
    if (parsed.success) return { code: parsed.output.code, constraint: parsed.output.constraint };
    current = current instanceof Error ? current.cause : undefined;
  }
  return null;
}

export const PgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

const DriverError = v.object({ code: v.optional(v.string()), message: v.optional(v.string()) });

/** Socket-level failures (node:net, dns) and PostgreSQL's "cannot serve now" codes. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
]);

/** node-postgres raises these without a code when the socket closes or never opens. */
const connectionMessages =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection refused)/i;

function isOwnConnectionFailure(value: unknown): boolean {
  const parsed = v.safeParse(DriverError, value);
  if (!parsed.success) return false;
  const { code = '', message = '' } = parsed.output;
  // SQLSTATE class 08: connection exception.
  if (connectionCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return connectionMessages.test(message);
}

/**
 * Whether an error means the database could not be reached (refused, reset, timed out, shut
 * down), as opposed to a query it refused: the API answers 503, not 500. Follows Drizzle's
 * `cause` and the `errors` of an AggregateError (node:net tries IPv4 and IPv6 in turn).
 */
export function isConnectionFailure(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (isOwnConnectionFailure(current)) return true;
    if (current instanceof AggregateError) pending.push(...current.errors);
    if (current instanceof Error && current.cause) pending.push(current.cause);
  }
  return false;
}
