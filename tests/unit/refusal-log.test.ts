import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefusalLog } from '#server/http/refusal-log.ts';

describe('RefusalLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one line per interval with counts per address and reason, never one per refusal', async () => {
    const lines: string[] = [];
    const log = new RefusalLog({
      intervalMs: 10_000,
      maxAddresses: 2,
      write: (l) => lines.push(l),
    });
    for (let i = 0; i < 500; i++) log.record('203.0.113.7', 'share');
    log.record('203.0.113.7', 'full');
    for (let i = 0; i < 12; i++) log.recordHold('203.0.113.7');
    for (let i = 0; i < 3; i++) log.record('198.51.100.2', 'timeout');
    log.record('192.0.2.1', 'share');
    log.record('192.0.2.9', 'left');
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toEqual([
      '[gate] refused in the last 10 s: 203.0.113.7 ×501 (fair share 500, lane full 1, connection held 12); 198.51.100.2 ×3 (wait too long 3); and 1 other address',
    ]);
    // Nothing refused since: nothing written, nothing kept.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toHaveLength(1);
    log.record('203.0.113.7', 'share');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines[1]).toBe('[gate] refused in the last 10 s: 203.0.113.7 ×1 (fair share 1)');
  });

  it('never names a client that only left while it waited', async () => {
    const lines: string[] = [];
    const log = new RefusalLog({ intervalMs: 1_000, maxAddresses: 5, write: (l) => lines.push(l) });
    log.record('192.0.2.9', 'left');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(lines).toEqual([]);
  });
});
