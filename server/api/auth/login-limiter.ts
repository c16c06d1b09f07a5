import { LoginThrottle, type ThrottleOptions } from './throttle.ts';

/**
 * Login throttling that cannot be turned against the owner (ASVS 5.0 §6.1.1 / §6.3.1,
 * docs/decisions/010). Failures count per (account, client address), per address, and per account
 * against a much higher global ceiling. A client's own failures lock that client; the global
 * ceiling only makes the account strict: a client with no recent failures for it still gets its
 * password checked (right → signed in), a wrong one is refused with 429 and counted.
 */
export type LoginGate =
  /** Check the password; a wrong one is an ordinary 401. */
  | { kind: 'open' }
  /** The account is under its global lock and this client is clean: a wrong password is a 429. */
  | { kind: 'strict'; waitMs: number }
  /** Refused before the password is even checked. */
  | { kind: 'refused'; waitMs: number };

/** All the login and password-change endpoints need: a database-backed store can implement it. */
export interface LoginLimiter {
  check(account: string, address: string): Promise<LoginGate>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string, address: string): Promise<void>;
}

export interface LoginLimits {
  perClient: ThrottleOptions;
  perAddress: ThrottleOptions;
  perAccount: ThrottleOptions;
}

const minute = 60_000;

export const defaultLoginLimits: LoginLimits = {
  // One client guessing one account: 5 failures in 15 min, then 1 min, 2, 4… up to 30 min.
  perClient: { maxFailures: 5, windowMs: 15 * minute, lockMs: minute, maxLockMs: 30 * minute },
  // One address spraying accounts: 20 failures in 15 min, then 5 min… up to an hour.
  perAddress: {
    maxFailures: 20,
    windowMs: 15 * minute,
    lockMs: 5 * minute,
    maxLockMs: 60 * minute,
  },
  // Many addresses on one account: 100 failures an hour makes the account strict (never closed).
  perAccount: {
    maxFailures: 100,
    windowMs: 60 * minute,
    lockMs: 15 * minute,
    maxLockMs: 60 * minute,
  },
};

/** In memory, for the one API process (another issue moves it to the database). */
export function createMemoryLoginLimiter(
  limits: LoginLimits = defaultLoginLimits,
  now: () => number = Date.now,
): LoginLimiter {
  const perClient = new LoginThrottle({ ...limits.perClient, now });
  const perAddress = new LoginThrottle({ ...limits.perAddress, now });
  const perAccount = new LoginThrottle({ ...limits.perAccount, now });
  const clientKey = (account: string, address: string) => JSON.stringify([account, address]);

  return {
    async check(account, address) {
      const client = clientKey(account, address);
      const wait = Math.max(perClient.retryAfter(client), perAddress.retryAfter(address));
      if (wait > 0) return { kind: 'refused', waitMs: wait };
      const accountWait = perAccount.retryAfter(account);
      if (accountWait === 0) return { kind: 'open' };
      if (perClient.hasRecentFailures(client)) return { kind: 'refused', waitMs: accountWait };
      return { kind: 'strict', waitMs: accountWait };
    },
    async recordFailure(account, address) {
      perClient.recordFailure(clientKey(account, address));
      perAddress.recordFailure(address);
      perAccount.recordFailure(account);
    },
    async recordSuccess(account, address) {
      // Only the client's own slate is wiped: the owner signing in must not reset what an
      // attacker elsewhere has spent of the account's ceiling or of their address's budget.
      perClient.recordSuccess(clientKey(account, address));
    },
  };
}
