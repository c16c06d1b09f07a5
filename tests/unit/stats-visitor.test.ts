import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDailySalts, visitorId } from '#server/api/stats/visitor-id.ts';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const site = 'medical.tn';

/** stats_salts as the database keeps it: the first salt stored for a day stays (ON CONFLICT DO NOTHING). */
function saltTable() {
  const days = new Map<string, string>();
  const calls: string[] = [];
  return {
    days,
    calls,
    ensure: async (day: string, candidate: string) => {
      calls.push(day);
      if (!days.has(day)) days.set(day, candidate);
      return days.get(day) ?? candidate;
    },
  };
}

describe('visitorId', () => {
  it('is a signed 64-bit integer, the same for the same salt, address, browser and site', () => {
    const id = visitorId('sel', '203.0.113.5', chrome, site);
    expect(typeof id).toBe('bigint');
    expect(id).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(id).toBeLessThan(2n ** 63n);
    expect(visitorId('sel', '203.0.113.5', chrome, site)).toBe(id);
  });

  it('differs with the address, the User-Agent, the site or the salt', () => {
    const id = visitorId('sel', '203.0.113.5', chrome, site);
    expect(visitorId('sel', '203.0.113.6', chrome, site)).not.toBe(id);
    expect(visitorId('sel', '203.0.113.5', firefox, site)).not.toBe(id);
    expect(visitorId('sel', '203.0.113.5', chrome, 'autre.tn')).not.toBe(id);
    expect(visitorId('autre sel', '203.0.113.5', chrome, site)).not.toBe(id);
    // The parts are kept apart: moving a character from one to the next is another visitor.
    expect(visitorId('sel', '203.0.113.51', chrome, site)).not.toBe(
      visitorId('sel', '203.0.113.5', `1${chrome}`, site),
    );
  });
});

describe('createDailySalts across a Tunis midnight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:50 in Tunis (UTC+1) on 29 November 2026.
    vi.setSystemTime(new Date('2026-11-29T22:50:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives one visitor one id all day, another the next Tunis day, reading the database once a day', async () => {
    const table = saltTable();
    const salts = createDailySalts({ ensure: table.ensure });
    const idNow = async () => visitorId(await salts.current(), '203.0.113.5', chrome, site);
    const evening = await idNow();
    vi.setSystemTime(new Date('2026-11-29T22:59:59.000Z'));
    expect(await idNow()).toBe(evening);
    expect(table.calls).toEqual(['2026-11-29']);
    // Midnight in Tunis (23:00 UTC): a new day, a new salt, a new id for the same person.
    vi.setSystemTime(new Date('2026-11-29T23:00:00.000Z'));
    const night = await idNow();
    expect(night).not.toBe(evening);
    vi.setSystemTime(new Date('2026-11-30T21:00:00.000Z'));
    expect(await idNow()).toBe(night);
    expect(table.calls).toEqual(['2026-11-29', '2026-11-30']);
    expect([...table.days.keys()]).toEqual(['2026-11-29', '2026-11-30']);
    expect(table.days.get('2026-11-30')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes instances sharing the database agree on the day’s salt, whichever stored it', async () => {
    const table = saltTable();
    const first = createDailySalts({ ensure: table.ensure });
    const second = createDailySalts({ ensure: table.ensure });
    const [one, two] = await Promise.all([first.current(), second.current()]);
    expect(one).toBe(two);
  });

  it('asks the database once for concurrent beacons, and again after a failure', async () => {
    const table = saltTable();
    let down = true;
    const salts = createDailySalts({
      ensure: (day, candidate) =>
        down ? Promise.reject(new Error('database down')) : table.ensure(day, candidate),
    });
    await expect(Promise.all([salts.current(), salts.current()])).rejects.toThrow('database down');
    down = false;
    const [one, two] = await Promise.all([salts.current(), salts.current()]);
    expect(one).toBe(two);
    expect(table.calls).toEqual(['2026-11-29']);
    // Kept in memory now: no promise, no read.
    expect(salts.current()).toBe(one);
  });
});
