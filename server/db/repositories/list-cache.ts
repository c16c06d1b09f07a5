import { eq, sql } from 'drizzle-orm';
import { limits } from '../../../app.config.ts';
import type { Database } from '../connection.ts';
import { listVersions } from '../schema.ts';

/**
 * What a product list can reuse without reading the catalogue again (issue 19, decision 012):
 * exact totals per filter, and the ranked ids of a search. Each is kept with the catalogue's
 * version (`list_versions`, bumped by statement triggers in the same transaction as any write to
 * the rows it counts), so it is reused only while nothing changed — whichever instance, script or
 * psql session wrote. Least recently used first out, within a bound on entries (totals) or on ids
 * held (searches).
 *
 * A list does not spend a statement on reading the version: it assumes the one the previous list
 * saw, and its own statements read the version as one more column (`listVersionColumn`, evaluated
 * once per statement); when one of them saw another, a write came in between and the list is read
 * again at that version (`Reading`, product-list.ts).
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

export interface CategoryEntry {
  nom: string;
  parent: number | null;
}

interface Caches {
  totals: VersionedLru<number>;
  rankings: VersionedLru<{ ids: number[]; complete: boolean }>;
  /** Every category's name and parent (product-page.ts), under the key `all`. */
  categoryTrees: VersionedLru<Map<number, CategoryEntry>>;
  /** The version the latest list statement saw: the one the next list assumes. */
  version: number | undefined;
  /**
   * Article list totals by filter, per articles version; a count of published articles only
   * until the next scheduled publication (`until`, this process's clock).
   */
  articleTotals: VersionedLru<{ total: number; until: number }>;
}

/**
 * Statements built once per list shape, the most recently used kept: drizzle builds a query's
 * SQL afresh on every call, which cost a list more CPU than anything else it did. Prepared
 * without a name, so PostgreSQL still plans each call for its own values.
 */
export class StatementCache<T> {
  readonly #statements = new Map<string, T>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: string, build: () => T): T {
    let statement = this.#statements.get(key);
    if (statement === undefined) statement = build();
    else this.#statements.delete(key);
    this.#statements.set(key, statement);
    if (this.#statements.size > this.#max) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }
}

const caches = new WeakMap<Database, Caches>();

export function listCaches(db: Database): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      totals: new VersionedLru(limits.listCache.totals),
      rankings: new VersionedLru(limits.listCache.rankedIds),
      categoryTrees: new VersionedLru(1),
      version: undefined,
      articleTotals: new VersionedLru(limits.listCache.totals),
    };
    caches.set(db, found);
  }
  return found;
}

export type ListName = 'products' | 'articles';

export async function listVersion(db: Database, list: ListName): Promise<number> {
  const [row] = await db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, list));
  return row?.version ?? 0;
}

/** A list's version, as a column of any statement (an uncorrelated sub-select). */
export const listVersionColumn = (list: ListName = 'products') =>
  sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${list})`.mapWith(
    Number,
  );

/**
 * What the statements of one list read saw of the version: the list is consistent when every
 * statement that said (a statement returning no row says nothing) saw the version assumed.
 */
export class Reading {
  readonly version: number;
  #other: number | undefined;
  #confirmed = false;

  constructor(version: number) {
    this.version = version;
  }

  /** Notes the version a statement saw (from any of its rows). */
  saw(rows: readonly { list_version: number }[]): void {
    const seen = rows[0]?.list_version;
    if (seen === undefined) return;
    if (seen === this.version) this.#confirmed = true;
    else this.#other = seen;
  }

  /** A newer version one statement saw (read again), or undefined. */
  get changed(): number | undefined {
    return this.#other;
  }

  /** Whether a statement of this read confirmed the version assumed. */
  get confirmed(): boolean {
    return this.#confirmed;
  }
}
