import type { Refusal } from './work-lanes.ts';

/** What the log line names a refusal by (`left`, a client gone, is never logged). */
const reasonLabels: Record<Refusal, string> = {
  share: 'fair share',
  full: 'lane full',
  timeout: 'wait too long',
  left: 'left',
};

export interface RefusalLogOptions {
  /** One summary at most per interval. */
  intervalMs: number;
  /** At most this many addresses named per summary (the most refused first). */
  maxAddresses: number;
  write: (line: string) => void;
}

/**
 * Refusals told to the operator once per interval, with counts per address and reason, never
 * once per request (a flood would flood the log too). Nothing is kept between summaries.
 */
export class RefusalLog {
  readonly #options: RefusalLogOptions;
  #counts = new Map<string, Map<Refusal, number>>();
  #held = new Map<string, number>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RefusalLogOptions) {
    this.#options = options;
  }

  record(address: string, reason: Refusal): void {
    if (reason === 'left') return;
    const byReason = this.#counts.get(address) ?? new Map<Refusal, number>();
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    this.#counts.set(address, byReason);
    this.#schedule();
  }

  /** A connection of `address` left unread for a while (refusal-hold.ts): told with its refusals. */
  recordHold(address: string): void {
    this.#held.set(address, (this.#held.get(address) ?? 0) + 1);
    this.#schedule();
  }

  #schedule(): void {
    if (!this.#timer) {
      this.#timer = setTimeout(() => this.flush(), this.#options.intervalMs);
      this.#timer.unref?.();
    }
  }

  /** Writes the summary of the refusals since the last one (if any). */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const counts = this.#counts;
    const held = this.#held;
    this.#counts = new Map();
    this.#held = new Map();
    if (counts.size === 0) return;
    const total = (byReason: Map<Refusal, number>) =>
      [...byReason.values()].reduce((sum, count) => sum + count, 0);
    const ranked = [...counts].sort(([, a], [, b]) => total(b) - total(a));
    const named = ranked.slice(0, this.#options.maxAddresses).map(([address, byReason]) => {
      const holds = held.get(address);
      const reasons = [...byReason]
        .map(([reason, count]) => `${reasonLabels[reason]} ${count}`)
        .concat(holds ? [`connection held ${holds}`] : [])
        .join(', ');
      return `${address} ×${total(byReason)} (${reasons})`;
    });
    const others = ranked.length - named.length;
    const seconds = Math.round(this.#options.intervalMs / 1000);
    this.#options.write(
      `[gate] refused in the last ${seconds} s: ${named.join('; ')}${others > 0 ? `; and ${others} other address${others > 1 ? 'es' : ''}` : ''}`,
    );
  }
}
