import type { MiddlewareHandler } from 'hono';
import { siteMetrics } from '#server/metrics/metrics.ts';
import { ApiError } from '../plumbing/errors.ts';

/**
 * POST /auth/login and /auth/login/code, counted by result for GET /metrics: success, failure (a
 * wrong e-mail, password or code), throttled (429), second_factor (a right password, a code
 * asked for next), refused (any other refusal: a malformed body…).
 */
export const countLogins: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'POST') return;
  const status = c.res.status;
  const code = c.error instanceof ApiError ? c.error.code : undefined;
  const result =
    status === 200
      ? 'success'
      : status === 429
        ? 'throttled'
        : code === 'two_factor_required'
          ? 'second_factor'
          : status === 401
            ? 'failure'
            : 'refused';
  siteMetrics().logins.inc({ result });
};
