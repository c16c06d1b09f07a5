import { describe, expect, it } from 'vitest';
import { defaultLoginLimits, loginGate } from '#server/api/auth/login-limiter.ts';

// The rules of docs/decisions/010 on counters as read from the database (pure: no database here;
// the counters themselves are tested on both databases in tests/api/limit-counters.test.ts).
const minute = 60_000;
const limits = defaultLoginLimits;

describe('loginGate (the rules on counters as read)', () => {
  const now = 10 * 60 * minute;
  const accountLocked = { lockedUntil: now + 5 * minute, lastFailureAt: now - minute };

  it('is open with no counter, and refuses for the longer of the client’s and the address’s locks', () => {
    const none = { client: undefined, address: undefined, account: undefined };
    expect(loginGate(none, limits, now)).toEqual({ kind: 'open' });
    const client = { lockedUntil: now + minute, lastFailureAt: now };
    const address = { lockedUntil: now + 3 * minute, lastFailureAt: now };
    expect(loginGate({ ...none, client, address }, limits, now)).toEqual({
      kind: 'refused',
      waitMs: 3 * minute,
    });
  });

  it('under the account ceiling, is strict for a client whose last failure left the window', () => {
    const old = { lockedUntil: 0, lastFailureAt: now - 15 * minute };
    const recent = { lockedUntil: 0, lastFailureAt: now - 15 * minute + 1 };
    const gate = (client: typeof old) =>
      loginGate({ client, address: undefined, account: accountLocked }, limits, now);
    expect(gate(old)).toEqual({ kind: 'strict', waitMs: 5 * minute });
    expect(gate(recent)).toEqual({ kind: 'refused', waitMs: 5 * minute });
  });
});
