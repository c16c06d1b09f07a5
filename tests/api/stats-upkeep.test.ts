import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStatsEvents, rollUpDueDays } from '#server/api/stats/stats-upkeep.ts';
import type { DatabaseHandle } from '#server/db/connection.ts';
import { rollUpDay } from '#server/db/repositories/stats-rollup.repository.ts';
import { statsSalts } from '#server/db/tables.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { daysAgo, insertEvents, secondHandle, view } from './stats-fixtures.ts';

/**
 * Issue 38: each day is rolled up once and the raw events purged once a day, however many
 * instances ask at the same time (two connections on PostgreSQL, as two instances would be); the
 * purge keeps the days not rolled up yet, and the salts older than yesterday go.
 */
let api: TestApi;
let other: DatabaseHandle;

beforeAll(async () => {
  api = await startTestApi();
  other = await secondHandle(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const Rows = v.object({ rows: v.array(v.object({ day: v.string(), n: v.number() })) });
async function perDay(query: ReturnType<typeof sql>) {
  const result = v.parse(Rows, await api.runtime.database.db.execute(query));
  return Object.fromEntries(result.rows.map((row) => [row.day, row.n]));
}
const rawPerDay = () =>
  perDay(sql`select (at at time zone 'Africa/Tunis')::date::text as day, count(*)::int as n
    from stats_events group by 1 order by 1`);

describe('the rollup, claimed once per day', () => {
  it('rolls a day up once when two instances race for it', async () => {
    const day = daysAgo(5);
    await insertEvents(api, [view(1, day, '08:00', '/'), view(2, day, '09:00', '/a')]);
    const results = await Promise.all([
      rollUpDay(api.runtime.database.db, day),
      rollUpDay(other.db, day),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(
      await perDay(sql`select day::text as day, events::int as n from stats_rollup_days`),
    ).toEqual({ [day]: 2 });
    expect(
      await perDay(sql`select day::text as day, count(*)::int as n from stats_daily
        where dim = 'total' group by day`),
    ).toEqual({ [day]: 1 });
    expect(
      await perDay(sql`select ${day}::text as day, count(*)::int as n from stats_hourly`),
    ).toEqual({ [day]: 24 });
  });

  it('rolls up the days that ended ten minutes ago, not today', async () => {
    const now = new Date();
    await insertEvents(api, [
      view(3, daysAgo(1), '12:00', '/'),
      { at: new Date(now.getTime() - 60_000), kind: 'view', visitor: 4n, path: '/' },
    ]);
    const [first, second] = await Promise.all([
      rollUpDueDays(api.runtime.database.db, now),
      rollUpDueDays(other.db, now),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([daysAgo(1)]);
  });
});

describe('the purge, once a day across instances', () => {
  it('deletes the raw events past STATS_RAW_DAYS of rolled-up days only, and old salts', async () => {
    const oldRolled = daysAgo(100);
    const oldUnrolled = daysAgo(95);
    const oldAfter = daysAgo(93);
    await insertEvents(api, [
      view(5, oldRolled, '10:00', '/'),
      view(6, oldRolled, '11:00', '/'),
      view(7, oldUnrolled, '10:00', '/'),
      view(8, oldAfter, '10:00', '/'),
    ]);
    await rollUpDay(api.runtime.database.db, oldRolled);
    await rollUpDay(api.runtime.database.db, oldAfter);
    await api.runtime.database.db
      .insert(statsSalts)
      .values([3, 2, 1, 0].map((n) => ({ day: daysAgo(n), salt: `sel-${n}` })));
    const before = await rawPerDay();
    const now = new Date();
    const results = await Promise.all([
      purgeStatsEvents(api.runtime.database.db, { now, rawDays: 90, batch: 1 }),
      purgeStatsEvents(other.db, { now, rawDays: 90, batch: 1 }),
    ]);
    expect(results.map((result) => result.claimed).sort()).toEqual([false, true]);
    expect(results.map((result) => result.events).sort()).toEqual([0, 2]);
    // The first day not rolled up stops the purge: it and every later day stay.
    const { [oldRolled]: purged, ...kept } = before;
    expect(purged).toBe(2);
    expect(await rawPerDay()).toEqual(kept);
    expect(await perDay(sql`select day::text as day, events::int as n from stats_purges`)).toEqual({
      [daysAgo(0)]: 2,
    });
    const salts = await api.runtime.database.db.select({ day: statsSalts.day }).from(statsSalts);
    expect(salts.map((salt) => salt.day).sort()).toEqual([daysAgo(1), daysAgo(0)]);
    // Once the day's purge is done, another run the same day purges nothing.
    await rollUpDay(api.runtime.database.db, oldUnrolled);
    expect(await purgeStatsEvents(other.db, { now, rawDays: 90 })).toMatchObject({
      claimed: false,
      events: 0,
    });
  });

  it('purges past the unrolled day once it is rolled up, the next day', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const result = await purgeStatsEvents(api.runtime.database.db, { now: tomorrow, rawDays: 90 });
    expect(result).toMatchObject({ claimed: true, events: 2 });
    expect(Object.keys(await rawPerDay()).every((day) => day >= daysAgo(90))).toBe(true);
  });
});
