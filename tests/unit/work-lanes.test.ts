import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateMeter } from '#server/http/busy-clock.ts';
import { type Asker, type Release, WorkLane } from '#server/http/work-lanes.ts';

/** The slot, or null when refused. */
const take = async (lane: WorkLane, asker?: Asker): Promise<Release | null> => {
  const admission = await lane.acquire(asker);
  return 'release' in admission ? admission.release : null;
};

describe('WorkLane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs up to `concurrency` jobs, queues a few more, refuses the rest at once', async () => {
    const lane = new WorkLane({ concurrency: 2, queue: 1, maxWaitMs: 1_000 });
    const first = await take(lane);
    const second = await take(lane);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    const queued = take(lane);
    expect(await take(lane)).toBeNull();
    expect(lane.stats()).toMatchObject({ active: 2, queued: 1, refused: { full: 1 } });

    first?.();
    const third = await queued;
    expect(third).not.toBeNull();
    expect(lane.stats()).toMatchObject({ active: 2, queued: 0, admitted: 3 });
    second?.();
    third?.();
    expect(lane.stats().active).toBe(0);
  });

  it('refuses a queued job whose wait runs out, and frees its place', async () => {
    const lane = new WorkLane({ concurrency: 1, queue: 1, maxWaitMs: 500 });
    const running = await take(lane);
    const waiting = take(lane);
    await vi.advanceTimersByTimeAsync(500);
    expect(await waiting).toBeNull();
    expect(lane.stats()).toMatchObject({ queued: 0, refused: { timeout: 1 } });
    // The place is free again: the next one queues instead of being refused.
    const next = take(lane);
    running?.();
    expect(await next).not.toBeNull();
  });

  it('gives the place up when the client leaves while queued', async () => {
    const lane = new WorkLane({ concurrency: 1, queue: 1, maxWaitMs: 5_000 });
    const running = await take(lane);
    const leaving = new AbortController();
    const waiting = take(lane, { abandoned: leaving.signal });
    leaving.abort();
    expect(await waiting).toBeNull();
    expect(lane.stats().queued).toBe(0);
    running?.();
    expect(lane.stats().active).toBe(0);
  });

  it('holds new jobs back while the lane has been busy past its share of the window', async () => {
    const lane = new WorkLane({
      concurrency: 4,
      queue: 4,
      maxWaitMs: 5_000,
      maxBusyShare: 0.5,
      busyWindowMs: 1_000,
    });
    const first = await take(lane);
    await vi.advanceTimersByTimeAsync(600);
    first?.();
    let admitted = false;
    const next = take(lane).then((release) => {
      admitted = true;
      return release;
    });
    await vi.advanceTimersByTimeAsync(400);
    // 600 ms busy in the last second: still over half.
    expect(admitted).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(admitted).toBe(true);
    (await next)?.();
  });

  it('counts a job that only waits (a slow client, the database) by how busy the process was', async () => {
    let utilization = 0;
    const lane = new WorkLane({
      concurrency: 4,
      queue: 4,
      maxWaitMs: 5_000,
      maxBusyShare: 0.25,
      utilization: () => utilization,
    });
    // Held for 900 ms while the process was idle: nothing to protect anyone from.
    const waiting = await take(lane);
    await vi.advanceTimersByTimeAsync(900);
    expect(await take(lane)).not.toBeNull();
    waiting?.();
    // The same with the process fully busy holds the next ones back.
    utilization = 1;
    const working = await take(lane);
    await vi.advanceTimersByTimeAsync(900);
    working?.();
    let admitted = false;
    void take(lane).then(() => {
      admitted = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(admitted).toBe(false);
  });

  it('renders at full speed while nothing else asks for the CPU', async () => {
    let contended = false;
    const lane = new WorkLane({
      concurrency: 4,
      queue: 4,
      maxWaitMs: 5_000,
      maxBusyShare: 0.5,
      contended: () => contended,
    });
    const first = await take(lane);
    await vi.advanceTimersByTimeAsync(900);
    first?.();
    expect(await take(lane)).not.toBeNull();
    contended = true;
    let admitted = false;
    void take(lane).then(() => {
      admitted = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(admitted).toBe(false);
  });

  it('runs fewer jobs side by side while contended', async () => {
    let contended = false;
    const lane = new WorkLane({
      concurrency: 3,
      contendedConcurrency: 1,
      queue: 4,
      maxWaitMs: 5_000,
      contended: () => contended,
    });
    const first = await take(lane);
    const second = await take(lane);
    expect(second).not.toBeNull();
    contended = true;
    let admitted = false;
    const third = take(lane).then((release) => {
      admitted = true;
      return release;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(admitted).toBe(false);
    first?.();
    second?.();
    await vi.advanceTimersByTimeAsync(50);
    expect(admitted).toBe(true);
    (await third)?.();
  });

  it('counts events over the last second', async () => {
    const meter = new RateMeter();
    for (let i = 0; i < 5; i++) meter.mark();
    await vi.advanceTimersByTimeAsync(500);
    meter.mark();
    expect(meter.perSecond()).toBe(6);
    await vi.advanceTimersByTimeAsync(600);
    expect(meter.perSecond()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(meter.perSecond()).toBe(0);
  });

  it('ignores a second release of the same slot', async () => {
    const lane = new WorkLane({ concurrency: 1, queue: 0, maxWaitMs: 1 });
    const release = await take(lane);
    release?.();
    release?.();
    expect(lane.stats().active).toBe(0);
    expect(await take(lane)).not.toBeNull();
    expect(await take(lane)).toBeNull();
  });

  describe('fair share per address', () => {
    const shared = () =>
      new WorkLane({
        concurrency: 4,
        queue: 8,
        maxWaitMs: 5_000,
        perAddress: { active: 1, queued: 2 },
      });

    it('runs one job of an address at a time, queues two more, refuses the next at once', async () => {
      const lane = shared();
      const flood = { address: '203.0.113.7' };
      const running = await take(lane, flood);
      expect(running).not.toBeNull();
      // Slots are free, yet the address waits for its own job.
      const second = take(lane, flood);
      const third = take(lane, flood);
      expect(await lane.acquire(flood)).toEqual({ refused: 'share' });
      expect(lane.refuseOverShare(flood.address)).toBe(true);
      expect(lane.stats()).toMatchObject({ active: 1, queued: 2, refused: { share: 2 } });
      // Another address is not held back by the flood.
      const other = await take(lane, { address: '198.51.100.2' });
      expect(other).not.toBeNull();
      expect(lane.stats().addresses).toBe(2);
      running?.();
      const next = await second;
      expect(next).not.toBeNull();
      expect(lane.stats()).toMatchObject({ active: 2, queued: 1 });
      next?.();
      (await third)?.();
      other?.();
      expect(lane.stats()).toMatchObject({ active: 0, queued: 0, addresses: 0 });
    });

    it('among addresses running nothing, admits in arrival order', async () => {
      const lane = new WorkLane({
        concurrency: 1,
        queue: 8,
        maxWaitMs: 5_000,
        perAddress: { active: 1, queued: 3 },
      });
      const flood = { address: '203.0.113.7' };
      const visitor = { address: '198.51.100.2' };
      const running = await take(lane, flood);
      const order: string[] = [];
      const floodNext = take(lane, flood).then((release) => {
        order.push('flood');
        return release;
      });
      const visitorNext = take(lane, visitor).then((release) => {
        order.push('visitor');
        return release;
      });
      running?.();
      (await floodNext)?.();
      (await visitorNext)?.();
      expect(order).toEqual(['flood', 'visitor']);
      expect(lane.stats().addresses).toBe(0);
    });

    it('gives a freed slot to the address running the fewest jobs, not to the next page of a flood', async () => {
      const lane = new WorkLane({
        concurrency: 2,
        queue: 8,
        maxWaitMs: 5_000,
        perAddress: { active: 2, queued: 3 },
      });
      const flood = { address: '203.0.113.7' };
      const first = await take(lane, flood);
      const second = await take(lane, flood);
      const order: string[] = [];
      const queue = (who: string, asker: { address: string }) =>
        take(lane, asker).then((release) => {
          order.push(who);
          return release;
        });
      const floodThird = queue('flood', flood);
      const visitor = queue('visitor', { address: '198.51.100.2' });
      first?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(order).toEqual(['visitor']);
      second?.();
      (await floodThird)?.();
      (await visitor)?.();
      expect(order).toEqual(['visitor', 'flood']);
    });

    it('frees the share of a job that timed out or whose client left', async () => {
      const lane = new WorkLane({
        concurrency: 1,
        queue: 8,
        maxWaitMs: 500,
        perAddress: { active: 1, queued: 1 },
      });
      const running = await take(lane, { address: 'a' });
      const leaving = new AbortController();
      const left = take(lane, { address: 'b', abandoned: leaving.signal });
      const timedOut = take(lane, { address: 'c' });
      leaving.abort();
      expect(await left).toBeNull();
      await vi.advanceTimersByTimeAsync(500);
      expect(await timedOut).toBeNull();
      expect(lane.stats()).toMatchObject({
        queued: 0,
        addresses: 1,
        refused: { left: 1, timeout: 1 },
      });
      running?.();
      expect(lane.stats().addresses).toBe(0);
    });

    it('gives a full queue’s latest place of the address holding the most to an address holding fewer', async () => {
      const lane = new WorkLane({
        concurrency: 1,
        queue: 3,
        maxWaitMs: 5_000,
        perAddress: { active: 1, queued: 3 },
      });
      const running = await take(lane, { address: 'a' });
      const first = take(lane, { address: 'b' });
      const second = take(lane, { address: 'b' });
      const third = take(lane, { address: 'c' });
      // Full: b holds two places, the newcomer none; b's latest place is given up.
      const visitor = take(lane, { address: 'd' });
      expect(await second).toBeNull();
      expect(lane.stats()).toMatchObject({ queued: 3, refused: { full: 1 } });
      // Nobody holds more than the next newcomer would: refused as before.
      expect(await take(lane, { address: 'b' })).toBeNull();
      expect(lane.stats().refused.full).toBe(2);
      running?.();
      for (const waiting of [first, third, visitor]) (await waiting)?.();
      expect(lane.stats()).toMatchObject({ active: 0, queued: 0, addresses: 0 });
    });

    it('lets requests without an address (staff) through as before', async () => {
      const lane = shared();
      const releases = await Promise.all([take(lane), take(lane), take(lane)]);
      expect(releases.every((release) => release !== null)).toBe(true);
      for (const release of releases) release?.();
    });
  });
});
