import { createHash } from 'node:crypto';

export interface CachedPdf {
  bytes: Uint8Array;
  etag: string;
  generatedAt: Date;
  pageCount: number;
}

export interface PdfCacheOptions {
  generate: (generatedAt: Date) => Promise<{ bytes: Uint8Array; pageCount: number }>;
  /** Past this age the PDF is rebuilt even without a change seen here (another API process). */
  maxAgeMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface PdfCache {
  /** The current PDF, generated first when missing, invalidated or too old. */
  get(): Promise<CachedPdf>;
  /** The last PDF built, fresh or not, without generating anything. */
  peek(): CachedPdf | null;
  /** A product or category changed: the next get() rebuilds. */
  invalidate(): void;
}

/** A strong validator of the bytes: equal PDFs, equal tags, whichever process built them. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * The PDF in memory, rebuilt lazily: at most one generation runs at a time and every request
 * waiting for it shares its promise. A change during a generation makes the next request start
 * another one after it (the running one may have read the data before the change). When a
 * rebuild fails, the previous PDF is served, if there is one.
 */
export function createPdfCache(options: PdfCacheOptions): PdfCache {
  const now = options.now ?? Date.now;
  let current: { pdf: CachedPdf; version: number } | null = null;
  let version = 0;
  let running: { version: number; promise: Promise<CachedPdf> } | null = null;

  const isFresh = (entry: typeof current): entry is NonNullable<typeof current> =>
    entry !== null &&
    entry.version === version &&
    now() - entry.pdf.generatedAt.getTime() < options.maxAgeMs;

  async function build(runVersion: number, after: Promise<unknown> | undefined) {
    await after;
    const generatedAt = new Date(now());
    try {
      const { bytes, pageCount } = await options.generate(generatedAt);
      const pdf = { bytes, pageCount, generatedAt, etag: etagOf(bytes) };
      current = { pdf, version: runVersion };
      return pdf;
    } catch (error) {
      if (!current) throw error;
      options.onError?.(error);
      return current.pdf;
    }
  }

  return {
    get() {
      if (isFresh(current)) return Promise.resolve(current.pdf);
      if (running && running.version === version) return running.promise;
      const previous = running?.promise.catch(() => undefined);
      const run = { version, promise: build(version, previous) };
      running = run;
      const clear = () => {
        if (running === run) running = null;
      };
      run.promise.then(clear, clear);
      return run.promise;
    },
    peek: () => current?.pdf ?? null,
    invalidate() {
      version += 1;
    },
  };
}
