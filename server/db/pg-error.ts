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
