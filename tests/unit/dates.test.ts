import { describe, expect, it } from 'vitest';
import { formatArticleDate } from '#app/lib/dates.ts';

describe('formatArticleDate', () => {
  it('formats an ISO date as a long French date', () => {
    expect(formatArticleDate('2026-11-22T10:00:00.000Z')).toBe('22 novembre 2026');
  });

  it('uses the Tunis time zone (UTC+1)', () => {
    // 23:30 UTC on the 21st is already the 22nd in Tunis.
    expect(formatArticleDate('2026-11-21T23:30:00Z')).toBe('22 novembre 2026');
  });

  it('accepts a plain date', () => {
    expect(formatArticleDate('2025-01-05')).toBe('5 janvier 2025');
  });

  it.each([null, undefined, '', '   ', 'pas une date', '2026-13-45'])(
    'falls back to "Date inconnue" for %j',
    (value) => {
      expect(formatArticleDate(value)).toBe('Date inconnue');
    },
  );
});
