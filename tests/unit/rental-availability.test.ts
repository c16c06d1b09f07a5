import { describe, expect, it } from 'vitest';
import { fewestFree, freeUnitsPerDay } from '#domain/rental-availability.ts';

describe('freeUnitsPerDay', () => {
  it('counts every unit free when nothing is blocked', () => {
    expect(freeUnitsPerDay(3, '2026-12-30', '2027-01-01', [])).toEqual([
      { jour: '2026-12-30', libres: 3 },
      { jour: '2026-12-31', libres: 3 },
      { jour: '2027-01-01', libres: 3 },
    ]);
  });

  it('blocks a row from its first day up to the day before its end (half-open range)', () => {
    const days = freeUnitsPerDay(2, '2026-12-01', '2026-12-05', [
      { from: '2026-12-02', until: '2026-12-04' },
    ]);
    expect(days.map((day) => day.libres)).toEqual([2, 1, 1, 2, 2]);
  });

  it('adds overlapping rows and clips rows running past the window', () => {
    const days = freeUnitsPerDay(4, '2026-12-10', '2026-12-13', [
      { from: '2026-11-01', until: '2026-12-12' },
      { from: '2026-12-11', until: '2027-02-01' },
      { from: '2026-12-11', until: '2026-12-12' },
    ]);
    expect(days.map((day) => day.libres)).toEqual([3, 1, 3, 3]);
  });

  it('never answers fewer than 0 free units and ignores rows outside the window', () => {
    const days = freeUnitsPerDay(1, '2026-12-10', '2026-12-11', [
      { from: '2026-12-10', until: '2026-12-12' },
      { from: '2026-12-10', until: '2026-12-12' },
      { from: '2026-12-20', until: '2026-12-22' },
      { from: '2026-12-01', until: '2026-12-10' },
    ]);
    expect(days.map((day) => day.libres)).toEqual([0, 0]);
  });

  it('answers no day for a reversed window', () => {
    expect(freeUnitsPerDay(1, '2026-12-11', '2026-12-10', [])).toEqual([]);
  });
});

describe('fewestFree', () => {
  it('is the smallest count of the days, 0 for no day', () => {
    expect(
      fewestFree([
        { jour: 'a', libres: 2 },
        { jour: 'b', libres: 1 },
      ]),
    ).toBe(1);
    expect(fewestFree([])).toBe(0);
  });
});
