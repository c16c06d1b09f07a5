import type { Hono, MiddlewareHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { LinearRouter } from 'hono/router/linear-router';
import type { ApiEnv } from './context.ts';

const candidates = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a path of the API answers, read from its Hono routes (middleware registered with
 * `use` is for every method and says nothing). Empty when no route matches the path.
 */
export function allowedMethods(app: Hono<ApiEnv>) {
  let router: LinearRouter<string> | undefined;
  return (path: string): string[] => {
    if (!router) {
      router = new LinearRouter<string>();
      for (const route of app.routes) {
        if (route.method !== METHOD_NAME_ALL) router.add(route.method, route.path, route.method);
      }
    }
    const matched = candidates.filter((method) => (router?.match(method, path)[0].length ?? 0) > 0);
    if (matched.length === 0) return [];
    return matched.includes('GET')
      ? ['GET', 'HEAD', ...matched.slice(1), 'OPTIONS']
      : [...matched, 'OPTIONS'];
  };
}

/**
 * OPTIONS (RFC 9110 §9.3.7): 204 with the `Allow` of the path, or the API's 404 for a path it
 * does not serve. No CORS headers: the API is same-origin only (docs/decisions/008).
 */
export function answerOptions(app: Hono<ApiEnv>): MiddlewareHandler<ApiEnv> {
  const allowed = allowedMethods(app);
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next();
    const methods = allowed(c.req.path);
    if (methods.length === 0) return next();
    return c.body(null, 204, { Allow: methods.join(', ') });
  };
}
