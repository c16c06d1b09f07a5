import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleTrashPurge } from '#server/api/trash/trash-schedule.ts';
import { log } from '#server/log/logger.ts';

describe('scheduleTrashPurge (docs/decisions/021)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs after the first delay, then every period after each run', async () => {
    const purge = vi.fn(async () => undefined);
    const stop = scheduleTrashPurge({ purge, firstDelayMs: 1_000, everyMs: 60_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(purge).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(purge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(purge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(purge).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and still runs the next one', async () => {
    const logged = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const purge = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('connexion perdue'))
      .mockResolvedValue(undefined);
    const stop = scheduleTrashPurge({ purge, firstDelayMs: 0, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'trash.purge-failed', err: expect.any(Error) }),
      'purge failed',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(purge).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stop waits for a run under way', async () => {
    let finish = () => {};
    const purge = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = scheduleTrashPurge({ purge, firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
