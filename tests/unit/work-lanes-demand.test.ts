import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Asker, type Release, WorkLane } from '#server/http/work-lanes.ts';

/** The slot, or null when refused. */
const take = async (lane: WorkLane, asker?: Asker): Promise<Release | null> => {
  const admission = await lane.acquire(asker);
  return 'release' in admission ? admission.release : null;
};

describe('WorkLane, fair share ranked by recent demand', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const ranked = (queue: number) =>
    new WorkLane({
      concurrency: 1,
      queue,
      maxWaitMs: 60_000,
      perAddress: {
        active: 1,
        queued: 2,
        demand: { halfLifeMs: 10_000, light: 3, maxAddresses: 100 },
      },
      now: Date.now,
    });
  /** `times` asks from `address`, each refused at once (the address holds its share). */
  const askedBefore = async (lane: WorkLane, address: string, times: number) => {
    const running = await take(lane, { address });
    const waiting = [take(lane, { address }), take(lane, { address })];
    for (let ask = 3; ask < times; ask += 1) expect(lane.refuseOverShare(address)).toBe(true);
    running?.();
    for (const next of waiting) (await next)?.();
  };

  it('serves a light visitor before addresses that asked far more, whatever the arrival order', async () => {
    const lane = ranked(8);
    await askedBefore(lane, 'flood-1', 20);
    await askedBefore(lane, 'flood-2', 20);
    const running = await take(lane, { address: 'other' });
    const order: string[] = [];
    const queue = (address: string) =>
      take(lane, { address }).then((release) => {
        order.push(address);
        release?.();
      });
    const waiting = [queue('flood-1'), queue('flood-2'), queue('visitor')];
    running?.();
    await Promise.all(waiting);
    expect(order).toEqual(['visitor', 'flood-1', 'flood-2']);
  });

  it('holds a heavy address back by the busy share, not a light visitor', async () => {
    const lane = new WorkLane({
      concurrency: 2,
      queue: 8,
      maxWaitMs: 60_000,
      maxBusyShare: 0.5,
      busyWindowMs: 1_000,
      perAddress: {
        active: 1,
        queued: 2,
        demand: { halfLifeMs: 10_000, light: 3, maxAddresses: 100 },
      },
    });
    await askedBefore(lane, 'flood', 20);
    await askedBefore(lane, 'flood-2', 20);
    const running = await take(lane, { address: 'flood' });
    await vi.advanceTimersByTimeAsync(900);
    // Busy 900 ms of the last second, one slot free: the other flood's next page waits…
    let floodAdmitted = false;
    const floodNext = take(lane, { address: 'flood-2' }).then((release) => {
      floodAdmitted = true;
      return release;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(floodAdmitted).toBe(false);
    // …a visitor's starts at once.
    const visitor = await take(lane, { address: 'visitor' });
    expect(visitor).not.toBeNull();
    expect(floodAdmitted).toBe(false);
    visitor?.();
    running?.();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(floodAdmitted).toBe(true);
    (await floodNext)?.();
  });

  it('gives a light visitor holding as many places as the heavy ones one of theirs', async () => {
    const lane = ranked(3);
    await askedBefore(lane, 'flood-1', 20);
    await askedBefore(lane, 'flood-2', 20);
    const running = await take(lane, { address: 'other' });
    const flood1 = take(lane, { address: 'flood-1' });
    const flood2 = take(lane, { address: 'flood-2' });
    const visitorFirst = take(lane, { address: 'visitor' });
    // Full, and everyone holds one place: by places alone the visitor would be refused.
    const visitorSecond = take(lane, { address: 'visitor' });
    expect(await flood2).toBeNull();
    expect(lane.stats()).toMatchObject({ queued: 3, refused: { full: 1 } });
    running?.();
    for (const next of [visitorFirst, visitorSecond, flood1]) {
      const release = await next;
      expect(release).not.toBeNull();
      release?.();
    }
  });
});
