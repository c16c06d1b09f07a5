import { proxy } from 'hono/proxy';
import { serverLimits } from '#config';

/** Headers that describe one connection, never passed on (RFC 9110 §7.6.1), and the host. */
const notPassedOn = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/**
 * With API_BASE_URL, this site holds no data of its own: `/api/*` is the other server's API, passed
 * through (method, path, query, headers, body, streamed both ways). The visitor's address is
 * appended to X-Forwarded-For as any proxy does; the API believes it when it trusts this site
 * (its TRUST_PROXY).
 */
export async function proxyToApi(
  request: Request,
  apiBaseUrl: string,
  peerAddress: string | undefined,
): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const path = pathname.replace(/^\/api(?=\/|$)/, '');
  const target = `${apiBaseUrl.replace(/\/$/, '')}${path}${search}`;
  const headers = new Headers(request.headers);
  for (const name of notPassedOn) headers.delete(name);
  const forwardedFor = [headers.get('x-forwarded-for'), peerAddress].filter(Boolean).join(', ');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  try {
    return await proxy(target, {
      raw: request,
      headers,
      signal: AbortSignal.any([
        request.signal,
        AbortSignal.timeout(serverLimits.apiProxyTimeoutMs),
      ]),
    });
  } catch {
    // Unreachable, refused or too slow: the same shape as the API's own errors (SPEC §7).
    return Response.json(
      {
        error: {
          code: 'api_unreachable',
          message: 'Le serveur de données ne répond pas. Réessayez dans un instant.',
        },
      },
      { status: 502, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    );
  }
}
