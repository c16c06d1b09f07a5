import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleBackups } from '#server/backup/backup-schedule.ts';
import { keepNewest } from '#server/backup/backup-service.ts';
import { parseEvery } from '#server/env/backup-env.ts';

const hour = 3_600_000;

describe('scheduleBackups', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:20:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the current period's backup after start, then at each period's start", async () => {
    const slots: string[] = [];
    const stop = scheduleBackups({
      everyMs: 6 * hour,
      firstDelayMs: 60_000,
      backup: async (slot) => {
        slots.push(new Date(slot).toISOString());
      },
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(slots).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    // 10:21 belongs to the period that began at 06:00 (UTC multiples of 6 h).
    expect(slots).toEqual(['2026-11-28T06:00:00.000Z']);
    // The next one: 12:00 and a few seconds, so that every instance's clock has crossed it.
    await vi.advanceTimersByTimeAsync(hour + 38 * 60_000);
    expect(slots).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(64_000);
    expect(slots).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slots).toEqual(['2026-11-28T06:00:00.000Z', '2026-11-28T12:00:00.000Z']);
    await stop();
    await vi.advanceTimersByTimeAsync(24 * hour);
    expect(slots).toHaveLength(2);
  });

  it('goes on after a failed backup', async () => {
    let calls = 0;
    const stop = scheduleBackups({
      everyMs: hour,
      firstDelayMs: 0,
      backup: async () => {
        calls += 1;
        throw new Error('disk full');
      },
    });
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect(calls).toBe(3);
    await stop();
  });
});

describe('keepNewest', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'keep-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('removes the oldest archives beyond the count, and nothing else', async () => {
    const names = [
      'backup-2026-11-25T00-00-05-000Z.tar',
      'backup-2026-11-26T00-00-05-000Z.tar',
      'backup-2026-11-27T00-00-05-000Z.tar',
      'backup-2026-11-28T00-00-05-000Z.tar',
      'backup-2026-11-24T00-00-05-000Z.tar.partial',
      'notes.txt',
    ];
    for (const name of names) await writeFile(join(dir, name), 'x');
    expect(await keepNewest(dir, 2)).toEqual([
      'backup-2026-11-25T00-00-05-000Z.tar',
      'backup-2026-11-26T00-00-05-000Z.tar',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'backup-2026-11-24T00-00-05-000Z.tar.partial',
      'backup-2026-11-27T00-00-05-000Z.tar',
      'backup-2026-11-28T00-00-05-000Z.tar',
      'notes.txt',
    ]);
  });
});

describe('BACKUP_EVERY', () => {
  it('reads minutes, hours and days, at least 15 minutes', () => {
    expect(parseEvery('24h')).toBe(24 * hour);
    expect(parseEvery('30m')).toBe(30 * 60_000);
    expect(parseEvery('7d')).toBe(7 * 24 * hour);
    expect(parseEvery('10m')).toBeNull();
    expect(parseEvery('1 day')).toBeNull();
    expect(parseEvery('')).toBeNull();
  });
});
