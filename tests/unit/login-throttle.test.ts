import { describe, expect, it } from 'vitest';
import {
  createMemoryLoginLimiter,
  defaultLoginLimits,
  type LoginLimits,
} from '#server/api/auth/login-limiter.ts';
import { LoginThrottle } from '#server/api/auth/throttle.ts';

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

describe('LoginThrottle.hasRecentFailures', () => {
  it('stays true through a lock and for the window after the last failure', () => {
    const { instance, advance } = throttle();
    expect(instance.hasRecentFailures('a')).toBe(false);
    for (let i = 0; i < 3; i += 1) instance.recordFailure('a');
    advance(30_000);
    expect(instance.retryAfter('a')).toBe(0);
    expect(instance.hasRecentFailures('a')).toBe(true);
    advance(30_000);
    expect(instance.hasRecentFailures('a')).toBe(false);
  });
});

const minute = 60_000;
// The production limits themselves (server/api/auth/login-limiter.ts).
const limits: LoginLimits = defaultLoginLimits;

function limiter() {
  let now = 0;
  const instance = createMemoryLoginLimiter(limits, () => now);
  return { instance, advance: (ms: number) => (now += ms) };
}

async function fail(
  instance: ReturnType<typeof limiter>['instance'],
  times: number,
  account: string,
  address: string,
) {
  for (let i = 0; i < times; i += 1) await instance.recordFailure(account, address);
}

describe('the login limiter (docs/decisions/010)', () => {
  it('locks one client of an account after 5 failures; the same account from elsewhere stays open', async () => {
    const { instance, advance } = limiter();
    await fail(instance, 4, 'owner', 'A');
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'open' });
    await fail(instance, 1, 'owner', 'A');
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'refused', waitMs: minute });
    expect(await instance.check('owner', 'B')).toEqual({ kind: 'open' });
    expect(await instance.check('other', 'A')).toEqual({ kind: 'open' });
    advance(minute);
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'open' });
    // Back-off: the next lock-out of that client is twice as long.
    await fail(instance, 5, 'owner', 'A');
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'refused', waitMs: 2 * minute });
  });

  it('locks an address spraying accounts after 20 failures, whatever the account', async () => {
    const { instance } = limiter();
    for (let n = 0; n < 20; n += 1) await instance.recordFailure(`account-${n}`, 'A');
    expect(await instance.check('never-tried', 'A')).toEqual({
      kind: 'refused',
      waitMs: 5 * minute,
    });
    expect(await instance.check('never-tried', 'B')).toEqual({ kind: 'open' });
  });

  it('past 100 failures an hour on an account, is strict for clean clients and refuses the others', async () => {
    const { instance, advance } = limiter();
    for (let n = 0; n < 25; n += 1) await fail(instance, 4, 'owner', `10.0.0.${n}`);
    expect(await instance.check('owner', '10.0.0.1')).toEqual({
      kind: 'refused',
      waitMs: 15 * minute,
    });
    expect(await instance.check('owner', 'clean')).toEqual({ kind: 'strict', waitMs: 15 * minute });
    // A strict attempt that fails is counted: that client is refused from then on.
    await instance.recordFailure('owner', 'clean');
    expect((await instance.check('owner', 'clean')).kind).toBe('refused');
    expect((await instance.check('owner', 'another-clean')).kind).toBe('strict');
    // Other accounts are not concerned.
    expect(await instance.check('someone', 'clean')).toEqual({ kind: 'open' });
    advance(15 * minute);
    expect(await instance.check('owner', 'another-clean')).toEqual({ kind: 'open' });
  });

  it('forgets a client’s failures on success, but not the account’s ceiling or the address budget', async () => {
    const { instance } = limiter();
    await fail(instance, 4, 'owner', 'A');
    await instance.recordSuccess('owner', 'A');
    await fail(instance, 4, 'owner', 'A');
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'open' });
    for (let n = 0; n < 12; n += 1) await instance.recordFailure(`x-${n}`, 'A');
    expect((await instance.check('owner', 'A')).kind).toBe('refused');
  });
});
