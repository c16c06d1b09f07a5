import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ApiErrorCode =
  | 'invalid_json'
  | 'invalid_query'
  | 'invalid_id'
  | 'validation_failed'
  | 'unknown_field'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'too_many_files'
  | 'no_files'
  | 'aborted'
  | 'invalid_image'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'token_expired'
  | 'invalid_refresh_token'
  | 'refresh_token_reused'
  | 'session_closed'
  | 'too_many_attempts'
  /** A flood from one address (the statistics beacon, issue 38), as the site's gate names it. */
  | 'too_many_requests'
  | 'two_factor_required'
  | 'invalid_challenge'
  | 'invalid_code'
  | 'two_factor_enrolment_required'
  | 'forbidden'
  | 'password_change_required'
  | 'not_found'
  | 'conflict'
  | 'stale_version'
  | 'method_not_allowed'
  | 'service_unavailable'
  | 'internal_error'
  | 'invalid_csv'
  | 'rows_refused'
  /** "Annuler cet import" refused (issue 36 §5): done already, too late, or products changed since. */
  | 'already_undone'
  | 'undo_expired'
  | 'edited_since'
  | 'no_previous_version';

/** What an error may carry next to its code and message, besides per-field messages. */
export interface ErrorDetails {
  /** `two_factor_required`: the signed token to send back with the code (POST /auth/login/code). */
  challenge?: string;
  /** A bulk action's ids that do not exist (issue 24): nothing was changed. */
  missing?: number[];
  /** A CSV import's refused rows (issue 24): nothing was written. */
  refused?: { line: number; reason: string }[];
}

/**
 * An error the API answers as `{ error: { code, message, fields?, ...details } }` with its HTTP
 * status.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      details?: ErrorDetails;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
    this.details = extra.details;
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} introuvable.`);

/** Seconds a client should wait before retrying while the database is unreachable. */
export const outageRetryAfterSeconds = 5;

/** The database cannot be reached: a temporary state, worth a retry (RFC 9110 §15.6.4). */
export const serviceUnavailable = () =>
  new ApiError(
    503,
    'service_unavailable',
    'Service momentanément indisponible. Réessayez dans un instant.',
    { headers: { 'Retry-After': String(outageRetryAfterSeconds) } },
  );

export function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.details,
    },
  };
}
