import { BoundedLru } from '#server/lru/bounded-lru.ts';

export interface BucketRule {
  /** What an address may spend at once. */
  burst: number;
  /** What it gets back per minute, continuously. */
  perMinute: number;
  /** Buckets kept (the least recently seen forgotten first: a forgotten address starts full). */
  maxAddresses: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Bytes a bucket holds in memory, about: its key (an address) and two numbers. */
const bucketBytes = 96;

/**
 * A token bucket per client address, in this process's memory and bounded (issue 38: the
 * statistics beacon's flood limit). `take` spends `cost` tokens, or nothing when they are not
 * there and tells how long until they are.
 */
export class AddressBuckets {
  readonly #rule: BucketRule;
  readonly #buckets: BoundedLru<Bucket>;
  readonly #perMs: number;

  constructor(rule: BucketRule) {
    this.#rule = rule;
    this.#perMs = rule.perMinute / 60_000;
    this.#buckets = new BoundedLru(rule.maxAddresses, rule.maxAddresses * bucketBytes);
  }

  /** 0 when `cost` tokens were spent, else the milliseconds until they would be there. */
  take(address: string, cost: number, now: number): number {
    const bucket = this.#buckets.get(address) ?? { tokens: this.#rule.burst, at: now };
    const tokens = Math.min(this.#rule.burst, bucket.tokens + (now - bucket.at) * this.#perMs);
    if (tokens >= cost) {
      this.#buckets.set(address, { tokens: tokens - cost, at: now }, bucketBytes);
      return 0;
    }
    this.#buckets.set(address, { tokens, at: now }, bucketBytes);
    return Math.ceil((Math.min(cost, this.#rule.burst) - tokens) / this.#perMs);
  }

  get size(): number {
    return this.#buckets.size;
  }
}
