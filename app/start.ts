import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start';
import { getEnv } from '../app.config';
import {
  forbiddenOriginResponse,
  isCrossSiteRequest,
  isStateChanging,
} from '../server/http/cross-site';
import { createNonce, withSecurityHeaders } from '../server/http/security-headers';
import { securityOptions, trustedOrigins } from '../server/http/security-options';

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
    response: withSecurityHeaders(result.response, securityOptions(getEnv(), nonce)),
  };
});

/** Server functions: Start's own check (Sec-Fetch-Site, then Origin, then Referer). */
const serverFunctionCsrf = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  origin: (origin, ctx) =>
    origin === new URL(ctx.request.url).origin || trustedOrigins(getEnv()).includes(origin),
  failureResponse: () => forbiddenOriginResponse(),
});

/** Server routes (/api, /uploads…): a browser's cross-site write is refused before it runs. */
const serverRouteCrossSite = createMiddleware().server(({ next, request, handlerType }) => {
  if (handlerType !== 'router' || !isStateChanging(request.method)) return next();
  if (isCrossSiteRequest(request, trustedOrigins(getEnv()))) return forbiddenOriginResponse();
  return next();
});

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeaders, serverFunctionCsrf, serverRouteCrossSite],
}));
