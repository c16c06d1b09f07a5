import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchBox } from '#app/lib/search-box.ts';

const pauseMs = 300;

/** A box, the terms it committed, and what it shows (its text, as the input holds it). */
function box(initial = '') {
  const committed: string[] = [];
  const search = createSearchBox(initial, (term) => committed.push(term), pauseMs);
  let text = initial;
  return {
    committed,
    shown: () => text,
    type(next: string) {
      text = next;
      search.typed(next);
    },
    outside(value: string) {
      const replaced = search.outside(value);
      if (replaced !== null) text = replaced;
    },
    stop: search.stop,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a search box committing after the typing pauses', () => {
  it('commits the trimmed text once typing has paused, not each keystroke', () => {
    const b = box();
    for (const text of ['l', 'li', 'lit ']) {
      b.type(text);
      vi.advanceTimersByTime(pauseMs - 1);
    }
    expect(b.committed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(b.committed).toEqual(['lit']);
  });

  it('does not commit the term the outside already holds', () => {
    const b = box('lit');
    b.type('lit ');
    vi.advanceTimersByTime(pauseMs);
    expect(b.committed).toEqual([]);
  });

  it('keeps what was typed while an earlier term’s results were loading', () => {
    const b = box();
    b.type('Xylo');
    vi.advanceTimersByTime(pauseMs);
    b.type('Xylophon');
    // The results of "Xylo" arrive: the URL holds "Xylo", the box keeps the letters typed since.
    b.outside('Xylo');
    expect(b.shown()).toBe('Xylophon');
    b.type('Xylophone');
    vi.advanceTimersByTime(pauseMs);
    expect(b.committed).toEqual(['Xylo', 'Xylophone']);
    b.outside('Xylophone');
    expect(b.shown()).toBe('Xylophone');
  });

  it('keeps the text when several terms sent come back late, in order', () => {
    const b = box();
    for (const text of ['X', 'Xy', 'Xyl']) {
      b.type(text);
      vi.advanceTimersByTime(pauseMs);
    }
    b.type('Xylo');
    b.outside('X');
    b.outside('Xy');
    expect(b.shown()).toBe('Xylo');
    vi.advanceTimersByTime(pauseMs);
    b.outside('Xyl');
    b.outside('Xylo');
    expect(b.shown()).toBe('Xylo');
    expect(b.committed).toEqual(['X', 'Xy', 'Xyl', 'Xylo']);
  });

  it('commits an emptied box even while the term before is still loading', () => {
    const b = box();
    b.type('a');
    vi.advanceTimersByTime(pauseMs);
    b.type('');
    vi.advanceTimersByTime(pauseMs);
    expect(b.committed).toEqual(['a', '']);
    b.outside('a');
    expect(b.shown()).toBe('');
  });

  it('shows a term it did not send (Back, « Réinitialiser les filtres »)', () => {
    const b = box('zzzz');
    b.outside('');
    expect(b.shown()).toBe('');
    b.type('lit');
    vi.advanceTimersByTime(pauseMs);
    b.outside('lit');
    b.outside('fauteuil');
    expect(b.shown()).toBe('fauteuil');
    // Back to a term sent earlier, once it has come back, is followed too.
    b.outside('lit');
    expect(b.shown()).toBe('lit');
  });

  it('drops the typing not yet committed when the outside changes the term', () => {
    const b = box('lit');
    b.type('litx');
    b.outside('fauteuil');
    vi.advanceTimersByTime(pauseMs);
    expect(b.committed).toEqual([]);
    expect(b.shown()).toBe('fauteuil');
  });

  it('commits nothing once stopped', () => {
    const b = box();
    b.type('lit');
    b.stop();
    vi.advanceTimersByTime(pauseMs);
    expect(b.committed).toEqual([]);
  });
});
