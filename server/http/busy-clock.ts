/**
 * Time with at least one job running, over a sliding window of ten buckets, each stretch weighted
 * by `utilization` (0–1, how busy the process was meanwhile, e.g. event-loop utilization): a job
 * that only waits (for a slow client's body, for the database) costs nobody CPU and counts little.
 */
export class BusyClock {
  readonly #bucketMs: number;
  readonly #buckets = new Array<number>(10).fill(0);
  readonly #now: () => number;
  readonly #utilization: (() => number) | undefined;
  #lastUtilization = 1;
  #bucketStart: number;
  #runningSince: number | null = null;

  constructor(windowMs: number, now: () => number, utilization?: () => number) {
    this.#bucketMs = windowMs / this.#buckets.length;
    this.#now = now;
    this.#utilization = utilization;
    this.#bucketStart = now();
  }

  start(): void {
    this.#roll();
    this.#runningSince = this.#now();
  }

  stop(): void {
    this.#roll();
    if (this.#runningSince === null) return;
    this.#add((this.#now() - this.#runningSince) * this.#sampleUtilization());
    this.#runningSince = null;
  }

  /** The busy share of the window, the job running now included. */
  share(): number {
    this.#roll();
    const running =
      this.#runningSince === null ? 0 : (this.#now() - this.#runningSince) * this.#lastUtilization;
    const total = this.#buckets.reduce((sum, ms) => sum + ms, 0) + running;
    return total / (this.#bucketMs * this.#buckets.length);
  }

  /** The utilization since the last sample (the last known one when it cannot be told). */
  #sampleUtilization(): number {
    const value = this.#utilization?.() ?? 1;
    if (Number.isFinite(value)) this.#lastUtilization = Math.min(1, Math.max(0, value));
    return this.#lastUtilization;
  }

  #add(ms: number): void {
    this.#buckets[0] = (this.#buckets[0] ?? 0) + ms;
  }

  /** Moves the window on: a running job's time so far is booked into the bucket it ran in. */
  #roll(): void {
    const now = this.#now();
    while (now - this.#bucketStart >= this.#bucketMs) {
      this.#bucketStart += this.#bucketMs;
      if (this.#runningSince !== null) {
        this.#add(Math.max(0, this.#bucketStart - this.#runningSince) * this.#sampleUtilization());
        this.#runningSince = this.#bucketStart;
      }
      this.#buckets.pop();
      this.#buckets.unshift(0);
      if (now - this.#bucketStart > this.#bucketMs * this.#buckets.length) {
        this.#buckets.fill(0);
        this.#bucketStart = now;
      }
    }
  }
}

/** How many events happened over the last second (ten buckets of 100 ms). */
export class RateMeter {
  readonly #buckets = new Array<number>(10).fill(0);
  readonly #now: () => number;
  #bucketStart: number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#bucketStart = now();
  }

  mark(): void {
    this.#roll();
    this.#buckets[0] = (this.#buckets[0] ?? 0) + 1;
  }

  perSecond(): number {
    this.#roll();
    return this.#buckets.reduce((sum, count) => sum + count, 0);
  }

  #roll(): void {
    const now = this.#now();
    const steps = Math.floor((now - this.#bucketStart) / 100);
    if (steps <= 0) return;
    // The oldest buckets leave the window, empty ones enter it.
    const shift = Math.min(steps, this.#buckets.length);
    this.#buckets.splice(this.#buckets.length - shift, shift);
    this.#buckets.unshift(...new Array<number>(shift).fill(0));
    this.#bucketStart += steps * 100;
  }
}
