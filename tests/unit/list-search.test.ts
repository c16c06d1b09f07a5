import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  choice,
  listSearch,
  optionalChoice,
  optionalDay,
  optionalId,
  searchText,
} from '#domain/list-search.ts';
import { listQuery } from '#domain/search-queries.schema.ts';

const sorts = ['recent', 'oldest'] as const;
const search = listSearch(
  {
    q: searchText(20),
    sort: choice(sorts, 'recent'),
    type: optionalChoice(['a', 'b']),
    who: optionalId(99),
    from: optionalDay(),
  },
  50,
);
const query = listQuery(search);
const read = (params: Record<string, unknown>) => search.url.parse(params);

describe('listSearch: the URL schema', () => {
  it('gives every default when the URL has none', () => {
    expect(read({})).toEqual({ q: '', sort: 'recent', page: 1 });
  });

  it('reads the URL text as typed values (docs/decisions/004)', () => {
    expect(
      read({ q: ' lit ', sort: 'oldest', type: 'b', who: '7', from: '2026-11-01', page: '3' }),
    ).toEqual({ q: 'lit', sort: 'oldest', type: 'b', who: 7, from: '2026-11-01', page: 3 });
    expect(read({ q: 2024 }).q).toBe('2024');
  });

  it('falls back to the default (or drops the filter) instead of failing', () => {
    expect(
      read({
        q: 'x'.repeat(21),
        sort: 'newest',
        type: 'c',
        who: '100',
        from: '2026-13-01',
        page: '51',
      }),
    ).toEqual({ q: '', sort: 'recent', page: 1, type: undefined, who: undefined, from: undefined });
    expect(read({ page: '0' }).page).toBe(1);
    expect(read({ page: 'deux' }).page).toBe(1);
  });
});

describe('listSearch: the query schema and the defaults', () => {
  it('accepts what the URL schema gives', () => {
    const url = read({ q: 'lit', sort: 'oldest', who: '7', page: '2' });
    expect(v.parse(query, url)).toEqual(url);
  });

  it('refuses what the URL schema would have corrected', () => {
    expect(v.safeParse(query, { q: '', sort: 'recent', page: 0 }).success).toBe(false);
    expect(v.safeParse(query, { q: '', sort: 'recent', page: 51 }).success).toBe(false);
    expect(v.safeParse(query, { q: '', sort: 'newest', page: 1 }).success).toBe(false);
    expect(v.safeParse(query, { q: '', sort: 'recent', page: 1, who: 100 }).success).toBe(false);
  });

  it('lists the defaults never written into the URL: absent filters are not among them', () => {
    expect(search.defaults).toEqual({ q: '', sort: 'recent', page: 1 });
  });

  it('a list with no filter has the page alone', () => {
    const pageOnly = listSearch({}, 1_000);
    expect(pageOnly.url.parse({})).toEqual({ page: 1 });
    expect(pageOnly.defaults).toEqual({ page: 1 });
  });
});
