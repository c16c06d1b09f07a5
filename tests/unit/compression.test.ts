import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, negotiateEncoding, shouldCompress } from '#server/http/compression.ts';

const page = '<!doctype html><html><body>'.concat(
  '<p>Fauteuil roulant</p>'.repeat(200),
  '</body></html>',
);
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/', {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });
const html = (body: BodyInit | null = page, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });
});

describe('shouldCompress', () => {
  it('compresses text bodies, never HEAD, images, tiny or already-encoded ones', () => {
    expect(shouldCompress(get('br'), html())).toBe(true);
    expect(shouldCompress(get('br', 'HEAD'), html())).toBe(false);
    expect(shouldCompress(get('br'), html(page, { 'Content-Type': 'image/webp' }))).toBe(false);
    expect(shouldCompress(get('br'), html('petit', { 'Content-Length': '5' }))).toBe(false);
    expect(shouldCompress(get('br'), html(page, { 'Content-Encoding': 'gzip' }))).toBe(false);
    expect(shouldCompress(get('br'), html(page, { 'Cache-Control': 'no-transform' }))).toBe(false);
    expect(shouldCompress(get('br'), html(null, {}, 204))).toBe(false);
  });
});

describe('compressResponse', () => {
  it('answers brotli that decodes to the same page, with Vary and no Content-Length', async () => {
    const response = compressResponse(get('gzip, br'), html(page, { 'Content-Length': '9999' }));
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.has('Content-Length')).toBe(false);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('answers gzip when brotli is not accepted, keeping status and other headers', async () => {
    const response = compressResponse(get('gzip'), html(page, { 'X-Test': 'oui' }, 404));
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('X-Test')).toBe('oui');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves the body as is for a client that accepts no encoding, but still varies', async () => {
    const response = compressResponse(get(), html());
    expect(response.headers.has('Content-Encoding')).toBe(false);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(page);
  });

  it('weakens a strong ETag on the compressed variant', () => {
    const response = compressResponse(get('br'), html(page, { ETag: '"abc"' }));
    expect(response.headers.get('ETag')).toBe('W/"abc"');
  });

  it('sends the first streamed chunk before the stream ends (streaming SSR is kept)', async () => {
    let push: ((chunk: string) => void) | undefined;
    let close: (() => void) | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(new TextEncoder().encode(chunk));
        close = () => controller.close();
      },
    });
    const response = compressResponse(get('gzip'), html(stream));
    const reader = response.body?.getReader();
    push?.('<!doctype html><html><head><title>Début</title></head>');
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    expect(first?.value?.byteLength).toBeGreaterThan(0);
    close?.();
    let rest = await reader?.read();
    while (rest && !rest.done) rest = await reader?.read();
  });
});

describe('a visitor leaving mid-page', () => {
  it('cancelling the compressed stream while the page still streams throws nothing', async () => {
    // Random text compresses slowly: each chunk keeps the compressor busy when the visitor leaves.
    const chunk = new TextEncoder().encode(
      Array.from({ length: 40_000 }, () => Math.random().toString(36)).join(' '),
    );
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 50) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = compressResponse(get('br'), html(stream));
    const reader = response.body?.getReader();
    await reader?.read();
    void reader?.cancel();
    // Let the compressor finish what it had in hand: an enqueue on the closed stream would throw
    // here as an uncaught exception, which fails the run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBeLessThan(50);
  });
});
