import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateMeter } from '#server/http/busy-clock.ts';
import { WorkLane } from '#server/http/work-lanes.ts';

describe('WorkLane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs up to `concurrency` jobs, queues a few more, refuses the rest at once', async () => {
    const lane = new WorkLane({ concurrency: 2, queue: 1, maxWaitMs: 1_000 });
    const first = await lane.acquire();
    const second = await lane.acquire();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    const queued = lane.acquire();
    expect(await lane.acquire()).toBeNull();
    expect(lane.stats()).toMatchObject({ active: 2, queued: 1, refused: 1 });

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
    const running = await lane.acquire();
    const waiting = lane.acquire();
    await vi.advanceTimersByTimeAsync(500);
    expect(await waiting).toBeNull();
    expect(lane.stats()).toMatchObject({ queued: 0, refused: 1 });
    // The place is free again: the next one queues instead of being refused.
    const next = lane.acquire();
    running?.();
    expect(await next).not.toBeNull();
  });

  it('gives the place up when the client leaves while queued', async () => {
    const lane = new WorkLane({ concurrency: 1, queue: 1, maxWaitMs: 5_000 });
    const running = await lane.acquire();
    const leaving = new AbortController();
    const waiting = lane.acquire(leaving.signal);
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
    const first = await lane.acquire();
    await vi.advanceTimersByTimeAsync(600);
    first?.();
    let admitted = false;
    const next = lane.acquire().then((release) => {
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
    const waiting = await lane.acquire();
    await vi.advanceTimersByTimeAsync(900);
    expect(await lane.acquire()).not.toBeNull();
    waiting?.();
    // The same with the process fully busy holds the next ones back.
    utilization = 1;
    const working = await lane.acquire();
    await vi.advanceTimersByTimeAsync(900);
    working?.();
    let admitted = false;
    void lane.acquire().then(() => {
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
    const first = await lane.acquire();
    await vi.advanceTimersByTimeAsync(900);
    first?.();
    expect(await lane.acquire()).not.toBeNull();
    contended = true;
    let admitted = false;
    void lane.acquire().then(() => {
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
    const first = await lane.acquire();
    const second = await lane.acquire();
    expect(second).not.toBeNull();
    contended = true;
    let admitted = false;
    const third = lane.acquire().then((release) => {
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
    const release = await lane.acquire();
    release?.();
    release?.();
    expect(lane.stats().active).toBe(0);
    expect(await lane.acquire()).not.toBeNull();
    expect(await lane.acquire()).toBeNull();
  });
});
