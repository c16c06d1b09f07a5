/**
 * A keyed failure counter with lock-outs: after `maxFailures` failures inside `windowMs`, the key
 * is locked until the lock expires; the lock doubles with each new lock-out, up to `maxLockMs`.
 * Kept in memory: one process serves the API (documented). The login rules that combine several
 * of these are in login-limiter.ts.
 * `consume` makes the same object a plain rate limit, where every attempt counts (the contact
 * form: at most `maxFailures` requests per `windowMs` and address).
 */
export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  lastFailureAt: number;
  lockedUntil: number;
  lockouts: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly options: Required<ThrottleOptions>;

  constructor(options: ThrottleOptions) {
    this.options = { now: Date.now, ...options };
  }

  /** Milliseconds to wait before trying again, or 0 when allowed. */
  retryAfter(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.lockedUntil - this.options.now());
  }

  recordFailure(key: string): void {
    const now = this.options.now();
    const entry = this.entries.get(key) ?? {
      failures: [],
      lastFailureAt: now,
      lockedUntil: 0,
      lockouts: 0,
    };
    entry.failures = entry.failures.filter((at) => now - at < this.options.windowMs);
    entry.failures.push(now);
    entry.lastFailureAt = now;
    if (entry.failures.length >= this.options.maxFailures) {
      const lock = Math.min(this.options.lockMs * 2 ** entry.lockouts, this.options.maxLockMs);
      entry.lockedUntil = now + lock;
      entry.lockouts += 1;
      entry.failures = [];
    }
    this.entries.set(key, entry);
    this.prune(now);
  }

  /** True while the key failed inside the window (even when its failures turned into a lock). */
  hasRecentFailures(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    const now = this.options.now();
    return now - entry.lastFailureAt < this.options.windowMs || entry.lockedUntil > now;
  }

  /** Counts one attempt when allowed: 0, else the milliseconds to wait (nothing counted). */
  consume(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.recordFailure(key);
    return wait;
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  /** Bounded memory under a flood of distinct keys. */
  private prune(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      const recent = now - entry.lastFailureAt < this.options.windowMs;
      if (!recent && entry.lockedUntil <= now) this.entries.delete(key);
    }
  }
}
