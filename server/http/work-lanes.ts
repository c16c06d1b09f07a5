/**
 * Bounded uncached work (docs/decisions/011-bounded-requests.md): at most `concurrency` jobs of a
 * lane run at once, at most `queue` more wait, each at most `maxWaitMs`; anything past that is
 * refused at once so the caller can answer 503 with Retry-After. Rendering a page costs tens of
 * milliseconds of CPU; without a bound, a flood of distinct searches or forged-cookie pages takes
 * every core from the cached pages and the signed-in staff.
 */
export interface LaneOptions {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
  /**
   * At most this share of wall time (0–1, over the last `busyWindowMs`) may have a job of this
   * lane running; past it, new jobs wait. Renders run on the event loop that also answers the
   * cached pages: this, not the concurrency, is what leaves those their share of the CPU.
   */
  maxBusyShare?: number;
  busyWindowMs?: number;
  /** How busy the process was since the last call (0–1): weighs the busy time (BusyClock). */
  utilization?: () => number;
  /**
   * Whether anything else is waiting for the CPU (e.g. cached pages being asked for): the busy
   * share is only enforced then, so a quiet server renders at full speed.
   */
  contended?: () => boolean;
  /**
   * At most this many jobs at once while contended (default: `concurrency`). The busy share
   * counts the time at least one job runs, so jobs running side by side get more done within it:
   * a quiet server may overlap more of its waits on the database than a server under a flood.
   */
  contendedConcurrency?: number;
  /** What one client address may hold of the lane (fair-share.ts); none: no limit per address. */
  perAddress?: FairShare;
  now?: () => number;
}

import { BusyClock } from './busy-clock.ts';
import { type FairShare, OwnerShares } from './fair-share.ts';

export type Release = () => void;

/**
 * Why a job was refused: the lane and its queue are full (`full`), its address already holds its
 * share (`share`: answered 429, the others 503), its wait ran out (`timeout`), or its client left
 * while it waited (`left`: nobody to answer).
 */
export type Refusal = 'full' | 'share' | 'timeout' | 'left';

export type Admission = { release: Release } | { refused: Refusal };

/** Who asks: the client address (its fair share), and the signal of a client that left. */
export interface Asker {
  address?: string;
  abandoned?: AbortSignal;
}

interface Waiter {
  address: string | undefined;
  grant: (admission: Admission) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface LaneStats {
  active: number;
  queued: number;
  admitted: number;
  refused: Record<Refusal, number>;
  /** Addresses holding a slot or a place now. */
  addresses: number;
  /** The lane's busy share of the last window (0–1). */
  busyShare: number;
}

export class WorkLane {
  readonly #options: LaneOptions;
  readonly #waiting: Waiter[] = [];
  readonly #busy: BusyClock;
  readonly #shares: OwnerShares | undefined;
  readonly #refused: Record<Refusal, number> = { full: 0, share: 0, timeout: 0, left: 0 };
  #active = 0;
  #admitted = 0;
  #recheck: ReturnType<typeof setTimeout> | undefined;

  constructor(options: LaneOptions) {
    this.#options = options;
    this.#busy = new BusyClock(
      options.busyWindowMs ?? 1_000,
      options.now ?? Date.now,
      options.utilization,
    );
    this.#shares = options.perAddress && new OwnerShares(options.perAddress, options.now);
  }

  /**
   * A slot (call its release exactly once when the work is done), or why there is none: decided
   * at once when the lane, its queue or the address's share is full, else when the wait ends.
   * `abandoned` (the client left while queued) gives the place up.
   */
  acquire({ address, abandoned }: Asker = {}): Promise<Admission> {
    if (abandoned?.aborted) return Promise.resolve(this.#refuse('left'));
    if (address !== undefined) this.#shares?.asked(address);
    if (address !== undefined && this.#shares?.isFull(address)) {
      return Promise.resolve(this.#refuse('share'));
    }
    const mayRun = address === undefined || (this.#shares?.mayRun(address) ?? true);
    const mayQueue = address === undefined || (this.#shares?.mayQueue(address) ?? true);
    if (mayRun) {
      // Earlier waiters that may run go first; waiters held by their own address's share do not
      // hold back an address that may run.
      this.#admitWaiting();
      if (this.#canStart(address)) return Promise.resolve({ release: this.#admit(address) });
    }
    if (!mayQueue) return Promise.resolve(this.#refuse('share'));
    if (this.#waiting.length >= this.#options.queue && !this.#makeRoomFor(address)) {
      return Promise.resolve(this.#refuse('full'));
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        address,
        grant: resolve,
        timer: setTimeout(() => this.#giveUp(waiter, 'timeout'), this.#options.maxWaitMs),
      };
      abandoned?.addEventListener('abort', () => this.#giveUp(waiter, 'left'), { once: true });
      this.#waiting.push(waiter);
      if (address !== undefined) this.#shares?.add(address, 'queued');
      this.#scheduleRecheck();
    });
  }

  /**
   * True (and counted) when `address` already holds its whole share: the gate refuses it before
   * any work, its body unread.
   */
  refuseOverShare(address: string): boolean {
    if (!this.#shares?.isFull(address)) return false;
    this.#shares.asked(address);
    this.#refused.share += 1;
    return true;
  }

  /** The share of the last window this lane had a job running (weighted by the loop's load). */
  busyShare(): number {
    return this.#busy.share();
  }

  stats(): LaneStats {
    return {
      active: this.#active,
      queued: this.#waiting.length,
      admitted: this.#admitted,
      refused: { ...this.#refused },
      addresses: this.#shares?.owners ?? 0,
      busyShare: Math.round(this.#busy.share() * 100) / 100,
    };
  }

  #refuse(reason: Refusal): Admission {
    this.#refused[reason] += 1;
    return { refused: reason };
  }

  /**
   * Whether a job of `address` may start now. The busy share holds back addresses that asked a
   * lot lately, not a light one (recent-demand.ts): a visitor's page takes the next free slot
   * instead of waiting for the flood's renders to fall below the share.
   */
  #canStart(address?: string): boolean {
    const { concurrency, contendedConcurrency = concurrency, maxBusyShare = 1 } = this.#options;
    if (this.#active >= concurrency) return false;
    if (this.#options.contended?.() === false) return true;
    if (this.#active >= contendedConcurrency) return false;
    if (maxBusyShare >= 1 || this.#busy.share() < maxBusyShare) return true;
    return address !== undefined && this.#shares?.isLight(address) === true;
  }

  #admit(address: string | undefined): Release {
    if (this.#active === 0) this.#busy.start();
    this.#active += 1;
    this.#admitted += 1;
    if (address !== undefined) this.#shares?.add(address, 'active');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      if (address !== undefined) this.#shares?.remove(address, 'active');
      if (this.#active === 0) this.#busy.stop();
      this.#admitWaiting();
    };
  }

  /**
   * While slots are free: the waiter whose address runs the fewest jobs now, the earliest among
   * equals (so a visitor goes before the next page of a flood), skipping addresses at their share.
   */
  #admitWaiting(): void {
    while (this.#waiting.length > 0) {
      const index = this.#shares ? this.#shares.nextToRun(this.#waiting) : 0;
      // The lightest waiter comes first: when it may not start, nobody may.
      if (index === -1 || !this.#canStart(this.#waiting[index]?.address)) break;
      const next = this.#takeOut(index);
      if (!next) break;
      next.grant({ release: this.#admit(next.address) });
    }
    this.#scheduleRecheck();
  }

  /**
   * The queue is full: an address waiting with fewer places than another (a visitor among many
   * flooding addresses) takes the latest place of the address holding the most, which is refused
   * as if it had come last. Without addresses, or when no address holds more, nothing moves.
   */
  #makeRoomFor(address: string | undefined): boolean {
    if (!this.#shares || address === undefined) return false;
    const evicted = this.#takeOut(this.#shares.placeToGive(this.#waiting, address));
    evicted?.grant(this.#refuse('full'));
    return evicted !== undefined;
  }

  /** Removes the waiter at `index` (none for -1) from the queue, its timer and its place. */
  #takeOut(index: number): Waiter | undefined {
    if (index === -1) return undefined;
    const [waiter] = this.#waiting.splice(index, 1);
    if (!waiter) return undefined;
    clearTimeout(waiter.timer);
    if (waiter.address !== undefined) this.#shares?.remove(waiter.address, 'queued');
    return waiter;
  }

  /** Waiters held back by the busy share are looked at again shortly (nothing else wakes them). */
  #scheduleRecheck(): void {
    if (this.#recheck || this.#waiting.length === 0) return;
    this.#recheck = setTimeout(() => {
      this.#recheck = undefined;
      this.#admitWaiting();
    }, 20);
    this.#recheck.unref?.();
  }

  #giveUp(waiter: Waiter, reason: 'timeout' | 'left'): void {
    this.#takeOut(this.#waiting.indexOf(waiter))?.grant(this.#refuse(reason));
  }
}
