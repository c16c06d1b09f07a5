import { describe, expect, it } from 'vitest';
import { countLabel, lastPageIfBeyond, toPage, totalPagesOf } from '#domain/list-page.ts';

describe('totalPagesOf', () => {
  it('counts the pages the items fill, a partial one included', () => {
    expect(totalPagesOf(20, 10)).toBe(2);
    expect(totalPagesOf(21, 10)).toBe(3);
    expect(totalPagesOf(1, 50)).toBe(1);
  });

  it('never says fewer than one page, even for an empty list', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
  });
});

describe('toPage', () => {
  it('keeps the rows, the count and the page, and adds the page count', () => {
    expect(toPage(['a', 'b'], 12, 2, 10)).toEqual({
      rows: ['a', 'b'],
      total: 12,
      page: 2,
      totalPages: 2,
    });
  });

  it('an empty list is one empty page', () => {
    expect(toPage([], 0, 1, 20)).toEqual({ rows: [], total: 0, page: 1, totalPages: 1 });
  });
});

describe('lastPageIfBeyond', () => {
  it('sends a page past the end to the last one (at least page 1)', () => {
    expect(lastPageIfBeyond(3, 20, 10)).toBe(2);
    expect(lastPageIfBeyond(2, 0, 10)).toBe(1);
  });

  it('leaves a page that exists alone', () => {
    expect(lastPageIfBeyond(1, 0, 10)).toBeNull();
    expect(lastPageIfBeyond(2, 11, 10)).toBeNull();
  });
});

describe('countLabel', () => {
  it('puts the noun in the plural past one', () => {
    expect(countLabel(0, 'élément')).toBe('0 élément');
    expect(countLabel(1, 'ligne')).toBe('1 ligne');
    expect(countLabel(2, 'ligne')).toBe('2 lignes');
  });
});
