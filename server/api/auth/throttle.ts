import type { Database } from '#server/db/connection.ts';
import {
  type CounterRule,
  type CounterState,
  consumeAttempt,
  deleteExpiredCounters,
} from '#server/db/repositories/limit-counters.repository.ts';

/**
 * Keyed failure counters with lock-outs: after `maxFailures` failures inside `windowMs`, the key
 * is locked until the lock expires; the lock doubles with each new lock-out, up to `maxLockMs`.
 * Stored in the database (limit_counters, docs/decisions/016), so every instance counts the same
 * failures and a restart forgets none. The counting itself is one SQL statement
 * (limit-counters.repository.ts); what a count means is decided here and in login-limiter.ts.
 */
export type ThrottleOptions = CounterRule;

/** Milliseconds to wait before trying again, or 0 when allowed. */
export function retryAfter(counter: CounterState | undefined, now: number): number {
  return counter ? Math.max(0, counter.lockedUntil - now) : 0;
}

/** True while the key failed inside the window (even when its failures turned into a lock). */
export function hasRecentFailures(
  counter: CounterState | undefined,
  options: ThrottleOptions,
  now: number,
): boolean {
  if (!counter) return false;
  return now - counter.lastFailureAt < options.windowMs || counter.lockedUntil > now;
}

/** The public forms' rule (contact, rental requests): 5 per address, then 10 minutes of rest. */
export const publicFormRate: ThrottleOptions = {
  maxFailures: 5,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
  maxLockMs: 10 * 60_000,
};

/** A plain rate limit, where every attempt counts (the contact form). */
export interface RateLimit {
  /** Counts one attempt when allowed: 0, else the milliseconds to wait (nothing counted). */
  consume(key: string): Promise<number>;
}

const cleanupEveryMs = 60_000;
const cleanupBatch = 500;

/**
 * Deletes expired counters now and then: at most once a minute per instance, at most 500 rows at
 * a time (through limit_counters_expires_at_idx), on the request that happens to be due.
 */
export function expiredCounterSweeper(db: Database, now: () => number = Date.now) {
  let lastSweep = now();
  return async () => {
    const at = now();
    if (at - lastSweep < cleanupEveryMs) return;
    lastSweep = at;
    await deleteExpiredCounters(db, at, cleanupBatch);
  };
}

/** At most `maxFailures` attempts per `windowMs` and key, then `lockMs` (doubling) of rest. */
export function createRateLimit(
  db: Database,
  scope: string,
  options: ThrottleOptions,
  now: () => number = Date.now,
): RateLimit {
  const sweep = expiredCounterSweeper(db, now);
  return {
    async consume(key) {
      const wait = await consumeAttempt(db, { scope, key }, options, now());
      await sweep();
      return wait;
    },
  };
}
