import { describe, expect, it } from 'vitest';
import { priceLabel } from '#domain/price.ts';

// fr-FR groups thousands with a narrow no-break space.
const nnbsp = '\u202f';

describe('priceLabel (SPEC §3)', () => {
  it('shows a dash when there is no price', () => {
    expect(priceLabel(null)).toBe('—');
    expect(priceLabel(undefined, 'TND')).toBe('—');
    expect(priceLabel(Number.NaN, 'EUR')).toBe('—');
  });

  it('shows EUR, the default currency, as the euro sign', () => {
    expect(priceLabel(12)).toBe('12,00 €');
    expect(priceLabel(12, null)).toBe('12,00 €');
    expect(priceLabel(12, '')).toBe('12,00 €');
    expect(priceLabel(0, 'EUR')).toBe('0,00 €');
    expect(priceLabel(1234567.891, 'eur')).toBe(`1${nnbsp}234${nnbsp}567,89 €`);
  });

  it('writes other currency codes after the number', () => {
    expect(priceLabel(1250.5, 'TND')).toBe(`1${nnbsp}250,50 TND`);
    expect(priceLabel(99.999, 'usd')).toBe('100,00 USD');
  });
});
