import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { popupClosesBack } from '#app/lib/catalogue-history.ts';
import { parsePreferences } from '#app/lib/cookie-preferences.ts';
import { NewsSearchSchema } from '#domain/news-search.ts';
import { urlChoice, urlDay, urlInt, urlSearch, urlText } from '#domain/url-search.ts';

/** What a URL, a hand-edited link or another site may put in a search param. */
const hostile: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  '-1',
  '1e3',
  '0x10',
  NaN,
  Number.POSITIVE_INFINITY,
  -0,
  1.5,
  [],
  ['1'],
  {},
  { toString: () => '1' },
  true,
  Symbol('x'),
  10n,
  'x'.repeat(10_000),
];

describe('url-search readers (docs/decisions/034): bad input gives undefined, never a throw', () => {
  it('urlInt: whole numbers from 1 to max, as digits or numbers', () => {
    const read = urlInt(50);
    expect(read('7')).toBe(7);
    expect(read(7)).toBe(7);
    expect(read('50')).toBe(50);
    expect(read('51')).toBeUndefined();
    expect(read('0')).toBeUndefined();
    expect(read('07')).toBe(7);
    expect(read(' 7')).toBeUndefined();
    expect(urlInt(2 ** 40)('12345678901')).toBeUndefined();
    for (const value of hostile) expect(read(value)).toBeUndefined();
  });

  it('urlText: trimmed text up to max, a number counts as text', () => {
    const read = urlText(5);
    expect(read(' lit ')).toBe('lit');
    expect(read(2024)).toBe('2024');
    expect(read('   ')).toBe('');
    expect(read('123456')).toBeUndefined();
    expect(read('  12345  ')).toBe('12345');
    for (const value of [null, [], ['a'], {}, true, Symbol('x')])
      expect(read(value)).toBeUndefined();
  });

  it('urlChoice: exactly one of the values', () => {
    const read = urlChoice(['recent', 'oldest']);
    expect(read('oldest')).toBe('oldest');
    expect(read('Oldest')).toBeUndefined();
    expect(read(' oldest')).toBeUndefined();
    for (const value of hostile) expect(read(value)).toBeUndefined();
  });

  it('urlDay: a calendar day as valibot’s isoDate reads it', () => {
    for (const day of ['2026-11-01', '2026-02-31', '2026-12-31', '0001-01-01']) {
      expect(urlDay(day)).toBe(v.is(v.pipe(v.string(), v.isoDate()), day) ? day : undefined);
    }
    expect(urlDay('2026-11-01')).toBe('2026-11-01');
    for (const value of ['2026-13-01', '2026-11-32', '2026-1-01', '26-11-01', '2026-11-01T00:00']) {
      expect(urlDay(value)).toBeUndefined();
    }
    for (const value of hostile) expect(urlDay(value)).toBeUndefined();
  });

  it('urlSearch: whatever the router hands in, the reader gets an object', () => {
    const search = urlSearch((params) => ({ page: urlInt(9)(params.page) ?? 1 }));
    for (const value of [...hostile, 'page=3', [3], new Map([['page', 3]])]) {
      expect(search.parse(value)).toEqual({ page: 1 });
    }
    expect(search.parse({ page: '3' })).toEqual({ page: 3 });
    expect(search['~standard'].validate({ page: 4 })).toEqual({ value: { page: 4 } });
    expect(search['~standard'].vendor).toBe('url-search');
  });

  it('a route reader falls back on every param at once', () => {
    expect(NewsSearchSchema.parse({ page: '0', categorie: 'sport' })).toEqual({
      page: 1,
      categorie: 'toutes',
    });
    for (const value of hostile) {
      expect(NewsSearchSchema.parse({ page: value, categorie: value })).toEqual({
        page: 1,
        categorie: 'toutes',
      });
    }
  });
});

describe('public pages’ stored data read by hand', () => {
  it('popupClosesBack: only the catalogue’s own mark', () => {
    expect(popupClosesBack({ catalogueProductFromList: true, key: 'a' })).toBe(true);
    for (const state of [...hostile, { catalogueProductFromList: 'true' }, { other: true }]) {
      expect(popupClosesBack(state)).toBe(false);
    }
  });

  it('parsePreferences: a stored choice, else null (partial, corrupt, foreign)', () => {
    const stored = {
      essential: true,
      analytics: true,
      marketing: false,
      preferences: true,
      decidedAt: '2026-11-29T01:00:00.000Z',
    };
    expect(parsePreferences(JSON.stringify(stored))).toEqual({
      preferences: { essential: true, analytics: true, marketing: false, preferences: true },
      decidedAt: new Date('2026-11-29T01:00:00.000Z'),
    });
    for (const bad of [
      { ...stored, analytics: 'yes' },
      { ...stored, decidedAt: 'hier' },
      { ...stored, decidedAt: '2026-11-29' },
      { ...stored, decidedAt: 1_764_000_000_000 },
      { analytics: true, marketing: true, decidedAt: stored.decidedAt },
    ]) {
      expect(parsePreferences(JSON.stringify(bad))).toBeNull();
    }
    for (const raw of [null, '', '{', 'null', '[]', '42', '"texte"']) {
      expect(parsePreferences(raw)).toBeNull();
    }
  });
});
