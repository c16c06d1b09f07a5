import { describe, expect, it } from 'vitest';
import { granularityFor, previousPeriod } from '#domain/stats-period.ts';
import { bucketSeries, seriesSteps, weekStart } from '#domain/stats-series.ts';

const figures = { visitors: 0, views: 0, whatsapp: 0, phone: 0, pdf: 0, contact: 0 };

describe('the chart’s steps (issue 38)', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('has 24 hours for a day, every day up to 92 days, every week beyond', () => {
    const day = { from: '2026-03-29', to: '2026-03-29' };
    expect(granularityFor(day)).toBe('heure');
    expect(seriesSteps(day, 'heure')).toHaveLength(24);
    expect(seriesSteps(day, 'heure').slice(0, 2)).toEqual(['2026-03-29T00:00', '2026-03-29T01:00']);
    const quarter = { from: '2026-01-01', to: '2026-04-02' };
    expect(granularityFor(quarter)).toBe('jour');
    expect(seriesSteps(quarter, 'jour')).toHaveLength(92);
    const year = { from: '2025-12-01', to: '2026-11-30' };
    expect(granularityFor(year)).toBe('semaine');
    const weeks = seriesSteps(year, 'semaine');
    expect(weeks[0]).toBe('2025-12-01');
    expect(weeks.at(-1)).toBe('2026-11-30');
    expect(weeks).toHaveLength(53);
  });

  it('adds days into their week, visitors included, and keeps empty steps', () => {
    const period = { from: '2026-11-04', to: '2026-11-18' };
    const series = bucketSeries(period, 'semaine', [
      { key: '2026-11-04', ...figures, visitors: 3, views: 5 },
      { key: '2026-11-08', ...figures, visitors: 2, whatsapp: 1 },
      { key: '2026-11-18', ...figures, contact: 1 },
      { key: '2026-12-01', ...figures, views: 99 },
    ]);
    expect(series).toEqual([
      { start: '2026-11-02', ...figures, visitors: 5, views: 5, whatsapp: 1 },
      { start: '2026-11-09', ...figures },
      { start: '2026-11-16', ...figures, contact: 1 },
    ]);
  });

  it('puts hours in their hour and days in their day', () => {
    const day = { from: '2026-11-04', to: '2026-11-04' };
    const hours = bucketSeries(day, 'heure', [{ key: '2026-11-04T23:00', ...figures, views: 2 }]);
    expect(hours.at(-1)).toEqual({ start: '2026-11-04T23:00', ...figures, views: 2 });
    const days = bucketSeries({ from: '2026-11-04', to: '2026-11-05' }, 'jour', [
      { key: '2026-11-05', ...figures, pdf: 1 },
    ]);
    expect(days).toEqual([
      { start: '2026-11-04', ...figures },
      { start: '2026-11-05', ...figures, pdf: 1 },
    ]);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
  });
});
