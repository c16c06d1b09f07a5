import {
  createCsrfMiddleware,
  createMiddleware,
  createServerOnlyFn,
  createStart,
} from '@tanstack/react-start';
import { getEnv } from '#env';
import {
  forbiddenOriginResponse,
  isCrossSiteRequest,
  isStateChanging,
} from '#server/http/cross-site.ts';
import { createNonce, withSecurityHeaders } from '#server/http/security-headers.ts';
import { securityOptions, trustedOrigins } from '#server/http/security-options.ts';

/**
 * Every response Start produces (pages, server functions, server routes, the in-process API)
 * leaves with the security headers; each page gets its own CSP nonce, which the router stamps on
 * its inline scripts (app/router.tsx). docs/decisions/008-security-headers.md.
 */
const securityHeaders = createMiddleware().server(async ({ next }) => {
  const nonce = createNonce();
  const result = await next({ context: { nonce } });
  return {
    ...result,
    response: withSecurityHeaders(asUnavailable(result.response), securityOptions(getEnv(), nonce)),
  };
});

/**
 * Issue 18 point 16: a page that failed because the API could not reach its database (the REST
 * client set Retry-After, server/functions/session.server.ts) is a 503, not a 500.
 */
function asUnavailable(response: Response): Response {
  if (response.status !== 500 || !response.headers.has('Retry-After')) return response;
  return new Response(response.body, { status: 503, headers: response.headers });
}

/**
 * The configured trusted origins. Server-only: the CSRF middleware below is also compiled for the
 * browser, and a plain `getEnv()` there would ship the environment's parser to every page.
 */
const configuredOrigins = createServerOnlyFn(() => trustedOrigins(getEnv()));

/** Server functions: Start's own check (Sec-Fetch-Site, then Origin, then Referer). */
const serverFunctionCsrf = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  origin: (origin, ctx) =>
    origin === new URL(ctx.request.url).origin || configuredOrigins().includes(origin),
  failureResponse: () => forbiddenOriginResponse(),
});

/** Server routes (/api, /uploads…): a browser's cross-site write is refused before it runs. */
const serverRouteCrossSite = createMiddleware().server(({ next, request, handlerType }) => {
  if (handlerType !== 'router' || !isStateChanging(request.method)) return next();
  if (isCrossSiteRequest(request, trustedOrigins(getEnv()))) return forbiddenOriginResponse();
  return next();
});

const refuse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

/** What Start's client sends as `?payload=`: a serialised (seroval) node, always an object. */
function isReadablePayload(payload: string | null): boolean {
  if (payload === null) return true;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/**
 * Issue 18 point 13: a call to an id that names no server function is a 404 and an unreadable
 * query-string payload a 400, where Start would answer both with a 500 (its handler throws).
 */
const serverFunctionInput = createMiddleware().server(async ({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn') return next();
  const url = new URL(request.url);
  const id = /^\/_serverFn\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
  // Imported here, inside .server(): the resolver exists in the server build only.
  const { getServerFnById } = await import('#tanstack-start-server-fn-resolver');
  const known = await getServerFnById(id, { origin: 'client' }).then(
    () => true,
    () => false,
  );
  if (!known) return refuse(404, 'not_found', 'Fonction serveur inconnue.');
  if (request.method === 'GET' && !isReadablePayload(url.searchParams.get('payload'))) {
    return refuse(400, 'invalid_payload', 'Paramètres de la requête illisibles.');
  }
  return next();
});

export const startInstance = createStart(() => ({
  requestMiddleware: [
    securityHeaders,
    serverFunctionCsrf,
    serverRouteCrossSite,
    serverFunctionInput,
  ],
}));
