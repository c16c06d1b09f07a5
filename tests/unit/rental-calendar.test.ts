import { describe, expect, it } from 'vitest';
import {
  canEndOn,
  canStartOn,
  isClosedDay,
  monthWeeks,
  moveFocus,
  pickDay,
  type RentalCalendar,
  rangeLabel,
  rangeProblem,
} from '#domain/rental-calendar.ts';
import { addDays } from '#domain/tunis-time.ts';

const today = '2026-12-01';
/** A bed as the demo rents it: min 7 days, 1 buffer day; free 4 units except where told. */
function calendar(full: string[] = [], overrides: Partial<RentalCalendar> = {}): RentalCalendar {
  const free: Record<string, number> = {};
  for (let day = today, index = 0; index < 366; index += 1, day = addDays(day, 1)) free[day] = 4;
  for (const day of full) free[day] = 0;
  return {
    today,
    maxDays: 180,
    terms: { duree_min_jours: 7, jours_tampon: 1 },
    free,
    ...overrides,
  };
}

describe('which days a visitor may pick', () => {
  it('closes past days, fully booked days and days past the booking horizon', () => {
    const booked = calendar(['2026-12-20']);
    expect(isClosedDay(booked, '2026-11-30')).toBe(true);
    expect(isClosedDay(booked, '2026-12-20')).toBe(true);
    expect(isClosedDay(booked, '2026-12-19')).toBe(false);
    expect(isClosedDay(booked, addDays(today, 366))).toBe(true);
  });

  it('starts only where the minimum duration fits before the next fully booked day', () => {
    const booked = calendar(['2026-12-20']);
    // 13 → 19 is 7 days, but the buffer day after (20) is booked.
    expect(canStartOn(booked, '2026-12-13')).toBe(false);
    expect(canStartOn(booked, '2026-12-12')).toBe(true);
    expect(canStartOn(booked, '2026-12-21')).toBe(true);
  });

  it('ends after the minimum, within RENTAL_MAX_DAYS, before any fully booked day', () => {
    const booked = calendar(['2026-12-30']);
    expect(canEndOn(booked, '2026-12-02', '2026-12-07')).toBe(false); // 6 days
    expect(canEndOn(booked, '2026-12-02', '2026-12-08')).toBe(true); // 7 days
    expect(canEndOn(booked, '2026-12-02', '2026-12-28')).toBe(true); // buffer on the 29th
    expect(canEndOn(booked, '2026-12-02', '2026-12-29')).toBe(false); // buffer on the 30th
    const short = calendar([], { maxDays: 10 });
    expect(canEndOn(short, '2026-12-02', '2026-12-11')).toBe(true);
    expect(canEndOn(short, '2026-12-02', '2026-12-12')).toBe(false);
  });

  it('picks the start, then the end; a day before the start or a third click starts again', () => {
    const free = calendar();
    const start = pickDay(free, { debut: null, fin: null }, '2026-12-07');
    expect(start).toEqual({ debut: '2026-12-07', fin: null });
    expect(pickDay(free, { debut: '2026-12-07', fin: null }, '2026-12-09')).toBeNull();
    expect(pickDay(free, { debut: '2026-12-07', fin: null }, '2026-12-27')).toEqual({
      debut: '2026-12-07',
      fin: '2026-12-27',
    });
    expect(pickDay(free, { debut: '2026-12-07', fin: null }, '2026-12-03')).toEqual({
      debut: '2026-12-03',
      fin: null,
    });
    expect(pickDay(free, { debut: '2026-12-07', fin: '2026-12-27' }, '2026-12-10')).toEqual({
      debut: '2026-12-10',
      fin: null,
    });
    expect(pickDay(calendar(['2026-12-10']), { debut: null, fin: null }, '2026-12-10')).toBeNull();
  });
});

describe('a range', () => {
  it('says in French what is wrong with it, or nothing', () => {
    const booked = calendar(['2026-12-15']);
    expect(rangeProblem(booked, '2026-12-02', '2026-12-05')).toBe(
      'Ce matériel se loue pour au moins 7 jours.',
    );
    expect(rangeProblem(booked, '2026-12-10', '2026-12-20')).toBe(
      'Aucune unité n’est libre le 15 décembre 2026 : choisissez d’autres dates.',
    );
    expect(rangeProblem(booked, '2026-12-08', '2026-12-14')).toMatch(
      /nettoyé après le retour.*15 décembre 2026/,
    );
    expect(rangeProblem(booked, '2026-11-28', '2026-12-08')).toBe(
      'La date de début est déjà passée.',
    );
    expect(rangeProblem(booked, '2026-12-16', '2027-01-05')).toBeNull();
    expect(rangeLabel('2026-12-16', '2027-01-05')).toBe(
      'du 16 décembre 2026 au 5 janvier 2027 (21 jours)',
    );
  });
});

describe('the grid', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)?.slice(0, 4)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves the focus by day, week, month and to the week’s ends', () => {
    expect(moveFocus('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(moveFocus('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(moveFocus('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveFocus('2027-01-15', 'PageUp')).toBe('2026-12-15');
    expect(moveFocus('2026-12-03', 'Home')).toBe('2026-11-30');
    expect(moveFocus('2026-12-03', 'End')).toBe('2026-12-06');
    expect(moveFocus('2026-12-03', 'a')).toBeNull();
  });
});
