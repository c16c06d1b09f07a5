import { describe, expect, it } from 'vitest';
import {
  dayList,
  layoutBars,
  shiftWindow,
  type TimelineBarInput,
  timelineWindow,
  weekStart,
} from '#domain/rental-timeline.ts';

const bar = (change: Partial<TimelineBarInput>): TimelineBarInput => ({
  unite: 1,
  rental_id: 7,
  reference: 'LOC-2026-0007',
  statut: 'confirmee',
  nom: 'Amel',
  debut: '2026-12-02',
  fin: '2026-12-04',
  bloque_jusqu_au: '2026-12-05',
  ...change,
});

describe('the timeline window', () => {
  it('starts on the Monday of the week and shows five weeks', () => {
    // Sunday 29 November 2026 belongs to the week of Monday 23.
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    const window = timelineWindow('2026-12-03');
    expect(window.du).toBe('2026-11-30');
    expect(window.au).toBe('2027-01-03');
    expect(window.days).toHaveLength(35);
  });

  it('moves by weeks and by months, always to a Monday', () => {
    expect(shiftWindow('2026-11-30', { weeks: 1 })).toBe('2026-12-07');
    expect(shiftWindow('2026-11-30', { weeks: -1 })).toBe('2026-11-23');
    // 30 December is a Wednesday: its Monday is the 28th.
    expect(shiftWindow('2026-11-30', { months: 1 })).toBe('2026-12-28');
    // 31 January + 1 month: the last day of February, then its Monday.
    expect(shiftWindow('2027-01-31', { months: 1 })).toBe('2027-02-22');
  });
});

describe('bars on the grid', () => {
  const window = { du: '2026-11-30', au: '2027-01-03' };

  it('places the rental days, then its buffer days after it', () => {
    const [placed] = layoutBars([bar({ unite: 2 })], window, 1);
    expect(placed).toMatchObject({ row: 2, column: 2, span: 3, bufferColumn: 5, bufferSpan: 1 });
    expect(placed?.startsBefore).toBe(false);
    expect(placed?.endsAfter).toBe(false);
  });

  it('clips a bar that started before the window and one that ends after it', () => {
    const bars = layoutBars(
      [
        bar({ debut: '2026-11-20', fin: '2026-12-01', bloque_jusqu_au: '2026-12-02' }),
        bar({ unite: 3, debut: '2027-01-01', fin: '2027-01-10', bloque_jusqu_au: '2027-01-11' }),
      ],
      window,
      1,
    );
    expect(bars[0]).toMatchObject({ column: 0, span: 2, bufferSpan: 1, startsBefore: true });
    expect(bars[1]).toMatchObject({ column: 32, span: 3, bufferSpan: 0, endsAfter: true });
  });

  it('keeps a bar whose buffer alone is in the window, and drops bars outside it', () => {
    const bars = layoutBars(
      [
        bar({ debut: '2026-11-20', fin: '2026-11-29', bloque_jusqu_au: '2026-11-30' }),
        bar({ debut: '2027-02-01', fin: '2027-02-03', bloque_jusqu_au: '2027-02-04' }),
        bar({ debut: '2026-10-01', fin: '2026-10-03', bloque_jusqu_au: '2026-10-04' }),
      ],
      window,
      1,
    );
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ column: 0, span: 0, bufferColumn: 0, bufferSpan: 1 });
  });

  it('ends a bar returned early on its return day, its buffer after', () => {
    const returned = bar({
      statut: 'retournee',
      fin: '2026-12-10',
      bloque_jusqu_au: '2026-12-06',
    });
    // Back on the 5th: rented 2nd–5th, cleaned the 6th.
    expect(layoutBars([returned], window, 1)[0]).toMatchObject({
      column: 2,
      span: 4,
      bufferColumn: 6,
      bufferSpan: 1,
    });
  });
});

describe('the day list', () => {
  it('says for each day which units are out, held, reserved, cleaned or free', () => {
    const days = ['2026-12-01', '2026-12-02', '2026-12-05', '2026-12-06'];
    const list = dayList(
      [
        bar({}),
        bar({ unite: 2, rental_id: 8, reference: 'LOC-2026-0008', statut: 'demande' }),
        bar({
          unite: 3,
          statut: 'en_cours',
          debut: '2026-11-28',
          fin: '2026-12-06',
          bloque_jusqu_au: '2026-12-07',
        }),
      ],
      days,
      4,
      1,
    );
    expect(list.map((day) => day.free)).toEqual([3, 1, 1, 3]);
    expect(list[1]?.units.map((unit) => unit.state)).toEqual([
      'reserve',
      'retenu',
      'sorti',
      'libre',
    ]);
    expect(list[2]?.units.map((unit) => unit.state)).toEqual([
      'tampon',
      'tampon',
      'sorti',
      'libre',
    ]);
    expect(list[1]?.units[1]?.rental).toEqual({ id: 8, reference: 'LOC-2026-0008', nom: 'Amel' });
  });
});
