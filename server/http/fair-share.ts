import { type DemandOptions, RecentDemand } from './recent-demand.ts';

/**
 * A work lane's fair share per client address (issue 34, docs/decisions/027): one address runs at
 * most `active` jobs of the lane and waits with at most `queued` more, so a flood from one address
 * cannot fill every slot and every queue place while others wait. Only addresses with a job
 * running or waiting are held here: the map never holds more than the lane's slots and places.
 * With `demand`, waiters are also ranked by what their address asked lately (recent-demand.ts).
 */
export interface FairShare {
  active: number;
  queued: number;
  demand?: DemandOptions;
}

interface Held {
  active: number;
  queued: number;
}

export type ShareKind = keyof Held;

export class OwnerShares {
  readonly #share: FairShare;
  readonly #held = new Map<string, Held>();
  readonly #demand: RecentDemand | undefined;

  constructor(share: FairShare, now: () => number = Date.now) {
    this.#share = share;
    this.#demand = share.demand && new RecentDemand(share.demand, now);
  }

  /** One more ask from `owner` (its recent demand). */
  asked(owner: string): void {
    this.#demand?.note(owner);
  }

  /** Whether `owner` may start one more job now. */
  mayRun(owner: string): boolean {
    return (this.#held.get(owner)?.active ?? 0) < this.#share.active;
  }

  /** Whether `owner` asked little lately (ranked light); never without recent demand counted. */
  isLight(owner: string): boolean {
    return this.#demand !== undefined && this.#demand.rank(owner) === 0;
  }

  /** How many jobs `owner` runs now. */
  running(owner: string): number {
    return this.#held.get(owner)?.active ?? 0;
  }

  /** How many places `owner` holds in the queue now. */
  waiting(owner: string): number {
    return this.#held.get(owner)?.queued ?? 0;
  }

  /** Whether `owner` may take one more place in the queue. */
  mayQueue(owner: string): boolean {
    return (this.#held.get(owner)?.queued ?? 0) < this.#share.queued;
  }

  add(owner: string, kind: ShareKind): void {
    const held = this.#held.get(owner) ?? { active: 0, queued: 0 };
    held[kind] += 1;
    this.#held.set(owner, held);
  }

  remove(owner: string, kind: ShareKind): void {
    const held = this.#held.get(owner);
    if (!held) return;
    held[kind] = Math.max(0, held[kind] - 1);
    if (held.active === 0 && held.queued === 0) this.#held.delete(owner);
  }

  /** Whether `owner` holds its whole share: no slot and no place left to it. */
  isFull(owner: string): boolean {
    return !this.mayRun(owner) && !this.mayQueue(owner);
  }

  /**
   * Of waiters in arrival order, the one to run next: the first of the lightest recent demand,
   * then of the fewest jobs running, skipping addresses at their share (no address counts as
   * light and running none); -1 if none may.
   */
  nextToRun(waiters: readonly { address: string | undefined }[]): number {
    let best = -1;
    let lowest = Number.POSITIVE_INFINITY;
    const weight = this.#weigher();
    for (const [index, { address }] of waiters.entries()) {
      if (address !== undefined && !this.mayRun(address)) continue;
      const key = address === undefined ? 0 : weight(address, this.running(address));
      if (key === 0) return index;
      if (key < lowest) {
        best = index;
        lowest = key;
      }
    }
    return best;
  }

  /**
   * The queue is full and `newcomer` asks: the latest place of the address of the heaviest recent
   * demand, then holding the most places, if it weighs more than the newcomer; -1 when none does.
   */
  placeToGive(waiters: readonly { address: string | undefined }[], newcomer: string): number {
    let victim = -1;
    const weight = this.#weigher();
    let most = weight(newcomer, this.waiting(newcomer));
    for (const [index, { address }] of waiters.entries()) {
      if (address === undefined) continue;
      const theirs = weight(address, this.waiting(address));
      if (theirs > most || (theirs === most && victim !== -1)) {
        victim = index;
        most = theirs;
      }
    }
    return victim;
  }

  /** How many addresses hold a slot or a place. */
  get owners(): number {
    return this.#held.size;
  }

  /**
   * Recent demand first, then `count` (jobs running or places held; both below 10⁶), for one
   * pass over the waiters: the ranks are read once, as of now.
   */
  #weigher(): (owner: string, count: number) => number {
    const rank = this.#demand?.ranker();
    return (owner, count) => (rank ? rank(owner) : 0) * 1_000_000 + count;
  }
}
