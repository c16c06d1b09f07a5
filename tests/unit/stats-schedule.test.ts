import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleStatsUpkeep, statsUpkeepEveryMs } from '#server/api/stats/stats-schedule.ts';
import { log } from '#server/log/logger.ts';

describe('scheduleStatsUpkeep (issue 38)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs a minute after start, then every five minutes, until stopped', async () => {
    const run = vi.fn(async () => undefined);
    const stop = scheduleStatsUpkeep({ run });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(statsUpkeepEveryMs);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(10 * statsUpkeepEveryMs);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run under its own event and still runs the next one', async () => {
    const logged = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('connexion perdue'))
      .mockResolvedValue(undefined);
    const stop = scheduleStatsUpkeep({ run, firstDelayMs: 0, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'stats.upkeep-failed', err: expect.any(Error) }),
      'statistics upkeep failed',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });
});
