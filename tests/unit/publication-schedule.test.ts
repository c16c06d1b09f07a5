import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ContentChange,
  onContentChange,
  publishContentChange,
} from '#server/events/content-changes.ts';
import { watchScheduledPublications } from '#server/events/publication-schedule.ts';
import { log } from '#server/log/logger.ts';

describe('watchScheduledPublications', () => {
  const seen: ContentChange[] = [];
  let stopListening: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    seen.length = 0;
    stopListening = onContentChange((change) => seen.push(change));
  });
  afterEach(() => {
    stopListening();
    vi.useRealTimers();
  });

  it('announces a change when a scheduled article goes live, then waits for the next', async () => {
    const dates = [new Date('2026-11-22T08:10:00Z'), null];
    const next = vi.fn(async () => dates.shift() ?? null);
    const stop = watchScheduledPublications({ nextPublication: next, marginMs: 1_000 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([{ resource: 'articles', origin: 'schedule' }]);
    expect(next).toHaveBeenCalledTimes(2);
    stop();
  });

  it('still announces a date when its timer fires a little early (asks after the last announced)', async () => {
    const at = new Date('2026-11-22T08:00:02Z');
    // Like the database: the first date strictly after `after`.
    const next = vi.fn(async (after: Date) => (at > after ? at : null));
    let lag = 0;
    const stop = watchScheduledPublications({
      nextPublication: next,
      marginMs: 1_000,
      now: () => Date.now() - lag,
    });
    await vi.advanceTimersByTimeAsync(0);
    // Once armed, the clock falls 5 ms behind the timers: the wake-up comes "too early".
    lag = 5;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([{ resource: 'articles', origin: 'schedule' }]);
    // Once announced, the date is not looked for again.
    expect(next).toHaveBeenLastCalledWith(at);
    stop();
  });

  it('re-reads the next date when articles change, and only then', async () => {
    const next = vi.fn(async () => null);
    const stop = watchScheduledPublications({ nextPublication: next });
    await vi.advanceTimersByTimeAsync(0);
    publishContentChange({ resource: 'products', origin: 'local' });
    publishContentChange({ resource: 'articles', origin: 'remote' });
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks again at least every maxDelayMs, without announcing anything early', async () => {
    const next = vi.fn(async () => new Date('2027-06-01T00:00:00Z'));
    const stop = watchScheduledPublications({ nextPublication: next, maxDelayMs: 60_000 });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(next).toHaveBeenCalledTimes(4);
    expect(seen).toEqual([]);
    stop();
  });

  it('keeps going when the database cannot be read', async () => {
    const error = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const next = vi
      .fn<() => Promise<Date | null>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue(null);
    const stop = watchScheduledPublications({ nextPublication: next, maxDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledOnce();
    stop();
    error.mockRestore();
  });

  it('announces only the publications this instance claims (several instances on one database)', async () => {
    const dates = [new Date('2026-11-22T08:00:05Z'), new Date('2026-11-22T08:00:10Z'), null];
    const next = vi.fn(async () => dates.shift() ?? null);
    const answers = [false, true];
    const claim = vi.fn(async () => answers.shift() ?? true);
    const stop = watchScheduledPublications({ nextPublication: next, marginMs: 1_000, claim });
    await vi.advanceTimersByTimeAsync(6_000);
    // Another instance announced 08:00:05: this one says nothing (it hears that instance).
    expect(claim).toHaveBeenLastCalledWith(new Date('2026-11-22T08:00:05Z'));
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(claim).toHaveBeenLastCalledWith(new Date('2026-11-22T08:00:10Z'));
    expect(seen).toEqual([{ resource: 'articles', origin: 'schedule' }]);
    stop();
  });

  it('still drops its own cache when the claim cannot be made (database unreachable)', async () => {
    const dates = [new Date('2026-11-22T08:00:05Z'), null];
    const next = vi.fn(async () => dates.shift() ?? null);
    const claim = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const errors = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const stop = watchScheduledPublications({ nextPublication: next, marginMs: 1_000, claim });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(seen).toEqual([{ resource: 'articles', origin: 'schedule' }]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    stop();
  });
});
