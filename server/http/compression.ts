/**
 * Compression of what the server renders (pages, JSON, feeds): the static files are precompressed
 * by srvx's static middleware, but SSR and API responses left uncompressed. Streaming is kept:
 * every chunk the renderer sends is flushed through the compressor at once, so the browser still
 * receives the head of the page before the data below it is ready.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this many bytes (when the length is known) compression costs more than it saves. */
const minimumBytes = 1024;

const compressible =
  /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/i;

/** Text formats worth compressing (not images, PDFs or archives, which are compressed already). */
export const isCompressibleType = (contentType: string | null): boolean =>
  compressible.test(contentType ?? '');

/**
 * The encoding to answer with: brotli when accepted, else gzip, else none. `q=0` refuses an
 * encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Whether this response may be compressed for this request. */
export function shouldCompress(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206) return false;
  const headers = response.headers;
  if (headers.has('Content-Encoding')) return false;
  if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return false;
  if (!compressible.test(headers.get('Content-Type') ?? '')) return false;
  const length = headers.get('Content-Length');
  return length === null || Number(length) >= minimumBytes;
}

function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        // Quality 5: most of brotli's gain at a fraction of quality 11's CPU, for every request.
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}

/**
 * A web TransformStream over node's zlib, flushing each chunk (see the file comment). A visitor
 * who leaves mid-page cancels the stream: the compressor is then destroyed, and output it still
 * produces is dropped rather than thrown at a closed stream (which would crash the process).
 */
function compressionStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zlib = compressor(encoding);
  let done = false;
  const stop = () => {
    done = true;
    zlib.destroy();
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => {
        if (done) return;
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          stop();
        }
      });
      zlib.on('error', (error) => {
        if (done) return;
        stop();
        controller.error(error);
      });
    },
    transform(chunk) {
      if (done) return;
      return new Promise<void>((resolve, reject) =>
        zlib.write(chunk, (error) => (error && !done ? reject(error) : resolve())),
      );
    },
    flush() {
      if (done) return;
      return new Promise<void>((resolve) => {
        zlib.once('end', resolve);
        zlib.once('close', resolve);
        zlib.end();
      });
    },
  });
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** The response compressed for this request when worthwhile, else the response itself. */
export function compressResponse(request: Request, response: Response): Response {
  if (!shouldCompress(request, response)) {
    if (response.body && compressible.test(response.headers.get('Content-Type') ?? '')) {
      // Caches in front must still keep the variants apart.
      try {
        addVary(response.headers);
      } catch {
        // Immutable headers (a passed-through fetch): nothing to add to.
      }
    }
    return response;
  }
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'));
  const headers = new Headers(response.headers);
  addVary(headers);
  if (!encoding || !response.body) {
    return new Response(response.body, { status: response.status, headers });
  }
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // A strong ETag names the identity bytes; the compressed ones get a weak one.
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  const body = response.body.pipeThrough(compressionStream(encoding));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
