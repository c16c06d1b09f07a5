/**
 * The security headers every response carries (docs/decisions/008-security-headers.md). Pure and
 * framework-free: the Start request middleware (HTML, server functions, server routes), the REST
 * API (Hono) and the static-file server all build their headers here.
 */

/** Frames the site embeds: shop maps, and the video players an article body may hold. */
export const frameHosts = [
  'https://www.openstreetmap.org',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

export interface PolicyOptions {
  /** The per-request nonce the framework's inline scripts carry; absent for non-HTML responses. */
  nonce?: string | undefined;
  /** Other origins images may come from (the remote API's /images when API_BASE_URL is set). */
  imageOrigins?: readonly string[];
  /** Vite's dev server: HMR needs a websocket and unnonced inline scripts. */
  dev?: boolean;
  /** The public site is served over HTTPS in production: HSTS and upgrade-insecure-requests. */
  https?: boolean;
}

/** 16 random bytes, base64: a fresh value for each HTML response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy. Scripts: our own files plus inline scripts carrying this response's nonce, never
 * 'unsafe-inline'. Styles keep 'unsafe-inline' (toasts inject a <style>, React writes style
 * attributes); stored HTML never carries styles, the sanitiser removes them.
 */
export function pageContentSecurityPolicy(options: PolicyOptions): string {
  const { nonce, imageOrigins = [], dev = false, https = false } = options;
  const scripts = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
    ['font-src', "'self'"],
    // blob: the forms read back the files a user picked (previews, checks).
    ['connect-src', "'self'", 'blob:', ...(dev ? ['ws:', 'wss:'] : [])],
    ['frame-src', "'self'", ...frameHosts],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * For everything that is not a page (JSON, images, feeds, files): nothing may run or load, and
 * only our own pages may frame it (the catalogue PDF is shown in an iframe on /catalogue).
 */
export function resourceContentSecurityPolicy(): string {
  return "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
}

/** Powerful browser features the site never uses, switched off for it and for every frame. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** One year, subdomains included: sent only when the public URL is https in production. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

function isHtmlResponse(headers: Headers): boolean {
  return /^text\/html\b/i.test(headers.get('Content-Type') ?? '');
}

const headerNames = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
];
const securedNames = [...headerNames, 'Strict-Transport-Security'];

/** The headers for one response; its own CSP (if it set one) wins over the default. */
export function securityHeadersFor(headers: Headers, options: PolicyOptions): Headers {
  const page = isHtmlResponse(headers);
  const result = new Headers({
    'Content-Security-Policy': page
      ? pageContentSecurityPolicy(options)
      : resourceContentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': page ? 'DENY' : 'SAMEORIGIN',
  });
  if (options.https && !options.dev) {
    result.set('Strict-Transport-Security', strictTransportSecurity);
  }
  return result;
}

/**
 * Adds the security headers a response does not already carry. A response whose headers are
 * immutable (a fetch() result passed through) is copied first.
 */
export function withSecurityHeaders(response: Response, options: PolicyOptions): Response {
  // Most responses pass two layers (Start, then the static-file server): nothing to build twice.
  const expected = options.https && !options.dev ? securedNames : headerNames;
  if (expected.every((name) => response.headers.has(name))) return response;
  const missing = [...securityHeadersFor(response.headers, options)].filter(
    ([name]) => !response.headers.has(name),
  );
  if (missing.length === 0) return response;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const [name, value] of missing) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
