import type { Database } from '#server/db/connection.ts';
import {
  type CounterKey,
  type CounterState,
  counterId,
  forgetCounter,
  readCounters,
  recordFailures,
} from '#server/db/repositories/limit-counters.repository.ts';
import {
  expiredCounterSweeper,
  hasRecentFailures,
  retryAfter,
  type ThrottleOptions,
} from './throttle.ts';

/**
 * Login throttling that cannot be turned against the owner (ASVS 5.0 §6.1.1 / §6.3.1,
 * docs/decisions/010). Failures count per (account, client address), per address, and per account
 * against a much higher global ceiling. A client's own failures lock that client; the global
 * ceiling only makes the account strict: a client with no recent failures for it still gets its
 * password checked (right → signed in), a wrong one is refused with 429 and counted.
 * The counters are in the database, shared by every instance and kept across restarts
 * (docs/decisions/016).
 */
export type LoginGate =
  /** Check the password; a wrong one is an ordinary 401. */
  | { kind: 'open' }
  /** The account is under its global lock and this client is clean: a wrong password is a 429. */
  | { kind: 'strict'; waitMs: number }
  /** Refused before the password is even checked. */
  | { kind: 'refused'; waitMs: number };

/** All the login and password-change endpoints need. */
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

/** What the three counters of one attempt say (undefined: no live counter). */
export interface LoginCounters {
  client: CounterState | undefined;
  address: CounterState | undefined;
  account: CounterState | undefined;
}

/** The rules of decision 010 on the counters as read at `now`. */
export function loginGate(counters: LoginCounters, limits: LoginLimits, now: number): LoginGate {
  const wait = Math.max(retryAfter(counters.client, now), retryAfter(counters.address, now));
  if (wait > 0) return { kind: 'refused', waitMs: wait };
  const accountWait = retryAfter(counters.account, now);
  if (accountWait === 0) return { kind: 'open' };
  if (hasRecentFailures(counters.client, limits.perClient, now)) {
    return { kind: 'refused', waitMs: accountWait };
  }
  return { kind: 'strict', waitMs: accountWait };
}

function keysOf(account: string, address: string) {
  return {
    client: { scope: 'login-client', key: JSON.stringify([account, address]) },
    address: { scope: 'login-address', key: address },
    account: { scope: 'login-account', key: account },
  } satisfies Record<keyof LoginCounters, CounterKey>;
}

/** The limiter on the limit_counters table: one read per check, one statement per record. */
export function createDatabaseLoginLimiter(
  db: Database,
  limits: LoginLimits = defaultLoginLimits,
  now: () => number = Date.now,
): LoginLimiter {
  const sweep = expiredCounterSweeper(db, now);
  return {
    async check(account, address) {
      const at = now();
      const keys = keysOf(account, address);
      const found = await readCounters(db, [keys.client, keys.address, keys.account], at);
      const counters: LoginCounters = {
        client: found.get(counterId(keys.client)),
        address: found.get(counterId(keys.address)),
        account: found.get(counterId(keys.account)),
      };
      return loginGate(counters, limits, at);
    },
    async recordFailure(account, address) {
      const keys = keysOf(account, address);
      await recordFailures(
        db,
        [
          { ...keys.client, rule: limits.perClient },
          { ...keys.address, rule: limits.perAddress },
          { ...keys.account, rule: limits.perAccount },
        ],
        now(),
      );
      await sweep();
    },
    async recordSuccess(account, address) {
      // Only the client's own slate is wiped: the owner signing in must not reset what an
      // attacker elsewhere has spent of the account's ceiling or of their address's budget.
      await forgetCounter(db, keysOf(account, address).client);
    },
  };
}
