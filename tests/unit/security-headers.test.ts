import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isStateChanging } from '#server/http/cross-site.ts';
import {
  createNonce,
  pageContentSecurityPolicy,
  securityHeadersFor,
  withSecurityHeaders,
} from '#server/http/security-headers.ts';

/** The CSP as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const html = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
const json = new Headers({ 'Content-Type': 'application/json' });

describe('page Content-Security-Policy', () => {
  const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123==' }));

  it("allows inline scripts only with this response's nonce, never 'unsafe-inline'", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
  });

  it('forbids plugins, <base> and being framed', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('frames only the maps, article videos and our own PDF', () => {
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.openstreetmap.org',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it("adds the remote API's origin to images when the site uses another API server", () => {
    const remote = directives(
      pageContentSecurityPolicy({ imageOrigins: ['http://api.local:9000'] }),
    );
    expect(remote.get('img-src')).toContain('http://api.local:9000');
  });

  it('upgrades insecure requests only over https', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    const secure = directives(pageContentSecurityPolicy({ nonce: 'n', https: true }));
    expect(secure.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('securityHeadersFor', () => {
  it('gives pages the nonce policy and every other response a policy where nothing runs', () => {
    const page = securityHeadersFor(html, { nonce: 'n1' });
    expect(page.get('Content-Security-Policy')).toContain("'nonce-n1'");
    expect(page.get('X-Frame-Options')).toBe('DENY');
    const data = securityHeadersFor(json, { nonce: 'n1' });
    expect(data.get('Content-Security-Policy')).toMatch(/^default-src 'none'/);
    expect(data.get('Content-Security-Policy')).not.toContain('nonce');
  });

  it('always sends nosniff, the referrer policy and a permissions policy', () => {
    const headers = securityHeadersFor(json, {});
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Permissions-Policy')).toContain('geolocation=()');
  });

  it('sends HSTS for one year over https in production only', () => {
    expect(securityHeadersFor(html, {}).has('Strict-Transport-Security')).toBe(false);
    expect(securityHeadersFor(html, { https: true }).get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      securityHeadersFor(html, { https: true, dev: true }).has('Strict-Transport-Security'),
    ).toBe(false);
  });
});

describe('withSecurityHeaders', () => {
  it("keeps a header the response chose (the PDF's own frame policy)", () => {
    const own = "default-src 'none'; frame-ancestors 'self'";
    const response = new Response('%PDF', {
      headers: { 'Content-Type': 'application/pdf', 'Content-Security-Policy': own },
    });
    const result = withSecurityHeaders(response, {});
    expect(result.headers.get('Content-Security-Policy')).toBe(own);
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('copies a response whose headers cannot change, keeping status and body', async () => {
    const frozen = Response.redirect('http://localhost/ailleurs', 302);
    const result = withSecurityHeaders(frozen, {});
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('http://localhost/ailleurs');
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('createNonce', () => {
  it('is 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('isCrossSiteRequest', () => {
  const post = (headers: Record<string, string>, url = 'http://localhost:3000/api/x') =>
    new Request(url, { method: 'POST', headers });

  it('refuses what the browser marks as coming from another site', () => {
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(false);
  });

  it('refuses a foreign or opaque Origin, accepts ours and the public SITE_URL', () => {
    expect(isCrossSiteRequest(post({ Origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: 'http://localhost:3000' }))).toBe(false);
    const proxied = post({ Origin: 'https://www.example.tn' }, 'http://127.0.0.1:3000/api/x');
    expect(isCrossSiteRequest(proxied)).toBe(true);
    expect(isCrossSiteRequest(proxied, ['https://www.example.tn'])).toBe(false);
  });

  it('lets servers and scripts through: they send neither header', () => {
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it('only guards methods that change state', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].map(isStateChanging)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
