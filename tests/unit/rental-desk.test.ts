import { describe, expect, it } from 'vitest';
import { rentalDaysLabel, rentalUnitsLabel, rentalWayLabel } from '#domain/rental-desk.ts';

describe('the desk’s wording', () => {
  it('writes the days with their count, first and last day included', () => {
    expect(rentalDaysLabel('2026-12-02', '2026-12-04')).toBe(
      'du 2 décembre 2026 au 4 décembre 2026 (3 jours)',
    );
    expect(rentalDaysLabel('2026-12-02', '2026-12-02')).toMatch(/\(1 jour\)$/);
  });

  it('names the shop or the delivery address', () => {
    expect(
      rentalWayLabel({ retrait: 'boutique', boutique: 'centre-urbain-nord', adresse: null }),
    ).toBe('Retrait au Magasin Centre Urbain Nord');
    expect(
      rentalWayLabel({ retrait: 'livraison', boutique: null, adresse: '12 rue de Marseille' }),
    ).toBe('Livraison : 12 rue de Marseille');
  });

  it('gives the unit numbers while they are held', () => {
    expect(rentalUnitsLabel(2, [1, 3])).toBe('2 unités (n° 1, 3)');
    expect(rentalUnitsLabel(1, [])).toBe('1 unité');
  });
});
