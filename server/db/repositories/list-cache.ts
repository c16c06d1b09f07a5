import { eq, sql } from 'drizzle-orm';
import { serverLimits } from '#config';
import type { SynonymIndex } from '#domain/search-synonyms.ts';
import { BoundedLru } from '#server/lru/bounded-lru.ts';
import type { Database } from '../connection.ts';
import { listVersions } from '../tables.ts';

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
 * again at that version (`Reading`, product-list.repository.ts).
 */
/** An LRU whose entries hold for one version: a value kept for another is a miss. */
export class VersionedLru<T> {
  readonly #entries: BoundedLru<{ version: number; value: T }>;

  /** At most `maxWeight` in all (an entry weighs 1 unless told), as many entries as fit. */
  constructor(maxWeight: number) {
    this.#entries = new BoundedLru(Number.POSITIVE_INFINITY, maxWeight);
  }

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: number, value: T, weight = 1): void {
    this.#entries.set(key, { version, value }, weight);
  }
}

export interface CategoryEntry {
  nom: string;
  parent: number | null;
}

interface Caches {
  totals: VersionedLru<number>;
  rankings: VersionedLru<{ ids: number[]; complete: boolean }>;
  /** Every category's name and parent (product-page.repository.ts), as of one version. */
  categoryTree: { version: number; tree: Map<number, CategoryEntry> } | undefined;
  /** The search synonyms staff taught (synonym-index.ts), as of one version. */
  synonyms: { version: number; index: SynonymIndex } | undefined;
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
  readonly #statements: BoundedLru<T>;

  constructor(max: number) {
    this.#statements = new BoundedLru(max, max);
  }

  get(key: string, build: () => T): T {
    const kept = this.#statements.get(key);
    if (kept !== undefined) return kept;
    const built = build();
    this.#statements.set(key, built, 1);
    return built;
  }
}

const caches = new WeakMap<Database, Caches>();

export function listCaches(db: Database): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      totals: new VersionedLru(serverLimits.listCache.totals),
      rankings: new VersionedLru(serverLimits.listCache.rankedIds),
      categoryTree: undefined,
      synonyms: undefined,
      version: undefined,
      articleTotals: new VersionedLru(serverLimits.listCache.totals),
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
