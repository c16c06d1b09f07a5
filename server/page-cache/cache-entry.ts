import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressibleType } from '../http/compression.ts';
import { makeNonceFree, policyNonce } from './nonce-free.ts';

/** One encoding of a cached page: the bytes and every header line, ready for writeHead. */
export interface CachedVariant {
  body: Buffer;
  etag: string;
  /** Flat [name, value, name, value…] as node:http's writeHead takes them. */
  headers: string[];
}

export interface CacheEntry {
  status: 200 | 404;
  identity: CachedVariant;
  br?: CachedVariant;
  gzip?: CachedVariant;
  /** What a 304 repeats: validators and caching rules. */
  cacheControl: string;
  vary?: string;
  /** Bytes held: every variant's body and headers. */
  size: number;
}

export interface RenderedResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface EntryOptions {
  /** Seconds a shared cache (CDN, reverse proxy) may serve the page without asking. */
  sharedMaxAge: number;
  /** Seconds it may then serve it stale while fetching a fresh copy. */
  staleWhileRevalidate: number;
  maxEntryBytes: number;
}

/** Headers the cache sets itself, or that describe one transfer rather than the page. */
const dropped = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/**
 * Why a rendered response may not be shared, or undefined when it may: only 200 and 404, never
 * a response that sets a cookie, asks not to be stored or was rendered during an outage.
 */
export function unstorableReason(response: RenderedResponse, maxBytes: number): string | undefined {
  if (response.status !== 200 && response.status !== 404) return `status ${response.status}`;
  if (response.headers.has('set-cookie')) return 'sets a cookie';
  if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) {
    return 'marked private';
  }
  // Rendered while the API could not reach its database: a degraded page, not the page.
  if (response.headers.has('retry-after')) return 'rendered during an outage';
  if (response.body.length > maxBytes) return 'too large';
  return undefined;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The cache entry for a storable rendered response, or undefined when its page cannot be made
 * nonce-free. Compressed copies are made once here (brotli q6, gzip 9), a little more effort
 * than a live response gets.
 */
export async function buildEntry(
  response: RenderedResponse,
  options: EntryOptions,
): Promise<CacheEntry | undefined> {
  const contentType = response.headers.get('content-type');
  const common: string[] = [];
  let body = response.body;
  for (const [name, value] of response.headers) {
    if (dropped.has(name) || name === 'content-security-policy') continue;
    common.push(name, value);
  }
  const policy = response.headers.get('content-security-policy');
  const nonce = policy ? policyNonce(policy) : undefined;
  if (policy && nonce) {
    const page = makeNonceFree(body.toString('utf8'), policy, nonce);
    if (!page) return undefined;
    body = Buffer.from(page.html, 'utf8');
    common.push('content-security-policy', page.contentSecurityPolicy);
  } else if (policy) {
    common.push('content-security-policy', policy);
  }
  // A route that states its own public caching (feeds, the PDF) knows its content best.
  const cacheControl =
    response.headers.get('cache-control') ??
    `public, max-age=0, s-maxage=${options.sharedMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  const compressible = isCompressibleType(contentType) && body.length >= 1024;
  const vary = compressible ? 'Accept-Encoding' : undefined;
  common.push('cache-control', cacheControl);
  if (vary) common.push('vary', vary);
  // The route's own strong validator when it has one (the PDF's), else one from the bytes.
  const ownTag = /^"([^"]+)"$/.exec(response.headers.get('etag') ?? '')?.[1];
  const tag = ownTag ?? createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const variant = (bytes: Buffer, suffix: string, encoding?: string): CachedVariant => {
    const etag = `"${tag}${suffix}"`;
    const headers = [...common, 'etag', etag, 'content-length', String(bytes.length)];
    if (encoding) headers.push('content-encoding', encoding);
    return { body: bytes, etag, headers };
  };
  const entry: CacheEntry = {
    status: response.status === 404 ? 404 : 200,
    identity: variant(body, ''),
    cacheControl,
    ...(vary ? { vary } : {}),
    size: 0,
  };
  if (compressible) {
    const [br, gz] = await Promise.all([
      compressBrotli(body, {
        params: {
          // q6: within 1 % of q8's size at half its time; q10 saves 7 % more but costs 35 ms a
          // page, paid again for every page after each admin save.
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      compressGzip(body, { level: 9 }),
    ]);
    if (br.length < body.length) entry.br = variant(br, '-br', 'br');
    if (gz.length < body.length) entry.gzip = variant(gz, '-gz', 'gzip');
  }
  entry.size = [entry.identity, entry.br, entry.gzip].reduce(
    (total, item) =>
      item ? total + item.body.length + item.headers.reduce((sum, h) => sum + h.length, 0) : total,
    0,
  );
  return entry;
}
