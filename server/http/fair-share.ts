/**
 * A work lane's fair share per client address (issue 34, docs/decisions/027): one address runs at
 * most `active` jobs of the lane and waits with at most `queued` more, so a flood from one address
 * cannot fill every slot and every queue place while others wait. Only addresses with a job
 * running or waiting are remembered: the map never holds more than the lane's slots and places.
 */
export interface FairShare {
  active: number;
  queued: number;
}

interface Held {
  active: number;
  queued: number;
}

export type ShareKind = keyof Held;

export class OwnerShares {
  readonly #share: FairShare;
  readonly #held = new Map<string, Held>();

  constructor(share: FairShare) {
    this.#share = share;
  }

  /** Whether `owner` may start one more job now. */
  mayRun(owner: string): boolean {
    return (this.#held.get(owner)?.active ?? 0) < this.#share.active;
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
   * Of waiters in arrival order, the one to run next: the first whose address runs the fewest
   * jobs, skipping addresses at their share (no address counts as running none); -1 if none may.
   */
  nextToRun(waiters: readonly { address: string | undefined }[]): number {
    let best = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (const [index, { address }] of waiters.entries()) {
      if (address !== undefined && !this.mayRun(address)) continue;
      const running = address === undefined ? 0 : this.running(address);
      if (running === 0) return index;
      if (running < fewest) {
        best = index;
        fewest = running;
      }
    }
    return best;
  }

  /**
   * The queue is full and `newcomer` asks: the latest place of the address holding the most
   * places, if it holds more than the newcomer; -1 when nobody does.
   */
  placeToGive(waiters: readonly { address: string | undefined }[], newcomer: string): number {
    let victim = -1;
    let most = this.waiting(newcomer);
    for (const [index, { address }] of waiters.entries()) {
      if (address === undefined) continue;
      const theirs = this.waiting(address);
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
}
