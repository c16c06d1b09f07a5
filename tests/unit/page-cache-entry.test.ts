import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEntry, type CachedVariant } from '#server/page-cache/cache-entry.ts';
import { makeNonceFree, scriptHash } from '#server/page-cache/nonce-free.ts';

const nonce = 'q3Rk+7/aZ0pN1YbC2dE4fg==';
const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`;
const html = [
  '<!DOCTYPE html><html><head>',
  `<meta property="csp-nonce" content="${nonce}"/>`,
  `<script nonce="${nonce}">document.documentElement.dataset.a="1"</script>`,
  `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
  '</head><body><p>Fauteuil roulant</p>',
  `<script type="module" async="" nonce="${nonce}" src="/assets/index.js"></script>`,
  `<script nonce="${nonce}" data-tsr-stream-part="">self.$_TSR={m:1}</script>`,
  '<script>alert("stored")</script>',
  '</body></html>',
].join('');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('makeNonceFree', () => {
  it('removes every trace of the nonce and allows exactly the scripts that carried it', () => {
    const page = makeNonceFree(html, policy, nonce);
    expect(page?.html).not.toContain(nonce);
    expect(page?.html).not.toContain('csp-nonce');
    expect(page?.html).toContain('<p>Fauteuil roulant</p>');
    expect(page?.html).toContain('<script type="module" async="" src="/assets/index.js"></script>');
    expect(page?.contentSecurityPolicy).toBe(
      `default-src 'self'; script-src 'self' ${sha256('document.documentElement.dataset.a="1"')} ${sha256('self.$_TSR={m:1}')}; object-src 'none'`,
    );
    // The script without the nonce was blocked before; it stays blocked (no hash for it).
    expect(page?.contentSecurityPolicy).not.toContain(scriptHash('alert("stored")'));
  });

  it('gives up (no caching) when the nonce appears somewhere it does not know', () => {
    const odd = html.replace('<p>Fauteuil', `<p data-x="${nonce}">Fauteuil`);
    expect(makeNonceFree(odd, policy, nonce)).toBeUndefined();
  });
});

const decode = (variant: CachedVariant | undefined, how: (body: Buffer) => Buffer) =>
  variant ? how(variant.body).toString() : undefined;
const header = (variant: CachedVariant, name: string) => {
  const index = variant.headers.findIndex((value, i) => i % 2 === 0 && value === name);
  return index === -1 ? undefined : variant.headers[index + 1];
};

describe('buildEntry', () => {
  const options = { sharedMaxAge: 30, staleWhileRevalidate: 60, maxEntryBytes: 1 << 20 };
  const rendered = (body: string, headers: Record<string, string>) => ({
    status: 200,
    headers: new Headers(headers),
    body: Buffer.from(body),
  });

  it('stores one nonce-free body with identical brotli and gzip copies and shared caching rules', async () => {
    const big = html.replace('Fauteuil roulant', 'Fauteuil roulant '.repeat(200));
    const entry = await buildEntry(
      rendered(big, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'x-frame-options': 'DENY',
        'content-length': '999',
      }),
      options,
    );
    if (!entry) throw new Error('expected an entry');
    const identity = entry.identity.body.toString();
    expect(identity).not.toContain(nonce);
    expect(decode(entry.br, brotliDecompressSync)).toBe(identity);
    expect(decode(entry.gzip, gunzipSync)).toBe(identity);
    expect(entry.br?.body.length).toBeLessThan(entry.identity.body.length / 5);
    expect(header(entry.identity, 'cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    expect(header(entry.identity, 'content-length')).toBe(String(entry.identity.body.length));
    expect(header(entry.identity, 'x-frame-options')).toBe('DENY');
    expect(header(entry.identity, 'content-security-policy')).not.toContain('nonce-');
    expect(header(entry.identity, 'vary')).toBe('Accept-Encoding');
    expect(header(entry.br as CachedVariant, 'content-encoding')).toBe('br');
    const etags = [entry.identity.etag, entry.br?.etag, entry.gzip?.etag];
    expect(new Set(etags).size).toBe(3);
    expect(entry.size).toBeGreaterThan(entry.identity.body.length);
  });

  it('keeps binary files as they are: no compression, no Vary', async () => {
    const pdf = rendered('%PDF-1.7 '.repeat(500), { 'content-type': 'application/pdf' });
    const entry = await buildEntry(pdf, options);
    expect(entry?.br).toBeUndefined();
    expect(entry?.gzip).toBeUndefined();
    expect(entry?.vary).toBeUndefined();
    expect(entry?.identity.body.equals(pdf.body)).toBe(true);
  });

  it('keeps the caching rules and validator a route states itself (feeds, the PDF)', async () => {
    const pdf = rendered('%PDF-1.7', {
      'content-type': 'application/pdf',
      'cache-control': 'public, max-age=300',
      etag: '"pdf-42"',
      'last-modified': 'Sun, 22 Nov 2026 08:00:00 GMT',
    });
    const entry = await buildEntry(pdf, options);
    if (!entry) throw new Error('expected an entry');
    expect(entry.identity.etag).toBe('"pdf-42"');
    expect(header(entry.identity, 'cache-control')).toBe('public, max-age=300');
    expect(header(entry.identity, 'last-modified')).toBe('Sun, 22 Nov 2026 08:00:00 GMT');
  });

  it('gives the same ETag to the same bytes, and another to other bytes', async () => {
    const a = await buildEntry(rendered('<p>a</p>', { 'content-type': 'text/html' }), options);
    const again = await buildEntry(rendered('<p>a</p>', { 'content-type': 'text/html' }), options);
    const b = await buildEntry(rendered('<p>b</p>', { 'content-type': 'text/html' }), options);
    expect(a?.identity.etag).toBe(again?.identity.etag);
    expect(a?.identity.etag).not.toBe(b?.identity.etag);
  });
});
