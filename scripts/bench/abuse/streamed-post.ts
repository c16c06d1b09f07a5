/**
 * Large request bodies streamed from a generator (never held in memory), over node:http so the
 * answer is seen while the body is still being sent; sending stops as soon as it arrives.
 */
import { type OutgoingHttpHeaders, request } from 'node:http';

const chunkBytes = 64 * 1024;
const filler = Buffer.alloc(chunkBytes, 'a');

/** `bytes` bytes of filler, in 64 KiB slices of one shared buffer. */
export function* fill(bytes: number): Generator<Buffer> {
  for (let left = bytes; left > 0; left -= chunkBytes)
    yield filler.subarray(0, Math.min(left, chunkBytes));
}

/** A JSON body: the text before the filler, the filler, the text after it. */
export function* paddedJson(body: { prefix: string; fill: number; suffix: string }) {
  yield Buffer.from(body.prefix);
  yield* fill(body.fill);
  yield Buffer.from(body.suffix);
}

/** A multipart form: `titre`, then `files` fake JPEG images of `fileBytes` each in `images[]`. */
export function* fakeImagesForm(boundary: string, files: number, fileBytes: number) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="titre"\r\n\r\nSonde\r\n`,
  );
  for (let i = 0; i < files; i += 1) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    yield* fill(fileBytes - 4);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

export function byteLength(body: Iterable<Buffer>): number {
  let total = 0;
  for (const chunk of body) total += chunk.byteLength;
  return total;
}

export interface PostOutcome {
  /** The HTTP status, or what happened instead. */
  status: number | 'reset' | 'timeout';
  /** From the first byte sent to the answer's headers (or the reset). */
  answeredAfterMs: number;
  /** Body bytes the server's socket had accepted when the answer came. */
  sentBytes: number;
  totalBytes: number;
}

/**
 * POSTs `body` to `url` and resolves at the answer (or a reset, or `timeoutMs`): no more is sent
 * after it. Without `contentLength` the body goes chunked.
 */
export function postStreaming(
  url: string,
  headers: OutgoingHttpHeaders,
  body: () => Iterable<Buffer>,
  { contentLength, timeoutMs = 60_000 }: { contentLength?: number; timeoutMs?: number } = {},
): Promise<PostOutcome> {
  const totalBytes = contentLength ?? byteLength(body());
  const lengthHeader = contentLength === undefined ? {} : { 'content-length': contentLength };
  const req = request(url, {
    method: 'POST',
    headers: { ...headers, ...lengthHeader },
    agent: false,
  });
  const started = performance.now();
  let sentBytes = 0;
  let settled = false;
  return new Promise((resolve) => {
    const settle = (status: PostOutcome['status']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        status,
        answeredAfterMs: Math.round(performance.now() - started),
        sentBytes,
        totalBytes,
      });
      req.destroy();
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    req.on('response', (response) => {
      settle(response.statusCode ?? 0);
      response.resume();
    });
    req.on('error', () => settle('reset'));
    void (async () => {
      for (const chunk of body()) {
        if (settled) return;
        const flushed = req.write(chunk, (error) => {
          if (!error) sentBytes += chunk.byteLength;
        });
        if (!flushed) await drained(req);
      }
      if (!settled) req.end();
    })();
  });
}

/** Resolves when the request can take more, or is gone (so a refused upload never hangs here). */
const drained = (req: ReturnType<typeof request>) =>
  new Promise<void>((done) => {
    const finish = () => {
      req.off('drain', finish);
      req.off('close', finish);
      done();
    };
    req.once('drain', finish);
    req.once('close', finish);
  });
