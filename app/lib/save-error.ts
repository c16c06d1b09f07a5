/**
 * A failed save step, as the article save machine reads it: `status` 401 (session over), 409
 * (stale version) or anything else with the API's French message (STYLE: switch on status).
 */
export class SaveError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    message: string,
    code: string | null = null,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SaveError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Result<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: number;
      code: string | null;
      message: string;
      fields: Record<string, string>;
    };

/** The value of a successful server-function result; a failure becomes a SaveError. */
export function unwrapResult<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new SaveError(result.status, result.message, result.code, result.fields);
}
