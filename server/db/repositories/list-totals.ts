import { eq } from 'drizzle-orm';
import { limits } from '../../../app.config.ts';
import type { Database } from '../connection.ts';
import { listVersions } from '../schema.ts';

/**
 * Exact list totals without counting on every request (issue 19, docs/decisions/012). A total is
 * kept with the list's version (`list_versions`, bumped by statement triggers in the same
 * transaction as any write to the rows it counts), so it is reused only while nothing changed —
 * whichever instance, script or psql session wrote. Reading the version is one primary-key
 * lookup; a total is counted once per version and filter. Least recently used totals go first.
 */
interface Entry {
  version: number;
  total: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function listVersion(db: Database, list: 'products'): Promise<number> {
  const [row] = await db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, list));
  return row?.version ?? 0;
}

/** The cached total of `key` at `version`, if it was counted at that version. */
export function cachedTotal(db: Database, key: string, version: number): number | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(key);
  if (!entry || entry.version !== version) return undefined;
  // Re-inserted: the Map's order is the recency order.
  cache.delete(key);
  cache.set(key, entry);
  return entry.total;
}

export function storeTotal(db: Database, key: string, version: number, total: number): void {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, { version, total });
  while (cache.size > limits.listTotalsCached) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}
