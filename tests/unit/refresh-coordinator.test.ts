import { describe, expect, it, vi } from 'vitest';
import type { RefreshedTokens } from '../../machines/token-refresh.machine';
import { shareRefresh } from '../../server/client/refresh-coordinator';

// The coordinator's map is module-level: every test uses its own refresh-token strings.

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tokens = (name: string): RefreshedTokens => ({
  accessToken: `at-${name}`,
  refreshToken: `rt-${name}`,
});

describe('shareRefresh (one refresh per refresh token, SPEC §4)', () => {
  it('runs one refresh for concurrent callers, who all get the same tokens', async () => {
    const { now } = clock();
    const pending = deferred<RefreshedTokens>();
    const refresh = vi.fn(() => pending.promise);
    const first = shareRefresh('rt-concurrent', refresh, now);
    const second = shareRefresh('rt-concurrent', refresh, now);
    expect(refresh).toHaveBeenCalledTimes(1);
    const fresh = tokens('concurrent-2');
    pending.resolve(fresh);
    await expect(first).resolves.toBe(fresh);
    await expect(second).resolves.toBe(fresh);
  });

  it('answers a late caller holding the old token with the same result for 30 s', async () => {
    const { now, advance } = clock();
    const fresh = tokens('grace-2');
    await shareRefresh('rt-grace', async () => fresh, now);
    advance(10_000);
    const again = vi.fn(async () => tokens('grace-3'));
    await expect(shareRefresh('rt-grace', again, now)).resolves.toBe(fresh);
    expect(again).not.toHaveBeenCalled();
  });

  it('refreshes again once the 30 s grace has passed', async () => {
    const { now, advance } = clock();
    await shareRefresh('rt-expired', async () => tokens('expired-2'), now);
    advance(31_000);
    const later = tokens('expired-3');
    const again = vi.fn(async () => later);
    await expect(shareRefresh('rt-expired', again, now)).resolves.toBe(later);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('counts the grace from when the refresh finished, not when it started', async () => {
    const { now, advance } = clock();
    const pending = deferred<RefreshedTokens>();
    const first = shareRefresh('rt-slow', () => pending.promise, now);
    advance(40_000);
    const fresh = tokens('slow-2');
    pending.resolve(fresh);
    await first;
    advance(20_000);
    const again = vi.fn(async () => tokens('slow-3'));
    await expect(shareRefresh('rt-slow', again, now)).resolves.toBe(fresh);
    expect(again).not.toHaveBeenCalled();
  });

  it('does not cache a failure: every concurrent caller sees it, the next call refreshes again', async () => {
    const { now } = clock();
    const pending = deferred<RefreshedTokens>();
    const failure = new Error('refresh rejected');
    const first = shareRefresh('rt-failing', () => pending.promise, now);
    const second = shareRefresh('rt-failing', () => pending.promise, now);
    pending.reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);

    const fresh = tokens('failing-2');
    const again = vi.fn(async () => fresh);
    await expect(shareRefresh('rt-failing', again, now)).resolves.toBe(fresh);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does not share between different refresh tokens', async () => {
    const { now } = clock();
    const forA = vi.fn(async () => tokens('a-2'));
    const forB = vi.fn(async () => tokens('b-2'));
    const [a, b] = await Promise.all([
      shareRefresh('rt-distinct-a', forA, now),
      shareRefresh('rt-distinct-b', forB, now),
    ]);
    expect(forA).toHaveBeenCalledTimes(1);
    expect(forB).toHaveBeenCalledTimes(1);
    expect(a).toEqual(tokens('a-2'));
    expect(b).toEqual(tokens('b-2'));
  });
});
