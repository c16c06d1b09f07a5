import { describe, expect, it } from 'vitest';
import {
  breakdownLabel,
  cheapestBreakdown,
  dinarLabel,
  quoteRental,
} from '#domain/rental-price.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { bedTerms } from '#tests/shared/rental-terms.ts';

/** The demo bed: 25 DT a day, 140 a week, 450 a month (server/seed/demo-rentals.ts). */
const bed: RentalTerms = { ...bedTerms, duree_min_jours: 1, boutiques: ['centre-urbain-nord'] };

const collected = { livraison: false };

describe('cheapestBreakdown', () => {
  it('bills the cheapest combination of months, weeks and days covering the duration', () => {
    expect(cheapestBreakdown(bed, 1)).toEqual({ mois: 0, semaines: 0, jours: 1 });
    expect(cheapestBreakdown(bed, 5)).toEqual({ mois: 0, semaines: 0, jours: 5 });
    // 6 days cost 150 by the day: a week (140) is cheaper, though it bills a day more.
    expect(cheapestBreakdown(bed, 6)).toEqual({ mois: 0, semaines: 1, jours: 0 });
    expect(cheapestBreakdown(bed, 9)).toEqual({ mois: 0, semaines: 1, jours: 2 });
    // 20 days: 3 weeks (420) rather than 2 weeks + 6 days (430) or a month (450).
    expect(cheapestBreakdown(bed, 20)).toEqual({ mois: 0, semaines: 3, jours: 0 });
    expect(cheapestBreakdown(bed, 30)).toEqual({ mois: 1, semaines: 0, jours: 0 });
    // 25 days: a month (450) beats 3 weeks + 4 days (520) and 4 weeks (560).
    expect(cheapestBreakdown(bed, 25)).toEqual({ mois: 1, semaines: 0, jours: 0 });
    expect(cheapestBreakdown(bed, 35)).toEqual({ mois: 1, semaines: 0, jours: 5 });
    expect(cheapestBreakdown(bed, 67)).toEqual({ mois: 2, semaines: 1, jours: 0 });
  });

  it('bills by the day, or by weeks and days, when a week or month price is missing', () => {
    const daily = { ...bed, prix_semaine: null, prix_mois: null };
    expect(cheapestBreakdown(daily, 6)).toEqual({ mois: 0, semaines: 0, jours: 6 });
    expect(cheapestBreakdown(daily, 45)).toEqual({ mois: 0, semaines: 0, jours: 45 });
    const weekly = { ...bed, prix_mois: null };
    expect(cheapestBreakdown(weekly, 30)).toEqual({ mois: 0, semaines: 4, jours: 2 });
    const monthly = { ...bed, prix_semaine: null };
    expect(cheapestBreakdown(monthly, 20)).toEqual({ mois: 1, semaines: 0, jours: 0 });
    expect(cheapestBreakdown(monthly, 10)).toEqual({ mois: 0, semaines: 0, jours: 10 });
  });

  it('on equal cost, bills fewer days', () => {
    // A week at exactly 7 days' price: 7 days billed either way, the week is one line.
    const even = { ...bed, prix_semaine: 175, prix_mois: null };
    expect(cheapestBreakdown(even, 7)).toEqual({ mois: 0, semaines: 1, jours: 0 });
    // 6 days at 150 = a week at 150: the 6 days bill fewer days.
    const tie = { ...bed, prix_semaine: 150, prix_mois: null };
    expect(cheapestBreakdown(tie, 6)).toEqual({ mois: 0, semaines: 0, jours: 6 });
  });
});

describe('quoteRental', () => {
  it('prices the duration, its quantity and the deposit; delivery once per request', () => {
    expect(quoteRental(bed, 6, collected)).toEqual({
      duree: 6,
      detail: { mois: 0, semaines: 1, jours: 0 },
      location: 140,
      livraison: 0,
      total: 140,
      caution: 500,
    });
    expect(quoteRental(bed, 21, { livraison: true, quantite: 2 })).toEqual({
      duree: 21,
      detail: { mois: 0, semaines: 3, jours: 0 },
      location: 840,
      livraison: 30,
      total: 870,
      caution: 1000,
    });
  });

  it('charges nothing for delivery when the product is collected or has no delivery fee', () => {
    expect(quoteRental({ ...bed, frais_livraison: null }, 3, { livraison: true }).livraison).toBe(
      0,
    );
    expect(quoteRental({ ...bed, frais_livraison: 0 }, 3, { livraison: true }).total).toBe(75);
  });

  it('adds millimes exactly, without floating-point drift', () => {
    const cheap = { ...bed, prix_jour: 0.1, prix_semaine: null, prix_mois: null, caution: 0.7 };
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    const quote = quoteRental({ ...cheap, frais_livraison: 0.2 }, 3, {
      livraison: true,
      quantite: 3,
    });
    expect(quote).toMatchObject({ location: 0.9, livraison: 0.2, total: 1.1, caution: 2.1 });
    const millimes = { ...bed, prix_jour: 12.345, prix_semaine: 80.005, prix_mois: null };
    expect(quoteRental(millimes, 9, collected)).toMatchObject({
      location: 104.695,
      total: 104.695,
    });
  });
});

describe('breakdownLabel and dinarLabel', () => {
  it('says the breakdown in French, singular and plural', () => {
    expect(breakdownLabel({ mois: 2, semaines: 1, jours: 3 })).toBe('2 mois + 1 semaine + 3 jours');
    expect(breakdownLabel({ mois: 1, semaines: 2, jours: 1 })).toBe('1 mois + 2 semaines + 1 jour');
    expect(breakdownLabel({ mois: 0, semaines: 0, jours: 5 })).toBe('5 jours');
    expect(breakdownLabel({ mois: 0, semaines: 0, jours: 0 })).toBe('0 jour');
  });

  it('writes dinars the French way, millimes only when there are some', () => {
    expect(dinarLabel(25)).toBe('25 DT');
    expect(dinarLabel(0)).toBe('0 DT');
    expect(dinarLabel(12.5)).toBe('12,500 DT');
    expect(dinarLabel(1234.5)).toBe('1\u202f234,500 DT');
    expect(dinarLabel(0.1 + 0.2)).toBe('0,300 DT');
  });
});
