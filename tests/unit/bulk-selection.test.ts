import { describe, expect, it } from 'vitest';
import {
  type BulkSelection,
  emptySelection,
  pageCheck,
  reduceSelection,
  type SelectionEvent,
  selectedOnPage,
} from '#app/lib/bulk-selection.ts';

const page1 = [11, 12, 13];
const run = (events: SelectionEvent[], start: BulkSelection = emptySelection('page=1')) =>
  events.reduce(reduceSelection, start);

describe('bulk selection of an admin list page (issue 24)', () => {
  it('toggles one row on, then off', () => {
    const once = run([{ type: 'toggle', scope: 'page=1', id: 12 }]);
    expect(selectedOnPage(once, 'page=1', page1)).toEqual([12]);
    const twice = reduceSelection(once, { type: 'toggle', scope: 'page=1', id: 12 });
    expect(selectedOnPage(twice, 'page=1', page1)).toEqual([]);
  });

  it('is tri-state: none, some, all', () => {
    expect(pageCheck([], page1)).toBe('none');
    expect(pageCheck([11], page1)).toBe('some');
    expect(pageCheck([13, 11, 12], page1)).toBe('all');
    expect(pageCheck([], [])).toBe('none');
  });

  it('"Tout sélectionner" selects the whole page from none or some, and clears it from all', () => {
    const all = run([{ type: 'page.toggle', scope: 'page=1', pageIds: page1 }]);
    expect(selectedOnPage(all, 'page=1', page1)).toEqual(page1);
    const fromSome = run([
      { type: 'toggle', scope: 'page=1', id: 13 },
      { type: 'page.toggle', scope: 'page=1', pageIds: page1 },
    ]);
    expect(pageCheck(selectedOnPage(fromSome, 'page=1', page1), page1)).toBe('all');
    const none = reduceSelection(all, { type: 'page.toggle', scope: 'page=1', pageIds: page1 });
    expect(selectedOnPage(none, 'page=1', page1)).toEqual([]);
  });

  it('is cleared when the page or the filter changes', () => {
    const selected = run([{ type: 'page.toggle', scope: 'page=1', pageIds: page1 }]);
    expect(selectedOnPage(selected, 'page=2', [21, 22])).toEqual([]);
    expect(selectedOnPage(selected, 'page=1&q=lit', [11])).toEqual([]);
    // A click on the new page starts a new selection: nothing of the old page comes along.
    const next = reduceSelection(selected, { type: 'toggle', scope: 'page=2', id: 21 });
    expect(next).toEqual({ scope: 'page=2', ids: [21] });
  });

  it('counts only rows still listed (a reload after a deletion drops the others)', () => {
    const selected = run([{ type: 'page.toggle', scope: 'page=1', pageIds: page1 }]);
    expect(selectedOnPage(selected, 'page=1', [11, 14])).toEqual([11]);
  });

  it('clears on demand', () => {
    const selected = run([{ type: 'toggle', scope: 'page=1', id: 11 }, { type: 'clear' }]);
    expect(selectedOnPage(selected, 'page=1', page1)).toEqual([]);
  });
});
