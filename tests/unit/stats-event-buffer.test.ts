import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBuffer } from '#server/api/stats/event-buffer.ts';

interface Store {
  batches: number[][];
  drops: { hour: string; events: number }[];
  dropped: number;
  failing: boolean;
  /** Resolves the write under way, when `held`. */
  held: (() => void) | undefined;
  hold: boolean;
}

function bufferWith(limits: { maxEvents: number; flushAt: number; maxBatch: number }) {
  const store: Store = {
    batches: [],
    drops: [],
    dropped: 0,
    failing: false,
    held: undefined,
    hold: false,
  };
  let writing = 0;
  let overlapping = false;
  const buffer = createEventBuffer<number>({
    ...limits,
    flushEveryMs: 1_000,
    write: async (rows) => {
      writing += 1;
      overlapping ||= writing > 1;
      try {
        if (store.hold) await new Promise<void>((resolve) => (store.held = resolve));
        if (store.failing) throw new Error('database down');
        store.batches.push([...rows]);
      } finally {
        writing -= 1;
      }
    },
    addDrops: async (drops) => {
      if (store.failing) throw new Error('database down');
      for (const { hour, events } of drops) store.drops.push({ hour: hour.toISOString(), events });
    },
    onDrop: (events) => {
      store.dropped += events;
    },
  });
  return { buffer, store, overlapped: () => overlapping };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, n) => from + n);

describe('the statistics buffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:15:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes what waits every second, in one batch, and nothing when nothing waits', async () => {
    const { buffer, store } = bufferWith({ maxEvents: 100, flushAt: 50, maxBatch: 40 });
    buffer.add(range(1, 3));
    buffer.add([4]);
    await vi.advanceTimersByTimeAsync(999);
    expect(store.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.batches).toEqual([[1, 2, 3, 4]]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.batches).toHaveLength(1);
    await buffer.close();
  });

  it('writes at once when flushAt events wait, one write at a time, each at most maxBatch', async () => {
    const { buffer, store, overlapped } = bufferWith({
      maxEvents: 1_000,
      flushAt: 10,
      maxBatch: 12,
    });
    store.hold = true;
    buffer.add(range(1, 10));
    await vi.advanceTimersByTimeAsync(0);
    // The first write is under way; more come meanwhile, past flushAt again.
    buffer.add(range(11, 15));
    // The batch under way left the buffer; these wait.
    expect(buffer.size).toBe(15);
    store.hold = false;
    store.held?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.batches).toEqual([range(1, 10), range(11, 12)]);
    expect(overlapped()).toBe(false);
    // The 3 left are fewer than flushAt: written at the next tick.
    expect(buffer.size).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.batches.at(-1)).toEqual([23, 24, 25]);
    await buffer.close();
  });

  it('drops what does not fit, counts it, and adds the count to its hour at the next write', async () => {
    const { buffer, store } = bufferWith({ maxEvents: 5, flushAt: 100, maxBatch: 100 });
    expect(buffer.add(range(1, 3))).toBe(3);
    expect(buffer.add(range(4, 4))).toBe(2);
    expect(buffer.add([8])).toBe(0);
    expect(buffer.size).toBe(5);
    expect(store.dropped).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(store.drops).toEqual([{ hour: '2026-11-29T10:00:00.000Z', events: 3 }]);
    // Room again.
    expect(buffer.add([9])).toBe(1);
    await buffer.close();
  });

  it('keeps within its bound while the database is down, counting what it loses, then catches up', async () => {
    const { buffer, store } = bufferWith({ maxEvents: 10, flushAt: 100, maxBatch: 6 });
    store.failing = true;
    buffer.add(range(1, 8));
    await vi.advanceTimersByTimeAsync(1_000);
    // The failed batch is back in front, in order.
    expect(buffer.size).toBe(8);
    buffer.add(range(9, 5));
    expect(buffer.size).toBe(10);
    expect(store.dropped).toBe(3);
    for (let second = 0; second < 30; second += 1) {
      buffer.add([100 + second]);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(buffer.size).toBeLessThanOrEqual(10);
    expect(store.dropped).toBe(33);
    store.failing = false;
    vi.setSystemTime(new Date('2026-11-29T11:00:30.000Z'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(buffer.size).toBe(0);
    expect(store.batches.flat()).toEqual(range(1, 10));
    expect(store.drops).toEqual([{ hour: '2026-11-29T10:00:00.000Z', events: 33 }]);
    await buffer.close();
  });

  it('writes what is left when it closes, and drops what comes after', async () => {
    const { buffer, store } = bufferWith({ maxEvents: 100, flushAt: 100, maxBatch: 4 });
    buffer.add(range(1, 10));
    await buffer.close();
    expect(store.batches).toEqual([range(1, 4), range(5, 4), range(9, 2)]);
    expect(buffer.add([11])).toBe(0);
    expect(store.dropped).toBe(1);
  });

  it('gives up on close when the database stays down, without hanging', async () => {
    const { buffer, store } = bufferWith({ maxEvents: 100, flushAt: 100, maxBatch: 100 });
    store.failing = true;
    buffer.add(range(1, 3));
    await buffer.close();
    expect(store.batches).toEqual([]);
    expect(buffer.size).toBe(3);
  });
});
