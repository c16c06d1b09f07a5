import { describe, expect, it } from 'vitest';
import { categorySelection, toggleCategory } from '#domain/catalogue-choices.ts';
import { CatalogueSearchSchema, effectiveSort } from '#domain/catalogue-search.ts';

const parse = (input: Record<string, unknown>) => CatalogueSearchSchema.parse(input);

describe('catalogue sort with and without a search', () => {
  it('sorts a search by relevance and the rest by name unless the visitor chose', () => {
    expect(effectiveSort(parse({ q: 'fauteuil' }))).toBe('relevance');
    expect(effectiveSort(parse({}))).toBe('name');
    expect(effectiveSort(parse({ q: 'fauteuil', sort: 'name' }))).toBe('name');
    expect(effectiveSort(parse({ q: 'fauteuil', sort: 'price-asc' }))).toBe('price-asc');
  });

  it('keeps only a real choice in the URL', () => {
    expect(parse({ q: 'fauteuil', sort: 'name' }).sort).toBe('name');
    expect(parse({ q: 'fauteuil', sort: 'relevance' }).sort).toBeUndefined();
    expect(parse({ sort: 'name' }).sort).toBeUndefined();
    // Relevance without a search means nothing: the list is by name.
    expect(parse({ sort: 'relevance' }).sort).toBeUndefined();
    expect(effectiveSort(parse({ sort: 'relevance' }))).toBe('name');
  });
});

describe('catalogue search params', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse({})).toEqual({
      categoryId: undefined,
      sort: undefined,
      q: '',
      page: 1,
      produit: undefined,
    });
  });

  it('keeps valid values, normalising category lists', () => {
    expect(
      parse({ categoryId: '5,3,5', sort: 'price-desc', q: ' lit ', page: 2, produit: 7 }),
    ).toEqual({
      categoryId: '3,5',
      sort: 'price-desc',
      q: 'lit',
      page: 2,
      produit: 7,
    });
    expect(parse({ categoryId: 3 }).categoryId).toBe('3');
    expect(parse({ categoryId: 'all' }).categoryId).toBe('ALL');
    expect(parse({ q: 123 }).q).toBe('123');
    expect(parse({ page: '3' }).page).toBe(3);
  });

  it.each([
    ['categoryId', 'abc', undefined],
    ['categoryId', '3,,4', undefined],
    ['categoryId', '0', undefined],
    ['categoryId', { a: 1 }, undefined],
    ['sort', 'bogus', undefined],
    ['sort', 3, undefined],
    ['page', 0, 1],
    ['page', -2, 1],
    ['page', 1.5, 1],
    ['page', 'abc', 1],
    ['page', 3_000_000_000, 1],
    ['page', 200_000, 1],
    ['page', '2x', 1],
    ['q', 'x'.repeat(201), ''],
    ['q', ['a'], ''],
    ['produit', 'abc', undefined],
    ['produit', 0, undefined],
  ])('falls back when %s is %j', (key, value, expected) => {
    expect(parse({ [key]: value })[key as keyof ReturnType<typeof parse>]).toEqual(expected);
  });
});

describe('category selection', () => {
  it('reads overview, ALL and lists', () => {
    expect(categorySelection(undefined)).toEqual({ kind: 'overview' });
    expect(categorySelection('ALL')).toEqual({ kind: 'all' });
    expect(categorySelection('3,5')).toEqual({ kind: 'categories', ids: [3, 5] });
  });

  it('toggles a category in and out of the selection', () => {
    expect(toggleCategory(undefined, 4)).toBe('4');
    expect(toggleCategory('4', 2)).toBe('2,4');
    expect(toggleCategory('2,4', 4)).toBe('2');
    expect(toggleCategory('2', 2)).toBeUndefined();
    expect(toggleCategory('ALL', 2)).toBe('2');
  });
});
