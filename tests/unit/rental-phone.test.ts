import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  normaliseTunisianPhone,
  rentalPhoneMessage,
  tunisianPhoneLabel,
} from '#domain/rental-phone.ts';
import { TunisianPhone } from '#domain/rentals.schema.ts';

describe('normaliseTunisianPhone', () => {
  it('reads every way customers write a Tunisian number as +216 and 8 digits', () => {
    for (const [typed, stored] of [
      ['98 750 750', '+21698750750'],
      ['98750750', '+21698750750'],
      ['+216 98 750 750', '+21698750750'],
      ['+21698750750', '+21698750750'],
      ['00216 98-750-750', '+21698750750'],
      ['216 98 750 750', '+21698750750'],
      ['(+216) 71.750.750', '+21671750750'],
      ['  52/123/456 ', '+21652123456'],
      ['20 123 456', '+21620123456'],
      ['31 123 456', '+21631123456'],
      ['40 123 456', '+21640123456'],
      ['29 000 000', '+21629000000'],
    ]) {
      expect(normaliseTunisianPhone(typed ?? ''), typed).toBe(stored);
    }
  });

  it('refuses what is not a Tunisian number', () => {
    for (const typed of [
      '',
      '9875075',
      '987507501',
      '18 750 750',
      '68 750 750',
      '88 750 750',
      '08 750 750',
      '+33 6 12 34 56 78',
      '+216 98 750 75',
      'quatre-vingt-dix-huit',
      '98 750 75O',
      '+216 +216 98 750 750',
    ]) {
      expect(normaliseTunisianPhone(typed), typed).toBeNull();
    }
  });

  it('shows a stored number grouped, and anything else as it is', () => {
    expect(tunisianPhoneLabel('+21698750750')).toBe('+216 98 750 750');
    expect(tunisianPhoneLabel('98750750')).toBe('98750750');
  });
});

describe('TunisianPhone (the request schemas’ field)', () => {
  it('answers the normalised number, or the French message saying what a number looks like', () => {
    expect(v.parse(TunisianPhone, ' 98 750 750 ')).toBe('+21698750750');
    const wrong = v.safeParse(TunisianPhone, '12 34');
    expect(wrong.success).toBe(false);
    expect(wrong.issues?.[0]?.message).toBe(rentalPhoneMessage);
    expect(v.safeParse(TunisianPhone, '   ').issues?.[0]?.message).toBe(
      'Indiquez un numéro de téléphone.',
    );
    expect(v.safeParse(TunisianPhone, 98750750).issues?.[0]?.message).toBe(
      'Indiquez un numéro de téléphone.',
    );
  });
});
