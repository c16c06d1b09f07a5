import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchIntent, type ShownSearch, searchSettleMs } from '#app/lib/search-intent.ts';

const shown = (term: string, results = 0, filters = ''): ShownSearch => ({
  term,
  filters,
  results,
});

function intent() {
  const counted: ShownSearch[] = [];
  const tracker = createSearchIntent((search) => counted.push(search));
  return { tracker, counted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a catalogue search counted once per intent', () => {
  it('counts a term once it has been on screen for the settling time', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('lit', 4));
    vi.advanceTimersByTime(searchSettleMs - 1);
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counted).toEqual([shown('lit', 4)]);
    vi.advanceTimersByTime(10 * searchSettleMs);
    expect(counted).toHaveLength(1);
  });

  it('counts the term typed, not each pause on the way', () => {
    const { tracker, counted } = intent();
    for (const prefix of ['x', 'xy', 'xylo', 'xylophone']) {
      tracker.shown(shown(prefix, prefix === 'x' ? 3 : 0));
      vi.advanceTimersByTime(400);
    }
    vi.advanceTimersByTime(searchSettleMs);
    expect(counted).toEqual([shown('xylophone', 0)]);
  });

  it('counts at once when the visitor acts on it (a result opened), and only once', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('canne', 2));
    vi.advanceTimersByTime(200);
    tracker.settle();
    expect(counted).toEqual([shown('canne', 2)]);
    vi.advanceTimersByTime(searchSettleMs);
    tracker.settle();
    expect(counted).toHaveLength(1);
  });

  it('does not count the same search shown again (page 2, a popup closed, a term retyped)', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('lit', 40));
    vi.advanceTimersByTime(searchSettleMs);
    tracker.shown(shown('lit', 40));
    tracker.shown(shown('lits', 2));
    vi.advanceTimersByTime(300);
    tracker.shown(shown('lit', 40));
    vi.advanceTimersByTime(searchSettleMs);
    expect(counted).toEqual([shown('lit', 40)]);
  });

  it('keeps settling the same search while it is shown again', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('lit', 40));
    vi.advanceTimersByTime(1000);
    tracker.shown(shown('lit', 40));
    vi.advanceTimersByTime(searchSettleMs - 1000);
    expect(counted).toEqual([shown('lit', 40)]);
  });

  it('counts the same term with other filters as another search', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('lit', 40));
    vi.advanceTimersByTime(searchSettleMs);
    tracker.shown(shown('lit', 3, 'categoryId=2'));
    vi.advanceTimersByTime(searchSettleMs);
    expect(counted).toEqual([shown('lit', 40), shown('lit', 3, 'categoryId=2')]);
  });

  it('forgets a term erased before it settled; an empty box is no search', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('fau', 9));
    vi.advanceTimersByTime(500);
    tracker.shown(null);
    tracker.shown(shown('', 100));
    vi.advanceTimersByTime(searchSettleMs);
    tracker.settle();
    expect(counted).toEqual([]);
  });

  it('stopped (the page left), no timer counts later', () => {
    const { tracker, counted } = intent();
    tracker.shown(shown('lit', 40));
    tracker.stop();
    vi.advanceTimersByTime(searchSettleMs);
    expect(counted).toEqual([]);
  });
});
