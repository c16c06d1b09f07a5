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
  | 'invalid_image'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'token_expired'
  | 'invalid_refresh_token'
  | 'refresh_token_reused'
  | 'too_many_attempts'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'stale_version'
  | 'method_not_allowed'
  | 'internal_error';

/** An error the API answers as `{ error: { code, message, fields? } }` with its HTTP status. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} introuvable.`);

export function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}
