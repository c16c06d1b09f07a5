import { describe, expect, it } from 'vitest';
import { limits } from '#config';
import { trashDaysLeft, trashPurgeDate } from '#domain/trash.ts';

const deletedAt = new Date('2026-11-01T10:00:00Z');
const purgeAt = trashPurgeDate(deletedAt, limits.trashDays);
const later = (ms: number) => new Date(deletedAt.getTime() + ms);
const hour = 3_600_000;

describe('days left in the Corbeille', () => {
  it(`is purged ${limits.trashDays} days after the delete`, () => {
    expect(purgeAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts whole days, rounded up, as staff read them', () => {
    expect(trashDaysLeft(purgeAt, deletedAt)).toBe(30);
    expect(trashDaysLeft(purgeAt, later(1))).toBe(30);
    expect(trashDaysLeft(purgeAt, later(24 * hour))).toBe(29);
    expect(trashDaysLeft(purgeAt, later(29 * 24 * hour + 1))).toBe(1);
  });

  it('is 0 once the purge is due, never negative', () => {
    expect(trashDaysLeft(purgeAt, purgeAt)).toBe(0);
    expect(trashDaysLeft(purgeAt, later(40 * 24 * hour))).toBe(0);
  });
});
