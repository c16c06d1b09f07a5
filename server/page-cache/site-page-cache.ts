import { serverLimits } from '#config';
import type { Env } from '#env';
import { onContentChange } from '../events/content-changes.ts';
import { PageCache, type PageCacheStats } from './page-cache.ts';

declare global {
  /** Read by GET /api/health (server/api/health/health.routes.ts), which lives in the bundle. */
  var __pageCacheStats: (() => PageCacheStats) | undefined;
}

const megabyte = 1024 * 1024;
/** The page-key of the one page that shows reservations (page-key.ts: a plain page). */
const rentalPageKey = '/location-materiel';

/**
 * The production server's page cache, emptied by every content change this process learns of
 * (its own API's writes, its REST client's writes to a remote API, other instances, publication
 * times).
 */
export function createSitePageCache(env: Env): PageCache {
  const settings = serverLimits.pageCache;
  const cache = new PageCache({
    maxEntries: settings.maxEntries,
    maxBytes: settings.maxMegabytes * megabyte,
    maxNotFoundEntries: settings.maxNotFoundEntries,
    // Another API server's writes made elsewhere are never reported: keep entries briefly.
    maxAgeMs: env.API_BASE_URL
      ? settings.remoteApiMaxAgeSeconds * 1000
      : settings.maxAgeMinutes * 60_000,
    entry: {
      sharedMaxAge: settings.sharedMaxAgeSeconds,
      staleWhileRevalidate: settings.staleWhileRevalidateSeconds,
      maxEntryBytes: settings.maxEntryMegabytes * megabyte,
    },
  });
  // A reservation changes one page (the units free today on /location-materiel): a flood of
  // requests must not empty the cache of every other page.
  onContentChange(({ resource }) => {
    if (resource === 'rentals') cache.forget(rentalPageKey);
    else cache.invalidate();
  });
  globalThis.__pageCacheStats = () => cache.stats();
  return cache;
}
