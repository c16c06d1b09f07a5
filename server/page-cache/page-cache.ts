import { BoundedLru } from '../lru/bounded-lru.ts';
import {
  buildEntry,
  type CacheEntry,
  type EntryOptions,
  type RenderedResponse,
  unstorableReason,
} from './cache-entry.ts';

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** 404 pages get their own small budget: a crawl of dead links cannot push real pages out. */
  maxNotFoundEntries: number;
  /** Safety net: an entry older than this is rendered again even if nothing said it changed. */
  maxAgeMs: number;
  entry: EntryOptions;
  now?: () => number;
}

/** What filling the cache gave: a shareable entry, or the response that could not be shared. */
export type FillResult = { entry: CacheEntry } | { response: RenderedResponse; reason: string };

export interface PageCacheStats {
  entries: number;
  notFoundEntries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  notModified: number;
  bypassed: number;
  stored: number;
  refused: number;
  evictions: number;
  invalidations: number;
  lastInvalidationAt: string | null;
}

interface Stored {
  entry: CacheEntry;
  expiresAt: number;
}

/**
 * Rendered public pages, shared by every anonymous visitor: bounded (LRU by entries and bytes),
 * emptied by any content change, and filled once per page even when many visitors ask at once.
 */
export class PageCache {
  readonly #pages: BoundedLru<Stored>;
  readonly #notFound: BoundedLru<Stored>;
  readonly #pending = new Map<string, Promise<FillResult>>();
  readonly #options: PageCacheOptions;
  readonly #now: () => number;
  /** Bumped by every invalidation: a render that started before it is not stored. */
  #generation = 0;
  /** Bumped per key by `forget`: a render of that key that started before is not stored. */
  readonly #keyGenerations = new Map<string, number>();
  #lastInvalidationAt: number | null = null;
  readonly #counts = { hits: 0, misses: 0, notModified: 0, bypassed: 0, stored: 0, refused: 0 };
  #invalidations = 0;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    // A tenth of the budget for 404 pages, the rest for real ones: together never over maxBytes.
    const notFoundBytes = Math.floor(options.maxBytes / 10);
    this.#pages = new BoundedLru(options.maxEntries, options.maxBytes - notFoundBytes);
    this.#notFound = new BoundedLru(options.maxNotFoundEntries, notFoundBytes);
  }

  /** The fresh entry for `key`, counted as a hit; undefined (not counted) otherwise. */
  lookup(key: string): CacheEntry | undefined {
    const stored = this.#pages.get(key) ?? this.#notFound.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt <= this.#now()) {
      this.#pages.delete(key);
      this.#notFound.delete(key);
      return undefined;
    }
    this.#counts.hits += 1;
    return stored.entry;
  }

  /**
   * Renders `key` once for every concurrent visitor and stores the result when it may be shared.
   * A change published while the render runs keeps it out of the cache (it may be stale).
   */
  fill(key: string, render: () => Promise<RenderedResponse>): Promise<FillResult> {
    this.#counts.misses += 1;
    const pending = this.#pending.get(key);
    if (pending) {
      // Waiters share an entry, never an unshareable response (it may set this visitor's cookie).
      return pending.then((result) => ('entry' in result ? result : this.#render(key, render)));
    }
    const filling = this.#render(key, render).finally(() => {
      if (this.#pending.get(key) === filling) this.#pending.delete(key);
    });
    this.#pending.set(key, filling);
    return filling;
  }

  async #render(key: string, render: () => Promise<RenderedResponse>): Promise<FillResult> {
    const generation = this.#generation;
    const keyGeneration = this.#keyGenerations.get(key);
    const response = await render();
    const reason = unstorableReason(response, this.#options.entry.maxEntryBytes);
    if (reason) return this.#refuse(response, reason);
    const entry = await buildEntry(response, this.#options.entry);
    if (!entry) return this.#refuse(response, 'nonce could not be removed');
    if (generation === this.#generation && keyGeneration === this.#keyGenerations.get(key)) {
      const store = entry.status === 404 ? this.#notFound : this.#pages;
      const stored = { entry, expiresAt: this.#now() + this.#options.maxAgeMs };
      if (store.set(key, stored, entry.size)) this.#counts.stored += 1;
    }
    return { entry };
  }

  #refuse(response: RenderedResponse, reason: string): FillResult {
    this.#counts.refused += 1;
    return { response, reason };
  }

  countNotModified(): void {
    this.#counts.notModified += 1;
  }

  countBypass(): void {
    this.#counts.bypassed += 1;
  }

  /** Drops every entry and every render under way (their result may predate the change). */
  invalidate(): void {
    this.#generation += 1;
    this.#invalidations += 1;
    this.#lastInvalidationAt = this.#now();
    this.#pages.clear();
    this.#notFound.clear();
    this.#pending.clear();
  }

  /** Drops one page and any render of it under way (issue 39: a reservation changes one page). */
  forget(key: string): void {
    this.#keyGenerations.set(key, (this.#keyGenerations.get(key) ?? 0) + 1);
    this.#pages.delete(key);
    this.#notFound.delete(key);
    this.#pending.delete(key);
  }

  stats(): PageCacheStats {
    return {
      entries: this.#pages.size,
      notFoundEntries: this.#notFound.size,
      bytes: this.#pages.bytes + this.#notFound.bytes,
      maxBytes: this.#options.maxBytes,
      ...this.#counts,
      evictions: this.#pages.evictions + this.#notFound.evictions,
      invalidations: this.#invalidations,
      lastInvalidationAt:
        this.#lastInvalidationAt === null ? null : new Date(this.#lastInvalidationAt).toISOString(),
    };
  }
}
