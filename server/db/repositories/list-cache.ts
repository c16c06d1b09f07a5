import { eq } from 'drizzle-orm';
import { limits } from '../../../app.config.ts';
import type { Database } from '../connection.ts';
import { listVersions } from '../schema.ts';

/**
 * What a product list can reuse without reading the catalogue again (issue 19, decision 012):
 * exact totals per filter, and the ranked ids of a search. Each is kept with the catalogue's
 * version (`list_versions`, bumped by statement triggers in the same transaction as any write to
 * the rows it counts), so it is reused only while nothing changed — whichever instance, script or
 * psql session wrote. Reading the version is one primary-key lookup. Least recently used first
 * out, within a bound on entries (totals) or on ids held (searches).
 */
interface Entry<T> {
  version: number;
  value: T;
  weight: number;
}

class VersionedLru<T> {
  readonly #entries = new Map<string, Entry<T>>();
  #weight = 0;
  readonly #maxWeight: number;

  constructor(maxWeight: number) {
    this.#maxWeight = maxWeight;
  }

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserted: the Map's order is the recency order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: T, weight = 1): void {
    this.#drop(key);
    if (weight > this.#maxWeight) return;
    this.#entries.set(key, { version, value, weight });
    this.#weight += weight;
    while (this.#weight > this.#maxWeight) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}

interface Caches {
  totals: VersionedLru<number>;
  rankings: VersionedLru<number[]>;
}

const caches = new WeakMap<Database, Caches>();

export function listCaches(db: Database): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      totals: new VersionedLru(limits.listCache.totals),
      rankings: new VersionedLru(limits.listCache.rankedIds),
    };
    caches.set(db, found);
  }
  return found;
}

export async function listVersion(db: Database, list: 'products'): Promise<number> {
  const [row] = await db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, list));
  return row?.version ?? 0;
}
