import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding } from '../http/compression.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { hasSessionCookie } from '../http/session-cookies.ts';
import { log } from '../log/logger.ts';
import type { CachedVariant, CacheEntry, RenderedResponse } from './cache-entry.ts';
import type { PageCache } from './page-cache.ts';
import { type PageKey, pageKey } from './page-key.ts';

export interface PageCacheLayerOptions {
  cache: PageCache;
  /**
   * Renders the canonical URL `key` anonymously (no cookie, no encoding) through the site, for
   * `request` (whose client's share of the work it takes).
   */
  render: (key: string, request: IncomingMessage) => Promise<RenderedResponse>;
  /** Headers every response of ours carries (security headers for non-HTML responses). */
  baseHeaders: string[];
  /** Cache-Control of the canonical-URL redirects. */
  redirectCacheControl: string;
  /**
   * Asked before a missing page is rendered: answers the request itself and returns true when it
   * must not take any work (its address already holds its share, issue 34), synchronously, before
   * any promise or copy.
   */
  refuseAtOnce?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** Request targets seen recently and their keys: parsing search params is the costliest step. */
class KeyMemo {
  readonly #keys = new Map<string, PageKey>();
  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  get(target: string): PageKey {
    let key = this.#keys.get(target);
    if (!key) {
      // Junk targets cannot grow it: past the limit it starts over.
      if (this.#keys.size >= this.limit) this.#keys.clear();
      key = pageKey(target);
      this.#keys.set(target, key);
    }
    return key;
  }
}

function pickVariant(entry: CacheEntry, acceptEncoding: string | undefined): CachedVariant {
  const encoding = negotiateEncoding(acceptEncoding ?? null);
  if (encoding === 'br' && entry.br) return entry.br;
  if (encoding && entry.gzip) return entry.gzip;
  return entry.identity;
}

/**
 * RFC 9110 §13.1.2, weak comparison; `*` matches any current representation. Every encoding of
 * the page counts: a copy kept as gzip is as current as the brotli one.
 */
function isNotModified(ifNoneMatch: string, entry: CacheEntry): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const current = [entry.identity.etag, entry.br?.etag, entry.gzip?.etag];
  return ifNoneMatch.split(',').some((tag) => current.includes(tag.trim().replace(/^W\//, '')));
}

const outcomes = new WeakMap<ServerResponse, 'hit' | 'miss'>();

/** Whether the page cache answered this response (`hit`) or rendered it (`miss`): the access log. */
export const pageCacheOutcome = (response: ServerResponse) => outcomes.get(response);

/**
 * The page cache at the very front of node:http: a hit is answered from memory before srvx
 * builds a Request, before routing and rendering; everything else goes on to `next`.
 */
export function createPageCacheLayer(options: PageCacheLayerOptions) {
  const { cache } = options;
  const keys = new KeyMemo(10_000);

  function send(request: IncomingMessage, response: ServerResponse, entry: CacheEntry): void {
    const variant = pickVariant(entry, request.headers['accept-encoding']);
    const ifNoneMatch = request.headers['if-none-match'];
    // Only a success has a representation to revalidate (RFC 9110 §13.2.1): a 404 is resent.
    if (ifNoneMatch && entry.status === 200 && isNotModified(ifNoneMatch, entry)) {
      cache.countNotModified();
      const headers = ['etag', variant.etag, 'cache-control', entry.cacheControl];
      if (entry.vary) headers.push('vary', entry.vary);
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(entry.status, variant.headers).end(variant.body);
  }

  function sendUnshared(response: ServerResponse, rendered: RenderedResponse): void {
    const headers: string[] = [];
    for (const [name, value] of rendered.headers) {
      if (name === 'content-length' || name === 'content-encoding' || name === 'set-cookie') {
        continue;
      }
      headers.push(name, value);
    }
    for (const cookie of rendered.headers.getSetCookie()) headers.push('set-cookie', cookie);
    if (!rendered.headers.has('cache-control')) headers.push('cache-control', 'no-store');
    headers.push('content-length', String(rendered.body.length));
    response.writeHead(rendered.status, headers).end(rendered.body);
  }

  /** The key of an anonymous GET/HEAD of a public page; undefined sends the request on. */
  function cacheableKey(request: IncomingMessage): Exclude<PageKey, { kind: 'pass' }> | undefined {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined;
    const key = keys.get(url);
    if (key.kind === 'pass') return undefined;
    // Signed in (or claiming to be): rendered for this visitor alone, never stored nor served.
    if (hasSessionCookie(request.headers.cookie)) {
      cache.countBypass();
      return undefined;
    }
    return key;
  }

  function redirect(response: ServerResponse, location: string): void {
    const headers = [...options.baseHeaders, 'location', location];
    headers.push('cache-control', options.redirectCacheControl, 'content-length', '0');
    response.writeHead(307, headers).end();
  }

  return (request: IncomingMessage, response: ServerResponse, next: NodeHandler): void => {
    const key = cacheableKey(request);
    if (!key) {
      next(request, response);
    } else if (key.kind === 'redirect') {
      redirect(response, key.location);
    } else {
      const entry = cache.lookup(key.key);
      if (entry) {
        outcomes.set(response, 'hit');
        send(request, response, entry);
      } else if (!options.refuseAtOnce?.(request, response)) {
        outcomes.set(response, 'miss');
        fill(request, response, key.key);
      }
    }
  };

  function fill(request: IncomingMessage, response: ServerResponse, key: string): void {
    cache
      .fill(key, () => options.render(key, request))
      .then((result) => {
        if ('entry' in result) send(request, response, result.entry);
        else sendUnshared(response, result.response);
      })
      .catch((error: unknown) => {
        // Never left unhandled: that would stop the server for everyone.
        log().error(
          {
            event: 'page-cache.render-failed',
            requestId: request.headers['x-request-id'],
            err: error,
          },
          'rendering a page for the cache failed',
        );
        if (!response.headersSent) response.writeHead(500, options.baseHeaders);
        response.end();
      });
  }
}
