/**
 * Each instance's statistics buffer (issue 38, "collection with bounded cost"): events wait in
 * memory and are written in one statement every `flushEveryMs`, or as soon as `flushAt` wait,
 * one write at a time. Past `maxEvents` waiting, new events are dropped and counted, per hour,
 * into stats_drops at the next write. A write that fails (the database is down) puts its events
 * back within the same bound, the rest counted as dropped: memory never grows past it.
 */

export interface EventBufferOptions<Row> {
  /** Writes a batch in one statement (all or nothing). */
  write(rows: readonly Row[]): Promise<void>;
  /** Adds dropped events to their hours' counts. */
  addDrops(drops: readonly { hour: Date; events: number }[]): Promise<void>;
  /** Told of every drop as it happens (the prom-client counter). */
  onDrop?(events: number): void;
  /** Told of a write that failed (logged by the caller). */
  onError?(error: unknown): void;
  maxEvents: number;
  flushAt: number;
  maxBatch: number;
  flushEveryMs: number;
  now?: () => number;
}

const hourMs = 3_600_000;
/** Hours of drop counts kept while they cannot be written. */
const maxDropHours = 48;

export function createEventBuffer<Row>(options: EventBufferOptions<Row>) {
  const { maxEvents, flushAt, maxBatch, now = Date.now } = options;
  let waiting: Row[] = [];
  /** Dropped events not written yet, by the hour's start (ms). */
  const drops = new Map<number, number>();
  let flushing: Promise<void> | undefined;
  let closed = false;

  function drop(events: number): void {
    if (events <= 0) return;
    const hour = Math.floor(now() / hourMs) * hourMs;
    let count = (drops.get(hour) ?? 0) + events;
    const [oldest] = drops.keys();
    if (oldest !== undefined && !drops.has(hour) && drops.size >= maxDropHours) {
      // Long unwritable: the oldest hour's count moves to this one (the total stays right).
      count += drops.get(oldest) ?? 0;
      drops.delete(oldest);
    }
    drops.set(hour, count);
    options.onDrop?.(events);
  }

  async function writeOnce(): Promise<void> {
    const pendingDrops = [...drops].map(([hour, events]) => ({ hour: new Date(hour), events }));
    if (pendingDrops.length > 0) {
      drops.clear();
      try {
        await options.addDrops(pendingDrops);
      } catch (error) {
        for (const { hour, events } of pendingDrops) {
          drops.set(hour.getTime(), (drops.get(hour.getTime()) ?? 0) + events);
        }
        throw error;
      }
    }
    if (waiting.length === 0) return;
    const batch = waiting.length <= maxBatch ? waiting : waiting.slice(0, maxBatch);
    waiting = waiting.length <= maxBatch ? [] : waiting.slice(maxBatch);
    try {
      await options.write(batch);
    } catch (error) {
      // Back in front, within the bound; what no longer fits is dropped and counted.
      const room = Math.max(0, maxEvents - waiting.length);
      waiting = batch.slice(0, room).concat(waiting);
      drop(batch.length - room);
      throw error;
    }
  }

  /** Writes what waits now (and what came meanwhile, while a full batch waits), one at a time. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      try {
        do await writeOnce();
        while (waiting.length >= flushAt);
      } catch (error) {
        options.onError?.(error);
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  const timer = setInterval(() => {
    if (waiting.length > 0 || drops.size > 0) void flush();
  }, options.flushEveryMs);
  timer.unref?.();

  return {
    /** Queues `rows`; those past the bound are dropped and counted. Returns how many were kept. */
    add(rows: readonly Row[]): number {
      const room = closed ? 0 : Math.max(0, maxEvents - waiting.length);
      const kept = rows.length <= room ? rows : rows.slice(0, room);
      for (const row of kept) waiting.push(row);
      drop(rows.length - kept.length);
      if (waiting.length >= flushAt && !flushing) void flush();
      return kept.length;
    },
    /** Counts events lost before they could be queued. */
    drop,
    flush,
    /** Events waiting to be written. */
    get size(): number {
      return waiting.length;
    },
    /** Stops the timer and writes what is left (a graceful stop); later events are dropped. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flushing;
      closed = true;
      // Each pass writes a batch or fails: stop at the first failure, whatever is left is lost.
      while (waiting.length > 0 || drops.size > 0) {
        const before = waiting.length + drops.size;
        await flush();
        if (waiting.length + drops.size >= before) break;
      }
    },
  };
}

export type EventBuffer<Row> = ReturnType<typeof createEventBuffer<Row>>;
