import { site } from '#config';
import type { CachedPdf } from './pdf-cache.ts';

export const pdfFileName = 'catalogue-mediconfort.pdf';

/** RFC 9110 §13.1.2: a list of tags or "*"; weak tags compare equal to their strong twin. */
function matchesTag(header: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

function notModified(request: Request, pdf: CachedPdf): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) return matchesTag(ifNoneMatch, pdf.etag);
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  // HTTP dates have whole seconds: compare at that precision.
  return (
    Number.isFinite(ifModifiedSince) &&
    Math.floor(pdf.generatedAt.getTime() / 1000) <= Math.floor(ifModifiedSince / 1000)
  );
}

/** `?download=1` asks for a file to save; anything else opens in the browser's viewer. */
export function wantsDownload(url: URL): boolean {
  const value = url.searchParams.get('download');
  return value !== null && value !== '0' && value !== 'false';
}

/** GET/HEAD /catalogue.pdf: the cached PDF with validators, or 304 when the client has it. */
export function pdfResponse(request: Request, pdf: CachedPdf): Response {
  const disposition = wantsDownload(new URL(request.url)) ? 'attachment' : 'inline';
  const headers = new Headers({
    'Cache-Control': 'public, max-age=300',
    ETag: pdf.etag,
    'Last-Modified': pdf.generatedAt.toUTCString(),
  });
  if (notModified(request, pdf)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', 'application/pdf');
  headers.set('Content-Disposition', `${disposition}; filename="${pdfFileName}"`);
  headers.set('Content-Length', String(pdf.bytes.byteLength));
  headers.set('X-Content-Type-Options', 'nosniff');
  const body = request.method === 'HEAD' ? null : new Uint8Array(pdf.bytes);
  return new Response(body, { status: 200, headers });
}

/** A failed generation without any earlier PDF to fall back on: a temporary outage (503). */
export function unavailableResponse(): Response {
  return new Response(
    `Le catalogue PDF est momentanément indisponible. Merci de réessayer dans quelques minutes ou de nous appeler au ${site.phone}.`,
    {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    },
  );
}
