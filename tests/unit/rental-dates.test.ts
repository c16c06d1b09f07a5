import { describe, expect, it } from 'vitest';
import {
  blockedUntil,
  rentalDatesProblem,
  rentalDuration,
  rentalMaxAheadDays,
} from '#domain/rental-dates.ts';

const rules = { today: '2026-11-29', maxDays: 180 };
const week = { duree_min_jours: 7 };
const oneDay = { duree_min_jours: 1 };

describe('rentalDuration and blockedUntil', () => {
  it('counts the first and last days, across months and a leap day', () => {
    expect(rentalDuration('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDuration('2026-12-25', '2027-01-07')).toBe(14);
    expect(rentalDuration('2028-02-27', '2028-03-01')).toBe(4);
  });

  it('blocks a unit for the buffer days after the last one', () => {
    expect(blockedUntil('2026-12-31', 0)).toBe('2026-12-31');
    expect(blockedUntil('2026-12-31', 2)).toBe('2027-01-02');
  });
});

describe('rentalDatesProblem', () => {
  it('accepts dates from today, within the product’s minimum and the longest rental', () => {
    expect(rentalDatesProblem('2026-11-29', '2026-12-05', week, rules)).toBeNull();
    expect(rentalDatesProblem('2026-11-29', '2026-11-29', oneDay, rules)).toBeNull();
    expect(rentalDatesProblem('2026-12-01', '2027-05-29', week, rules)).toBeNull();
  });

  it('refuses what is not a real day', () => {
    for (const [debut, fin] of [
      ['2026-02-30', '2026-03-05'],
      ['2026-12-01', '01/12/2026'],
      ['', '2026-12-05'],
      ['2026-12-01', '2026-13-01'],
    ]) {
      expect(rentalDatesProblem(debut ?? '', fin ?? '', week, rules), `${debut} ${fin}`).toBe(
        'Les dates doivent être des jours valides.',
      );
    }
  });

  it('refuses a start in the past (Tunis today)', () => {
    expect(rentalDatesProblem('2026-11-28', '2026-12-10', week, rules)).toBe(
      'La date de début est déjà passée.',
    );
  });

  it('refuses an end before the start', () => {
    expect(rentalDatesProblem('2026-12-10', '2026-12-09', oneDay, rules)).toBe(
      'La date de fin doit suivre la date de début.',
    );
  });

  it('refuses a start too far ahead, the default year or the one given', () => {
    const lastDay = '2027-11-29';
    expect(rentalMaxAheadDays).toBe(365);
    expect(rentalDatesProblem(lastDay, '2027-12-10', week, rules)).toBeNull();
    expect(rentalDatesProblem('2027-11-30', '2027-12-10', week, rules)).toBe(
      'Les réservations s’ouvrent au plus 365 jours à l’avance.',
    );
    expect(
      rentalDatesProblem('2027-01-01', '2027-01-10', week, { ...rules, maxAheadDays: 30 }),
    ).toBe('Les réservations s’ouvrent au plus 30 jours à l’avance.');
  });

  it('refuses a rental longer than RENTAL_MAX_DAYS', () => {
    expect(rentalDatesProblem('2026-12-01', '2027-05-30', week, rules)).toBe(
      'La location dure au plus 180 jours : contactez-nous pour une plus longue durée.',
    );
  });

  it('refuses a rental shorter than the product’s minimum, singular and plural', () => {
    expect(rentalDatesProblem('2026-12-01', '2026-12-06', week, rules)).toBe(
      'Ce matériel se loue pour au moins 7 jours.',
    );
    expect(rentalDatesProblem('2026-12-01', '2026-12-01', { duree_min_jours: 2 }, rules)).toBe(
      'Ce matériel se loue pour au moins 2 jours.',
    );
  });
});
