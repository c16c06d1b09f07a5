/**
 * Compression of what the server renders (pages, JSON, feeds): the static files are precompressed
 * by srvx's static middleware, but SSR and API responses left uncompressed. Streaming is kept:
 * every chunk the renderer sends is flushed through the compressor at once, so the browser still
 * receives the head of the page before the data below it is ready.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

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

/** Whether an answer with this status and these headers may be compressed for this method. */
function mayCompress(method: string, status: number, headers: Headers, hasBody: boolean): boolean {
  if (method === 'HEAD' || !hasBody) return false;
  if (status < 200 || status === 204 || status === 206) return false;
  if (headers.has('Content-Encoding')) return false;
  if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return false;
  if (!compressible.test(headers.get('Content-Type') ?? '')) return false;
  const length = headers.get('Content-Length');
  return length === null || Number(length) >= minimumBytes;
}

/** Whether this response may be compressed for this request. */
export const shouldCompress = (request: Request, response: Response): boolean =>
  mayCompress(request.method, response.status, response.headers, Boolean(response.body));

// Quality 5: most of brotli's gain at a fraction of quality 11's CPU, for every request.
const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 5 };
const gzipLevel = 6;

function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: brotliParams })
    : createGzip({ level: gzipLevel, flush: constants.Z_SYNC_FLUSH });
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

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

/** The headers of the compressed variant: its encoding, Vary, a weak ETag, no identity length. */
function encodedHeaders(source: Headers, encoding: Encoding): Headers {
  const headers = new Headers(source);
  addVary(headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // A strong ETag names the identity bytes; the compressed ones get a weak one.
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return headers;
}

/** Caches in front must keep the variants apart, even of a response sent uncompressed. */
function varyOnly(response: Response): Response {
  if (response.body && compressible.test(response.headers.get('Content-Type') ?? '')) {
    try {
      addVary(response.headers);
    } catch {
      // Immutable headers (a passed-through fetch): copy them.
      const headers = new Headers(response.headers);
      addVary(headers);
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
  }
  return response;
}

/** The response compressed for this request when worthwhile, else the response itself. */
export function compressResponse(request: Request, response: Response): Response {
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'));
  if (!shouldCompress(request, response) || !encoding || !response.body) {
    return varyOnly(response);
  }
  const body = response.body.pipeThrough(compressionStream(encoding));
  const headers = encodedHeaders(response.headers, encoding);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A response read whole: its status, headers and every byte of its body. */
export interface WholeResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * The response read whole and compressed in one piece when worthwhile, with its Content-Length:
 * what the front sends in a single write (server/http/send-response.ts).
 */
export async function compressWhole(request: Request, response: Response): Promise<WholeResponse> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(identity.length));
  const hasBody = identity.length > 0;
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding || !mayCompress(request.method, response.status, headers, hasBody)) {
    if (hasBody && compressible.test(headers.get('Content-Type') ?? '')) addVary(headers);
    return { status: response.status, headers, body: identity };
  }
  const body =
    encoding === 'br'
      ? await compressBrotli(identity, { params: brotliParams })
      : await compressGzip(identity, { level: gzipLevel });
  const encoded = encodedHeaders(headers, encoding);
  encoded.set('Content-Length', String(body.length));
  return { status: response.status, headers: encoded, body };
}
