import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  dayOfNumber,
  daysBetween,
  isDay,
  tunisDay,
  tunisMidnight,
} from '#domain/tunis-time.ts';

describe('calendar days', () => {
  it('numbers days from 1970-01-01 and writes them back, leap days and centuries included', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayOfNumber(0)).toBe('1970-01-01');
    expect(dayOfNumber(dayNumber('2028-02-28') + 1)).toBe('2028-02-29');
    expect(dayOfNumber(dayNumber('2100-02-28') + 1)).toBe('2100-03-01');
    expect(dayOfNumber(dayNumber('2000-02-28') + 1)).toBe('2000-02-29');
    expect(dayOfNumber(dayNumber('1969-12-31'))).toBe('1969-12-31');
  });

  it('agrees with the Date object on every day from 1900 to 2200', () => {
    const wrong: string[] = [];
    for (let number = dayNumber('1900-01-01'); number <= dayNumber('2200-12-31'); number += 1) {
      const expected = new Date(number * 86_400_000).toISOString().slice(0, 10);
      if (dayOfNumber(number) !== expected || dayNumber(expected) !== number) wrong.push(expected);
    }
    expect(wrong).toEqual([]);
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-2-01')).toBe(false);
  });
});

describe('Tunis', () => {
  it('has its day start an hour before UTC’s (UTC+1, no summer time)', () => {
    expect(tunisDay(Date.parse('2026-11-29T22:59:59Z'))).toBe('2026-11-29');
    expect(tunisDay(Date.parse('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
    expect(tunisMidnight('2026-11-30').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(tunisMidnight('2027-07-14').toISOString()).toBe('2027-07-13T23:00:00.000Z');
  });
});
