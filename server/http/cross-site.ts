/**
 * Cookies go with cross-site requests too (SameSite=Lax only holds back sub-resource and POST
 * navigations from other sites, not fetches with credentials from a same-site page), so anything
 * that changes state refuses a request a browser marks as coming from another site. Requests
 * without these headers come from servers and scripts (the REST client, curl): no browser
 * sends a cross-origin write without `Origin`.
 */

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

/**
 * The rule itself, on a request's `Sec-Fetch-Site` and `Origin` headers: true when the browser
 * says the request comes from another site, or its origin is not one `isOurs` accepts.
 */
export function isCrossSite(
  fetchSite: string | null | undefined,
  origin: string | null | undefined,
  isOurs: (origin: string) => boolean,
): boolean {
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  return origin !== null && origin !== undefined && !isOurs(origin);
}

/**
 * True when the browser says the request comes from another site, or its `Origin` is none of
 * ours (`trustedOrigins`: the public SITE_URL, which a reverse proxy may hide from request.url).
 */
export function isCrossSiteRequest(
  request: Request,
  trustedOrigins: readonly string[] = [],
): boolean {
  return isCrossSite(
    request.headers.get('Sec-Fetch-Site'),
    request.headers.get('Origin'),
    (origin) => origin === new URL(request.url).origin || trustedOrigins.includes(origin),
  );
}

/** The API's error shape, so every caller reads the refusal the same way. */
export function forbiddenOriginResponse(): Response {
  return Response.json(
    { error: { code: 'forbidden_origin', message: 'Requête refusée : origine non autorisée.' } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
