import type { Socket } from 'node:net';
import { BoundedLru } from '../lru/bounded-lru.ts';

/**
 * Addresses that keep asking after being refused (issue 34, docs/decisions/027). Every refusal is
 * answered at once with Retry-After; an address may be refused `perSecond` times a second (with a
 * `burst` on top) like that. Past it, the connection that was just refused is not read again for
 * `holdMs`: its next request waits in the kernel, costing the server nothing, instead of being
 * parsed, keyed and refused thousands of times a second on the event loop the cached pages share.
 * A visitor refused now and then never meets it. At most `maxAddresses` are remembered (the least
 * recently refused forgotten first: a forgotten address starts with a full burst again).
 */
export interface RefusalHoldOptions {
  perSecond: number;
  burst: number;
  holdMs: number;
  maxAddresses: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RefusalHold {
  readonly #options: RefusalHoldOptions;
  readonly #now: () => number;
  /** Each address counts 1 against the bound. */
  readonly #buckets: BoundedLru<Bucket>;
  readonly #held = new WeakSet<Socket>();
  #holds = 0;

  constructor(options: RefusalHoldOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
    this.#buckets = new BoundedLru(options.maxAddresses, options.maxAddresses);
  }

  /** One more refusal of `address`: whether it is past its allowance (its connection is held). */
  overAllowance(address: string): boolean {
    const { perSecond, burst } = this.#options;
    const now = this.#now();
    const bucket = this.#buckets.get(address);
    const refilled = bucket
      ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond)
      : burst;
    this.#buckets.set(address, { tokens: Math.max(0, refilled - 1), at: now }, 1);
    return refilled < 1;
  }

  /**
   * Stops reading `socket` for `holdMs` (once at a time: false when it already is); its answer is
   * still written. Paused
   * after this turn of the loop: node:http resumes a connection when the answer under way
   * finishes (it pulls the rest of the request off the wire), which happens within the turn.
   */
  hold(socket: Socket): boolean {
    if (this.#held.has(socket) || socket.destroyed) return false;
    this.#held.add(socket);
    this.#holds += 1;
    setImmediate(() => {
      socket.pause();
      const timer = setTimeout(() => {
        this.#held.delete(socket);
        if (!socket.destroyed) socket.resume();
      }, this.#options.holdMs);
      timer.unref?.();
    });
    return true;
  }

  /** Connections held since the start (the operator's count of clients ignoring Retry-After). */
  get holds(): number {
    return this.#holds;
  }
}
