import { describe, expect, it, vi } from 'vitest';
import type { RefreshedTokens } from '#machines/token-refresh.machine.ts';
import {
  noteTokensPresented,
  refreshGraceMs,
  shareRefresh,
  visitorFingerprint,
} from '#server/client/refresh-coordinator.ts';

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

const firefox = visitorFingerprint({ userAgent: 'Firefox/130', address: '203.0.113.7' });
const otherBrowser = visitorFingerprint({ userAgent: 'curl/8.5', address: '203.0.113.7' });
const otherAddress = visitorFingerprint({ userAgent: 'Firefox/130', address: '198.51.100.2' });

/** A request of `fingerprint` that arrived now, carrying no token the coordinator knows. */
const browser = (fingerprint = firefox) => ({ fingerprint, arrival: noteTokensPresented({}) });

describe('shareRefresh (one refresh per refresh token and browser, SPEC §4, issue 18 point 10)', () => {
  it('runs one refresh for concurrent callers, who all get the same tokens', async () => {
    const { now } = clock();
    const pending = deferred<RefreshedTokens>();
    const refresh = vi.fn(() => pending.promise);
    const first = shareRefresh('rt-concurrent', browser(), refresh, now);
    const second = shareRefresh('rt-concurrent', browser(), refresh, now);
    expect(refresh).toHaveBeenCalledTimes(1);
    const fresh = tokens('concurrent-2');
    pending.resolve(fresh);
    await expect(first).resolves.toBe(fresh);
    await expect(second).resolves.toBe(fresh);
  });

  it('answers a late request of the same browser holding the old token with the same result, for 5 s', async () => {
    expect(refreshGraceMs).toBeLessThanOrEqual(5_000);
    const { now, advance } = clock();
    const fresh = tokens('grace-2');
    await shareRefresh('rt-grace', browser(), async () => fresh, now);
    advance(refreshGraceMs);
    const again = vi.fn(async () => tokens('grace-3'));
    await expect(shareRefresh('rt-grace', browser(), again, now)).resolves.toBe(fresh);
    expect(again).not.toHaveBeenCalled();
  });

  it('sends the old token to the API once the grace has passed (where reuse is detected)', async () => {
    const { now, advance } = clock();
    await shareRefresh('rt-expired', browser(), async () => tokens('expired-2'), now);
    advance(refreshGraceMs + 1);
    const replay = new Error('reuse detected');
    const again = vi.fn(() => Promise.reject(replay));
    await expect(shareRefresh('rt-expired', browser(), again, now)).rejects.toBe(replay);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('counts the grace from when the refresh finished, not when it started', async () => {
    const { now, advance } = clock();
    const pending = deferred<RefreshedTokens>();
    const first = shareRefresh('rt-slow', browser(), () => pending.promise, now);
    advance(40_000);
    const fresh = tokens('slow-2');
    pending.resolve(fresh);
    await first;
    advance(refreshGraceMs - 1);
    const again = vi.fn(async () => tokens('slow-3'));
    await expect(shareRefresh('rt-slow', browser(), again, now)).resolves.toBe(fresh);
    expect(again).not.toHaveBeenCalled();
  });

  it('never hands the new tokens to another browser: a replay goes to the API', async () => {
    const { now, advance } = clock();
    const fresh = tokens('replay-2');
    await shareRefresh('rt-replay', browser(), async () => fresh, now);
    advance(100);
    for (const fingerprint of [otherBrowser, otherAddress]) {
      const replay = vi.fn(() => Promise.reject(new Error('reuse detected')));
      await expect(shareRefresh('rt-replay', browser(fingerprint), replay, now)).rejects.toThrow(
        'reuse detected',
      );
      expect(replay).toHaveBeenCalledTimes(1);
    }
    // The browser that refreshed still shares its own result.
    const again = vi.fn(async () => tokens('replay-3'));
    await expect(shareRefresh('rt-replay', browser(), again, now)).resolves.toBe(fresh);
    expect(again).not.toHaveBeenCalled();
  });

  it('does not let another browser join a refresh still in flight either', async () => {
    const { now } = clock();
    const pending = deferred<RefreshedTokens>();
    const first = shareRefresh('rt-racing', browser(), () => pending.promise, now);
    const replay = vi.fn(() => Promise.reject(new Error('reuse detected')));
    const second = shareRefresh('rt-racing', browser(otherBrowser), replay, now);
    expect(replay).toHaveBeenCalledTimes(1);
    await expect(second).rejects.toThrow('reuse detected');
    const fresh = tokens('racing-2');
    pending.resolve(fresh);
    await expect(first).resolves.toBe(fresh);
  });

  it('ends the grace when a request arrives with the new cookies; earlier requests still share', async () => {
    const { now, advance } = clock();
    const fresh = tokens('seen-2');
    await shareRefresh('rt-seen', browser(), async () => fresh, now);
    const leftBefore = browser();
    advance(200);
    // The browser has its new cookies (the access one alone is enough).
    noteTokensPresented({ accessToken: fresh.accessToken });
    const replay = vi.fn(() => Promise.reject(new Error('reuse detected')));
    await expect(shareRefresh('rt-seen', browser(), replay, now)).rejects.toThrow('reuse detected');
    expect(replay).toHaveBeenCalledTimes(1);
    // A request that arrived with the old cookie before the new ones were seen is one of the
    // page's parallel requests: it gets the new pair.
    const late = vi.fn(async () => tokens('seen-3'));
    await expect(shareRefresh('rt-seen', leftBefore, late, now)).resolves.toBe(fresh);
    expect(late).not.toHaveBeenCalled();
  });

  it('ends the grace on the new refresh cookie too', async () => {
    const { now } = clock();
    const fresh = tokens('seen-rt-2');
    await shareRefresh('rt-seen-rt', browser(), async () => fresh, now);
    noteTokensPresented({ accessToken: 'expired-access', refreshToken: fresh.refreshToken });
    const replay = vi.fn(() => Promise.reject(new Error('reuse detected')));
    await expect(shareRefresh('rt-seen-rt', browser(), replay, now)).rejects.toThrow(
      'reuse detected',
    );
  });

  it('does not cache a failure: every concurrent caller sees it, the next call refreshes again', async () => {
    const { now } = clock();
    const pending = deferred<RefreshedTokens>();
    const failure = new Error('refresh rejected');
    const first = shareRefresh('rt-failing', browser(), () => pending.promise, now);
    const second = shareRefresh('rt-failing', browser(), () => pending.promise, now);
    pending.reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);

    const fresh = tokens('failing-2');
    const again = vi.fn(async () => fresh);
    await expect(shareRefresh('rt-failing', browser(), again, now)).resolves.toBe(fresh);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does not share between different refresh tokens', async () => {
    const { now } = clock();
    const forA = vi.fn(async () => tokens('a-2'));
    const forB = vi.fn(async () => tokens('b-2'));
    const [a, b] = await Promise.all([
      shareRefresh('rt-distinct-a', browser(), forA, now),
      shareRefresh('rt-distinct-b', browser(), forB, now),
    ]);
    expect(forA).toHaveBeenCalledTimes(1);
    expect(forB).toHaveBeenCalledTimes(1);
    expect(a).toEqual(tokens('a-2'));
    expect(b).toEqual(tokens('b-2'));
  });
});
