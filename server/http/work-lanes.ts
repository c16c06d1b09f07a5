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
  now?: () => number;
}

import { BusyClock } from './busy-clock.ts';

export type Release = () => void;

interface Waiter {
  grant: (release: Release | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface LaneStats {
  active: number;
  queued: number;
  admitted: number;
  refused: number;
}

export class WorkLane {
  readonly #options: LaneOptions;
  readonly #waiting: Waiter[] = [];
  readonly #busy: BusyClock;
  #active = 0;
  #admitted = 0;
  #refused = 0;
  #recheck: ReturnType<typeof setTimeout> | undefined;

  constructor(options: LaneOptions) {
    this.#options = options;
    this.#busy = new BusyClock(
      options.busyWindowMs ?? 1_000,
      options.now ?? Date.now,
      options.utilization,
    );
  }

  /**
   * A slot (call the release exactly once when the work is done), or null when the lane is full
   * or the wait ran out. `abandoned` (the client left while queued) gives the place up.
   */
  acquire(abandoned?: AbortSignal): Promise<Release | null> {
    if (this.#waiting.length === 0 && this.#canStart()) return Promise.resolve(this.#admit());
    if (this.#waiting.length >= this.#options.queue || abandoned?.aborted) {
      this.#refused += 1;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => this.#giveUp(waiter, true), this.#options.maxWaitMs),
      };
      abandoned?.addEventListener('abort', () => this.#giveUp(waiter, false), { once: true });
      this.#waiting.push(waiter);
      this.#scheduleRecheck();
    });
  }

  stats(): LaneStats {
    return {
      active: this.#active,
      queued: this.#waiting.length,
      admitted: this.#admitted,
      refused: this.#refused,
    };
  }

  #canStart(): boolean {
    const { concurrency, contendedConcurrency = concurrency, maxBusyShare = 1 } = this.#options;
    if (this.#active >= concurrency) return false;
    if (this.#options.contended?.() === false) return true;
    if (this.#active >= contendedConcurrency) return false;
    return maxBusyShare >= 1 || this.#busy.share() < maxBusyShare;
  }

  #admit(): Release {
    if (this.#active === 0) this.#busy.start();
    this.#active += 1;
    this.#admitted += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      if (this.#active === 0) this.#busy.stop();
      this.#admitWaiting();
    };
  }

  #admitWaiting(): void {
    while (this.#waiting.length > 0 && this.#canStart()) {
      const next = this.#waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.#admit());
      }
    }
    this.#scheduleRecheck();
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

  #giveUp(waiter: Waiter, timedOut: boolean): void {
    const index = this.#waiting.indexOf(waiter);
    if (index === -1) return;
    this.#waiting.splice(index, 1);
    clearTimeout(waiter.timer);
    if (timedOut) this.#refused += 1;
    waiter.grant(null);
  }
}
