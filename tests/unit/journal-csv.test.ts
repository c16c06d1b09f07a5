import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '#domain/csv.ts';
import { journalChangesText } from '#domain/journal-display.ts';
import { companyDayStart } from '#server/api/journal/journal-input.ts';

describe('csvCell (the journal export, issue 23)', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=cmd|calc', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
    }
    expect(csvCell('Lit = confort')).toBe('Lit = confort');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', null, '=b'])).toBe("a;;'=b\r\n");
  });

  it('writes changes in French: "Champ : avant → après"', () => {
    expect(
      journalChangesText([
        { field: 'prix', before: '10', after: '12' },
        { field: 'nom', before: null, after: 'Canne' },
        { field: 'description_html', before: 'Ancien', after: 'Nouveau' },
      ]),
    ).toBe('Prix : 10,00 TND → 12,00 TND | Nom : (vide) → Canne | Description : texte modifié');
  });
});

describe('companyDayStart', () => {
  it('starts a journal day at midnight in Tunis (UTC+1)', () => {
    expect(companyDayStart('2026-11-26').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(companyDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });
});
