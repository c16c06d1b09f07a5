import * as v from 'valibot';

const ErrorBody = v.object({
  error: v.object({
    code: v.optional(v.string()),
    message: v.optional(v.string()),
    fields: v.optional(v.record(v.string(), v.string())),
    /** A bulk action's ids that do not exist (issue 24). */
    missing: v.optional(v.array(v.number())),
  }),
});

type ErrorDetails = v.InferOutput<typeof ErrorBody>['error'];

function parseErrorBody(body: string): ErrorDetails {
  try {
    const parsed = v.safeParse(ErrorBody, JSON.parse(body));
    return parsed.success ? parsed.output.error : {};
  } catch {
    return {};
  }
}

/**
 * SPEC §8: any non-success response raises "HTTP {status}: {body or status text}" (the product
 * detail GET: "HTTP {status}"). Status and the API's error code are kept so callers switch on
 * them, never on the message text.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: string | undefined;
  /** The API's own French message, when it sent one (`{ error: { message } }`). */
  readonly apiMessage: string | undefined;
  /** A 422's message per field (`{ error: { fields } }`), empty otherwise. */
  readonly fields: Record<string, string>;
  /** A bulk action's 404: the ids that do not exist (nothing was changed). */
  readonly missing: number[];

  constructor(status: number, statusText: string, body: string, options: { short?: boolean } = {}) {
    super(options.short ? `HTTP ${status}` : `HTTP ${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.apiMessage = parsed.message;
    this.fields = parsed.fields ?? {};
    this.missing = parsed.missing ?? [];
  }
}

/** A response that does not match the contract of SPEC §7. */
export class ContractError extends Error {
  constructor(what: string, details: string) {
    super(`Réponse inattendue de l'API (${what}) : ${details}`);
    this.name = 'ContractError';
  }
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
