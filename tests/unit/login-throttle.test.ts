import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../server/api/auth/throttle';

function throttle() {
  let now = 0;
  const instance = new LoginThrottle({
    maxFailures: 3,
    windowMs: 60_000,
    lockMs: 10_000,
    maxLockMs: 25_000,
    now: () => now,
  });
  return { instance, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('locks a key after the maximum failures inside the window, then lets it retry', () => {
    const { instance, advance } = throttle();
    instance.recordFailure('a');
    instance.recordFailure('a');
    expect(instance.retryAfter('a')).toBe(0);
    instance.recordFailure('a');
    expect(instance.retryAfter('a')).toBe(10_000);
    expect(instance.retryAfter('b')).toBe(0);
    advance(10_000);
    expect(instance.retryAfter('a')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const { instance, advance } = throttle();
    instance.recordFailure('a');
    instance.recordFailure('a');
    advance(61_000);
    instance.recordFailure('a');
    expect(instance.retryAfter('a')).toBe(0);
  });

  it('doubles the lock at each lock-out, up to the maximum, and clears on success', () => {
    const { instance, advance } = throttle();
    for (const expected of [10_000, 20_000, 25_000]) {
      for (let i = 0; i < 3; i += 1) instance.recordFailure('a');
      expect(instance.retryAfter('a')).toBe(expected);
      advance(expected);
    }
    instance.recordSuccess('a');
    instance.recordFailure('a');
    expect(instance.retryAfter('a')).toBe(0);
  });

  it('as a rate limit, counts every allowed attempt and none of the refused ones', () => {
    const { instance, advance } = throttle();
    expect([instance.consume('a'), instance.consume('a'), instance.consume('a')]).toEqual([
      0, 0, 0,
    ]);
    expect(instance.consume('a')).toBe(10_000);
    advance(4_000);
    expect(instance.consume('a')).toBe(6_000);
    expect(instance.consume('b')).toBe(0);
    advance(6_000);
    expect(instance.consume('a')).toBe(0);
  });
});
