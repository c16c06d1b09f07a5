import { describe, expect, it } from 'vitest';
import { cellValue, columnsOf } from '#domain/stats-columns.ts';
import { statsCsvFileName, statsTableCsv } from '#domain/stats-csv.ts';
import {
  averageVisitSeconds,
  bounceRate,
  changeOf,
  formatCount,
  formatDuration,
  formatMoment,
  formatRate,
  stepLabel,
} from '#domain/stats-display.ts';
import type { StatsTotals } from '#domain/stats-report.ts';
import { statsPeriodChoices, statsTableNames, statsTableSorts } from '#domain/stats-report.ts';
import { StatsSearchSchema } from '#domain/stats-search.ts';
import { periodOfSearch } from '#domain/stats-search-period.ts';

const nnbsp = '\u202f';
/** Intl writes a no-break space before « % », a narrow one between thousands. */
const nbsp = '\u00a0';

describe('the change against the previous period', () => {
  it('rounds to the whole percent with a sign, the minus a real minus', () => {
    expect(changeOf(112, 100)).toMatchObject({ text: `+12${nbsp}%`, trend: 'up' });
    expect(changeOf(95, 100)).toMatchObject({ text: `\u22125${nbsp}%`, trend: 'down' });
    expect(changeOf(2, 1).spoken).toBe('en hausse de 100 %');
  });

  it('says « nouveau » when the previous period had none, nothing when neither had any', () => {
    expect(changeOf(3, 0)).toMatchObject({ text: 'nouveau', trend: 'up' });
    expect(changeOf(0, 0)).toMatchObject({ text: null, trend: 'same' });
  });

  it('says « = » when the change rounds to nothing, and −100 % when all is gone', () => {
    expect(changeOf(1001, 1000)).toMatchObject({ text: '=', trend: 'same' });
    expect(changeOf(0, 7).text).toBe(`\u2212100${nbsp}%`);
  });

  it('writes thousands the French way in a big change', () => {
    expect(changeOf(2501, 1).text).toBe(`+250${nnbsp}000${nbsp}%`);
  });
});

describe('French figures', () => {
  it('groups thousands and writes rates with a comma', () => {
    expect(formatCount(12345)).toBe(`12${nnbsp}345`);
    expect(formatRate(0.125)).toBe(`12,5${nbsp}%`);
    expect(formatRate(null)).toBe('—');
  });

  it('writes durations in seconds, minutes and hours', () => {
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
    expect(formatDuration(-3)).toBe('0 s');
  });

  it('averages a visit and counts one-page visits, with nothing to divide by', () => {
    const totals: StatsTotals = {
      visitors: 0,
      views: 0,
      visits: 4,
      bounces: 1,
      durationSeconds: 600,
      opens: 0,
      whatsapp: 0,
      phone: 0,
      pdf: 0,
      contact: 0,
      searches: 0,
      emptySearches: 0,
    };
    expect(averageVisitSeconds(totals)).toBe(150);
    expect(bounceRate(totals)).toBe(0.25);
    expect(averageVisitSeconds({ ...totals, visits: 0 })).toBe(0);
    expect(bounceRate({ ...totals, visits: 0 })).toBeNull();
  });

  it('labels the chart steps as hours, days or weeks, whatever the machine’s time zone', () => {
    expect(stepLabel('2026-11-03T14:00', 'heure')).toBe('14:00');
    expect(stepLabel('2026-11-03', 'jour')).toBe('3 nov.');
    expect(stepLabel('2026-11-02', 'semaine')).toBe('sem. du 2 nov.');
  });

  it('writes a day or an instant in Tunis time', () => {
    expect(formatMoment('2026-11-03')).toBe('3 novembre 2026');
    expect(formatMoment('2026-11-03T23:30:00.000Z')).toBe('4 novembre 2026 à 00:30');
    expect(formatMoment('hier')).toBe('hier');
  });
});

describe('the period asked for in the address', () => {
  const now = new Date('2026-11-29T23:30:00Z'); // 30 November in Tunis (UTC+1)

  it('reads the presets, « 7 jours » by default, and drops what is not a choice', () => {
    for (const periode of statsPeriodChoices) {
      expect(StatsSearchSchema.parse({ periode }).periode).toBe(periode);
    }
    expect(StatsSearchSchema.parse({})).toEqual({ periode: '7-jours' });
    expect(StatsSearchSchema.parse({ periode: 'semaine', du: '2026-13-01' })).toEqual({
      periode: '7-jours',
    });
    expect(periodOfSearch({ periode: 'aujourdhui' }, now).period).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
    expect(periodOfSearch({ periode: '30-jours' }, now).period).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodOfSearch({ periode: '12-mois' }, now).period.from).toBe('2025-12-01');
  });

  it('takes custom dates, and says why it cannot (the last 7 days shown instead)', () => {
    const dates = { periode: 'dates', du: '2026-10-01', au: '2026-10-31' } as const;
    expect(periodOfSearch(dates, now)).toEqual({
      period: { from: '2026-10-01', to: '2026-10-31' },
      error: null,
    });
    const reversed = periodOfSearch({ ...dates, du: '2026-11-05' }, now);
    expect(reversed.error).toBe('La date de fin doit suivre la date de début.');
    expect(reversed.period).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(periodOfSearch({ periode: 'dates', du: '2026-10-01' }, now).error).toBe(
      'Choisissez une date de début et une date de fin.',
    );
  });
});

describe('the tables’ columns and CSV', () => {
  it('names in French every sort key a table accepts', () => {
    for (const table of statsTableNames) {
      const keys = columnsOf(table).map((column) => column.key);
      for (const sort of statsTableSorts[table]) expect(keys).toContain(sort);
    }
  });

  it('reads a cell by its key, a missing one as null', () => {
    const row = { term: 'lit', searches: 3, lastSeen: '2026-11-02' };
    expect(cellValue(row, 'searches')).toBe(3);
    expect(cellValue(row, 'results')).toBeNull();
  });

  it('writes the French headers, the rates and a deleted product, with the one CSV writer', () => {
    const csv = statsTableCsv('produits', [
      {
        productId: 7,
        title: 'Lit; médicalisé',
        opens: 8,
        whatsapp: 1,
        phone: 0,
        conversionRate: 0.125,
      },
      { productId: 9, title: null, opens: 0, whatsapp: 2, phone: 1, conversionRate: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFProduit;Ouvertures;Clics WhatsApp;Appels;Taux de conversion',
      `"Lit; médicalisé";8;1;0;12,5${nbsp}%`,
      'Produit supprimé (n° 9);0;2;1;',
      '',
    ]);
  });

  it('defuses a term a spreadsheet would run as a formula', () => {
    const csv = statsTableCsv('recherches-sans-resultat', [
      { term: '=HYPERLINK("x")', searches: 2, lastSeen: '2026-11-02' },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")";2;2026-11-02`);
  });

  it('names the file after the table and the period', () => {
    expect(statsCsvFileName('entrees', '2026-11-01', '2026-11-30')).toBe(
      'statistiques-pages-entree-2026-11-01-au-2026-11-30.csv',
    );
  });
});
