import { describe, expect, it } from 'vitest';
import { type PageItem, paginationWindow } from '#app/lib/pagination.ts';

const E = 'ellipsis-start';
const F = 'ellipsis-end';

describe('paginationWindow (SPEC §2 "Breadcrumb and pagination")', () => {
  const cases: Array<[total: number, current: number, expected: PageItem[]]> = [
    [0, 1, []],
    [1, 1, [1]],
    [5, 1, [1, 2, 3, 4, 5]],
    [5, 3, [1, 2, 3, 4, 5]],
    [5, 5, [1, 2, 3, 4, 5]],
    [6, 1, [1, 2, 3, 4, F, 6]],
    [6, 3, [1, 2, 3, 4, F, 6]],
    [6, 4, [1, E, 3, 4, 5, 6]],
    [6, 6, [1, E, 3, 4, 5, 6]],
    [10, 1, [1, 2, 3, 4, F, 10]],
    [10, 3, [1, 2, 3, 4, F, 10]],
    [10, 4, [1, E, 3, 4, 5, F, 10]],
    [10, 5, [1, E, 4, 5, 6, F, 10]],
    [10, 7, [1, E, 6, 7, 8, F, 10]],
    [10, 8, [1, E, 7, 8, 9, 10]],
    [10, 10, [1, E, 7, 8, 9, 10]],
    [20, 1, [1, 2, 3, 4, F, 20]],
    [20, 10, [1, E, 9, 10, 11, F, 20]],
    [20, 17, [1, E, 16, 17, 18, F, 20]],
    [20, 18, [1, E, 17, 18, 19, 20]],
    [20, 20, [1, E, 17, 18, 19, 20]],
  ];

  it.each(cases)('%i pages, current %i', (total, current, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('clamps the current page into range', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(-4, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(Number.NaN, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(7, 1)).toEqual([1]);
    expect(paginationWindow(3, 0)).toEqual([]);
    expect(paginationWindow(1, -2)).toEqual([]);
  });

  it('never repeats a page and keeps the ellipses distinct', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        expect(new Set(items).size).toBe(items.length);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
  });
});
