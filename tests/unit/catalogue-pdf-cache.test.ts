import { describe, expect, it, vi } from 'vitest';
import { type CachedPdf, createPdfCache, etagOf } from '#server/catalogue-pdf/pdf-cache.ts';
import { pdfResponse, wantsDownload } from '#server/catalogue-pdf/pdf-response.ts';

const hour = 60 * 60_000;

/** A generator whose runs finish when the test says so; counts runs and overlaps. */
function controlledGenerator() {
  const runs: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const generate = vi.fn(
    () =>
      new Promise<{ bytes: Uint8Array; pageCount: number }>((resolve, reject) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        const index = runs.length + 1;
        const done = () => {
          running -= 1;
        };
        runs.push({
          resolve: () => {
            done();
            resolve({ bytes: new TextEncoder().encode(`%PDF-run${index}`), pageCount: index });
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
      }),
  );
  return { generate, runs, maxRunning: () => maxRunning };
}

const text = (pdf: CachedPdf) => new TextDecoder().decode(pdf.bytes);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPdfCache', () => {
  it('shares one generation between concurrent requests, then serves the bytes from memory', async () => {
    const { generate, runs } = controlledGenerator();
    const cache = createPdfCache({ generate, maxAgeMs: hour });
    const first = cache.get();
    const second = cache.get();
    await settle();
    expect(generate).toHaveBeenCalledTimes(1);
    runs[0]?.resolve();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(text(a)).toBe('%PDF-run1');
    expect(a.etag).toBe(etagOf(a.bytes));
    expect(await cache.get()).toBe(a);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('rebuilds on the next request after a change, never two generations at once', async () => {
    const { generate, runs, maxRunning } = controlledGenerator();
    const cache = createPdfCache({ generate, maxAgeMs: hour });
    const before = cache.get();
    await settle();
    // A product changes while the first run is reading the data.
    cache.invalidate();
    const after = cache.get();
    await settle();
    expect(generate).toHaveBeenCalledTimes(1);
    runs[0]?.resolve();
    expect(text(await before)).toBe('%PDF-run1');
    await settle();
    expect(generate).toHaveBeenCalledTimes(2);
    runs[1]?.resolve();
    expect(text(await after)).toBe('%PDF-run2');
    expect(maxRunning()).toBe(1);
    expect(text(await cache.get())).toBe('%PDF-run2');
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a PDF older than its maximum age', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const { generate, runs } = controlledGenerator();
    const cache = createPdfCache({ generate, maxAgeMs: hour, now: () => now });
    const first = cache.get();
    await settle();
    runs[0]?.resolve();
    expect((await first).generatedAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    now += hour - 1;
    expect(text(await cache.get())).toBe('%PDF-run1');
    now += 1;
    const second = cache.get();
    await settle();
    runs[1]?.resolve();
    expect(text(await second)).toBe('%PDF-run2');
  });

  it('fails without a PDF to fall back on, and tries again on the next request', async () => {
    const { generate, runs } = controlledGenerator();
    const cache = createPdfCache({ generate, maxAgeMs: hour });
    const failing = cache.get();
    await settle();
    runs[0]?.reject(new Error('API down'));
    await expect(failing).rejects.toThrow('API down');
    const retry = cache.get();
    await settle();
    runs[1]?.resolve();
    expect(text(await retry)).toBe('%PDF-run2');
  });

  it('serves the previous PDF when a rebuild fails, and reports the failure', async () => {
    const { generate, runs } = controlledGenerator();
    const onError = vi.fn();
    const cache = createPdfCache({ generate, maxAgeMs: hour, onError });
    const first = cache.get();
    await settle();
    runs[0]?.resolve();
    const previous = await first;
    cache.invalidate();
    const rebuilt = cache.get();
    await settle();
    runs[1]?.reject(new Error('API down'));
    expect(await rebuilt).toBe(previous);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'API down' }));
    expect(cache.peek()).toBe(previous);
  });
});

describe('pdfResponse', () => {
  const pdf: CachedPdf = {
    bytes: new TextEncoder().encode('%PDF-1.3 test'),
    etag: '"abc"',
    generatedAt: new Date('2026-11-22T10:00:00.500Z'),
    pageCount: 3,
  };
  const url = 'http://localhost/catalogue.pdf';

  it('serves the PDF inline with its validators', async () => {
    const response = pdfResponse(new Request(url), pdf);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="catalogue-mediconfort.pdf"',
      'cache-control': 'public, max-age=300',
      etag: '"abc"',
      'last-modified': 'Sun, 22 Nov 2026 10:00:00 GMT',
      'content-length': String(pdf.bytes.byteLength),
    });
    expect(await response.text()).toBe('%PDF-1.3 test');
  });

  it('serves it as an attachment with ?download=1', () => {
    const response = pdfResponse(new Request(`${url}?download=1`), pdf);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="catalogue-mediconfort.pdf"',
    );
    expect(wantsDownload(new URL(`${url}?download=0`))).toBe(false);
  });

  it('answers HEAD with the headers only', async () => {
    const response = pdfResponse(new Request(url, { method: 'HEAD' }), pdf);
    expect(response.headers.get('content-length')).toBe(String(pdf.bytes.byteLength));
    expect(response.body).toBeNull();
  });

  it('answers 304 when the client already has this version', () => {
    const conditional = (headers: Record<string, string>) =>
      pdfResponse(new Request(url, { headers }), pdf).status;
    expect(conditional({ 'if-none-match': '"abc"' })).toBe(304);
    expect(conditional({ 'if-none-match': '"old", W/"abc"' })).toBe(304);
    expect(conditional({ 'if-none-match': '*' })).toBe(304);
    expect(conditional({ 'if-none-match': '"old"' })).toBe(200);
    expect(conditional({ 'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT' })).toBe(304);
    expect(conditional({ 'if-modified-since': 'Sun, 22 Nov 2026 09:59:59 GMT' })).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    expect(
      conditional({
        'if-none-match': '"old"',
        'if-modified-since': 'Mon, 23 Nov 2026 00:00:00 GMT',
      }),
    ).toBe(200);
    const notModified = pdfResponse(
      new Request(url, { headers: { 'if-none-match': '"abc"' } }),
      pdf,
    );
    expect(notModified.headers.get('etag')).toBe('"abc"');
    expect(notModified.body).toBeNull();
  });
});
