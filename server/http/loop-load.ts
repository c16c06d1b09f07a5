import { performance } from 'node:perf_hooks';

/**
 * How busy the event loop was over the last second (0–1), from `eventLoopUtilization` sampled
 * every 250 ms: what tells a saturated process (renders, the embedded database) from one that
 * merely answers many cached pages with time to spare.
 */
export class LoopLoad {
  readonly #samples: number[] = [];
  #previous = performance.eventLoopUtilization();
  readonly #timer: ReturnType<typeof setInterval>;

  constructor(sampleMs = 250, keep = 4) {
    this.#timer = setInterval(() => {
      const current = performance.eventLoopUtilization();
      this.#samples.push(performance.eventLoopUtilization(current, this.#previous).utilization);
      if (this.#samples.length > keep) this.#samples.shift();
      this.#previous = current;
    }, sampleMs);
    this.#timer.unref?.();
  }

  utilization(): number {
    if (this.#samples.length === 0) return 0;
    return this.#samples.reduce((sum, value) => sum + value, 0) / this.#samples.length;
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

/**
 * Contention with a memory: once `condition` held, the answer stays true for `holdMs`, so the
 * renders held back (which lowers the load) do not flip it off and let the flood in again.
 */
export function heldTrue(condition: () => boolean, holdMs: number, now: () => number = Date.now) {
  let until = 0;
  return (): boolean => {
    const at = now();
    if (at < until) return true;
    if (!condition()) return false;
    until = at + holdMs;
    return true;
  };
}
