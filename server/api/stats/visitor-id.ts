import { createHash, randomBytes } from 'node:crypto';
import { addDays, tunisDay, tunisMidnight } from '#domain/tunis-time.ts';

/**
 * A visitor without a cookie (issue 38): the first 8 bytes of SHA-256(salt ‖ address ‖
 * User-Agent ‖ site host) as a signed 64-bit integer. The salt changes every Tunis day, so the
 * same person has one id a day and none that links two days; the address is never kept.
 */
export function visitorId(salt: string, address: string, userAgent: string, siteHost: string) {
  return createHash('sha256')
    .update(`${salt}\u0000${address}\u0000${userAgent}\u0000${siteHost}`)
    .digest()
    .readBigInt64BE(0);
}

/** A new day's salt: 32 random bytes in hex. */
export const newSalt = () => randomBytes(32).toString('hex');

export interface DailySaltsOptions {
  /** Stores `candidate` as the salt of `day` unless one is there, and answers the day's salt. */
  ensure(day: string, candidate: string): Promise<string>;
  now?: () => number;
}

/**
 * Each Tunis day's salt, shared by every instance through the database (the first to need it
 * inserts it) and kept in memory until the next Tunis midnight. Old salts are never deleted here:
 * the statistics' upkeep deletes those older than yesterday.
 */
export function createDailySalts({ ensure, now = Date.now }: DailySaltsOptions) {
  let current: { salt: string; until: number } | undefined;
  let pending: { day: string; salt: Promise<string> } | undefined;

  async function load(day: string): Promise<string> {
    const salt = await ensure(day, newSalt());
    const until = tunisMidnight(addDays(day, 1)).getTime();
    // A slow read of yesterday's salt must not replace today's.
    if (!current || until > current.until) current = { salt, until };
    return salt;
  }

  return {
    /** The salt of the current Tunis day (one database read per day and instance). */
    current(): string | Promise<string> {
      const instant = now();
      if (current && instant < current.until) return current.salt;
      const day = tunisDay(instant);
      if (pending?.day !== day) {
        const salt = load(day).finally(() => {
          if (pending?.salt === salt) pending = undefined;
        });
        pending = { day, salt };
      }
      return pending.salt;
    },
  };
}

export type DailySalts = ReturnType<typeof createDailySalts>;
