import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDatabaseLoginLimiter,
  defaultLoginLimits,
  type LoginLimits,
} from '#server/api/auth/login-limiter.ts';
import { createRateLimit, hasRecentFailures, retryAfter } from '#server/api/auth/throttle.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/connection.ts';
import {
  type CounterRule,
  counterId,
  forgetCounter,
  readCounters,
  recordFailures,
} from '#server/db/repositories/limit-counters.repository.ts';
import { limitCounters } from '#server/db/tables.ts';
import { copyPgliteTemplate, freshPostgresFromTemplate } from './template.ts';

// The counters live in the database (docs/decisions/016): these run on an embedded PGlite (on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set), with a clock of their own.
let dataDir: string;
let database: DatabaseHandle;
let postgres: Awaited<ReturnType<typeof freshPostgresFromTemplate>> | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'limits-unit-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  postgres = adminUrl ? await freshPostgresFromTemplate(adminUrl, 'limits_unit') : undefined;
  if (!postgres) await copyPgliteTemplate(dataDir);
  database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM limit_counters`);
});

const rule: CounterRule = { maxFailures: 3, windowMs: 60_000, lockMs: 10_000, maxLockMs: 25_000 };

function counter() {
  let now = 0;
  const db = database.db;
  const at = (key: string) => ({ scope: 'test', key });
  const read = async (key: string) =>
    (await readCounters(db, [at(key)], now)).get(counterId(at(key)));
  return {
    fail: (key: string) => recordFailures(db, [{ ...at(key), rule }], now),
    retryAfter: async (key: string) => retryAfter(await read(key), now),
    hasRecentFailures: async (key: string) => hasRecentFailures(await read(key), rule, now),
    succeed: (key: string) => forgetCounter(db, at(key)),
    rateLimit: createRateLimit(db, 'test-rate', rule, () => now),
    advance: (ms: number) => (now += ms),
  };
}

describe('the failure counters', () => {
  it('lock a key after the maximum failures inside the window, then let it retry', async () => {
    const { fail, retryAfter, advance } = counter();
    await fail('a');
    await fail('a');
    expect(await retryAfter('a')).toBe(0);
    await fail('a');
    expect(await retryAfter('a')).toBe(10_000);
    expect(await retryAfter('b')).toBe(0);
    advance(10_000);
    expect(await retryAfter('a')).toBe(0);
  });

  it('forget failures older than the window', async () => {
    const { fail, retryAfter, advance } = counter();
    await fail('a');
    await fail('a');
    advance(61_000);
    await fail('a');
    expect(await retryAfter('a')).toBe(0);
  });

  it('count a sliding window, not fixed periods', async () => {
    const { fail, retryAfter, advance } = counter();
    await fail('a');
    advance(30_000);
    await fail('a');
    advance(40_000);
    // The first failure left the window; the second and this one are inside it.
    await fail('a');
    expect(await retryAfter('a')).toBe(0);
    advance(10_000);
    await fail('a');
    expect(await retryAfter('a')).toBe(10_000);
  });

  it('double the lock at each lock-out, up to the maximum, and clear on success', async () => {
    const { fail, retryAfter, succeed, advance } = counter();
    for (const expected of [10_000, 20_000, 25_000]) {
      for (let i = 0; i < 3; i += 1) await fail('a');
      expect(await retryAfter('a')).toBe(expected);
      advance(expected);
    }
    await succeed('a');
    await fail('a');
    expect(await retryAfter('a')).toBe(0);
  });

  it('forget the lock-outs once the lock ended and a window passed without failure', async () => {
    const { fail, retryAfter, advance } = counter();
    for (let i = 0; i < 3; i += 1) await fail('a');
    advance(10_000 + 60_000);
    for (let i = 0; i < 3; i += 1) await fail('a');
    expect(await retryAfter('a')).toBe(10_000);
  });

  it('as a rate limit, count every allowed attempt and none of the refused ones', async () => {
    const { rateLimit, advance } = counter();
    const consumed = [];
    for (let i = 0; i < 3; i += 1) consumed.push(await rateLimit.consume('a'));
    expect(consumed).toEqual([0, 0, 0]);
    expect(await rateLimit.consume('a')).toBe(10_000);
    advance(4_000);
    expect(await rateLimit.consume('a')).toBe(6_000);
    expect(await rateLimit.consume('b')).toBe(0);
    advance(6_000);
    expect(await rateLimit.consume('a')).toBe(0);
  });

  it('have recent failures through a lock and for the window after the last failure', async () => {
    const { fail, retryAfter, hasRecentFailures, advance } = counter();
    expect(await hasRecentFailures('a')).toBe(false);
    for (let i = 0; i < 3; i += 1) await fail('a');
    advance(30_000);
    expect(await retryAfter('a')).toBe(0);
    expect(await hasRecentFailures('a')).toBe(true);
    advance(30_000);
    expect(await hasRecentFailures('a')).toBe(false);
  });

  it('are deleted once expired, a bounded batch at a time', async () => {
    const { rateLimit, advance } = counter();
    for (let n = 0; n < 3; n += 1) await rateLimit.consume(`key-${n}`);
    const count = () => database.db.$count(limitCounters);
    expect(await count()).toBe(3);
    // The window has passed and the sweep is due (once a minute): the next attempt sweeps.
    advance(61_000);
    await rateLimit.consume('fresh');
    expect(await count()).toBe(1);
  });
});

const minute = 60_000;
// The production limits themselves (server/api/auth/login-limiter.ts).
const limits: LoginLimits = defaultLoginLimits;

function limiter() {
  let now = 0;
  const instance = createDatabaseLoginLimiter(database.db, limits, () => now);
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

  it('counts failures recorded at once: none is lost', async () => {
    const { instance } = limiter();
    // Ten at once: two lock-outs of the client (1 min, then 2), only if all ten counted.
    await Promise.all(Array.from({ length: 10 }, () => instance.recordFailure('owner', 'A')));
    expect(await instance.check('owner', 'A')).toEqual({ kind: 'refused', waitMs: 2 * minute });
  });
});
