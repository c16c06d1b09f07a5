import { BoundedLru } from '../lru/bounded-lru.ts';

/**
 * How much each client address asked of a work lane lately (issue 34): a count that halves every
 * `halfLifeMs`, so an address asking at a steady rate r holds about r × halfLife / ln 2. The lane
 * ranks its waiters by it: a visitor asking a page a second goes before addresses asking dozens a
 * second, even when each of those holds no more places than the visitor (a flood spread over many
 * addresses). At most `maxAddresses` are remembered, the least recently seen forgotten first: a
 * forgotten address counts as new, never as heavier.
 */
export interface DemandOptions {
  halfLifeMs: number;
  /** Up to this much (about `light / halfLife × ln 2` asks a second), an address ranks as light. */
  light: number;
  maxAddresses: number;
}

interface Seen {
  amount: number;
  at: number;
}

export class RecentDemand {
  readonly #options: DemandOptions;
  readonly #now: () => number;
  /** Each address counts 1 against the bound. */
  readonly #seen: BoundedLru<Seen>;

  constructor(options: DemandOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
    this.#seen = new BoundedLru(options.maxAddresses, options.maxAddresses);
  }

  /** One more ask from `address`. */
  note(address: string): void {
    const now = this.#now();
    const amount = this.#decayed(this.#seen.get(address), now) + 1;
    this.#seen.set(address, { amount, at: now }, 1);
  }

  /** What `address` asked lately (decayed). Reading it keeps no address remembered longer. */
  of(address: string): number {
    return this.#decayed(this.#seen.peek(address), this.#now());
  }

  /**
   * Its rank: 0 while light, then one more for each doubling past light. Ranks, not amounts, are
   * compared, so addresses asking at about the same rate keep their arrival order.
   */
  rank(address: string): number {
    return this.#rankOf(this.of(address));
  }

  /**
   * Ranks as of now, each address's computed once: a lane choosing among hundreds of waiters
   * reads the clock once, not once per waiter.
   */
  ranker(): (address: string) => number {
    const now = this.#now();
    const known = new Map<string, number>();
    return (address) => {
      let rank = known.get(address);
      if (rank === undefined) {
        rank = this.#rankOf(this.#decayed(this.#seen.peek(address), now));
        known.set(address, rank);
      }
      return rank;
    };
  }

  #rankOf(amount: number): number {
    const { light } = this.#options;
    return amount <= light ? 0 : Math.floor(Math.log2(amount / light)) + 1;
  }

  get size(): number {
    return this.#seen.size;
  }

  #decayed(seen: Seen | undefined, now: number): number {
    if (!seen) return 0;
    return seen.amount * 0.5 ** (Math.max(0, now - seen.at) / this.#options.halfLifeMs);
  }
}
