import { describe, expect, it } from 'vitest';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { readRentalCsvCells, rentalCsvCells, rentalCsvColumns } from '#domain/rental-terms-csv.ts';
import {
  dinarInputText,
  emptyRentalTermsFields,
  parseDinars,
  readRentalTermsFields,
  rentalTermsFields,
  rentalTermsMessages,
  rentalTermsToSend,
} from '#domain/rental-terms-form.rules.ts';
import { bedTerms } from '#tests/shared/rental-terms.ts';

const bed: RentalTerms = { ...bedTerms, prix_mois: 1234.5, frais_livraison: null };

describe('amounts typed French-style', () => {
  it('reads dinars to the millime, with spaces between thousands and a comma or a point', () => {
    for (const [typed, value] of [
      ['25', 25],
      ['1 234,5', 1234.5],
      ['1\u00a0234,500', 1234.5],
      ['1\u202f234', 1234],
      ['12.345', 12.345],
      ['0,1', 0.1],
      ['1234,567', 1234.567],
    ] as const) {
      expect(parseDinars(typed), typed).toBe(value);
    }
    for (const typed of ['', 'vingt', '-5', '1,2345', '1 23,5', '1.234,5', '12 34']) {
      expect(parseDinars(typed), typed).toBeNull();
    }
  });

  it('shows a stored amount grouped, millimes only when there are some', () => {
    expect(dinarInputText(1234.5)).toBe('1 234,500');
    expect(dinarInputText(1234.5, false)).toBe('1234,500');
    expect(dinarInputText(25)).toBe('25');
    expect(dinarInputText(null)).toBe('');
  });
});

describe('the « Location » section of the product form', () => {
  it('reads nothing when unticked, and gives stored terms back exactly', () => {
    expect(readRentalTermsFields(emptyRentalTermsFields())).toEqual({ ok: true, terms: null });
    expect(readRentalTermsFields(rentalTermsFields(bed))).toEqual({ ok: true, terms: bed });
    expect(rentalTermsFields(null)).toEqual(emptyRentalTermsFields());
    expect(rentalTermsToSend(emptyRentalTermsFields())).toBe('');
    expect(JSON.parse(rentalTermsToSend(rentalTermsFields(bed)))).toEqual(bed);
  });

  it('names each wrong term in French, the API’s rules included', () => {
    const fields = {
      ...rentalTermsFields(bed),
      unites: '0',
      prix_jour: '',
      prix_semaine: 'cent',
      caution: '-1',
      duree_min_jours: '2,5',
      jours_tampon: '40',
      boutiques: [],
    };
    expect(readRentalTermsFields(fields)).toEqual({
      ok: false,
      errors: {
        unites: 'Au moins 1 unité.',
        prix_jour: rentalTermsMessages.required,
        prix_semaine: rentalTermsMessages.amount,
        caution: rentalTermsMessages.amount,
        duree_min_jours: rentalTermsMessages.whole,
        jours_tampon: 'Au plus 30 jours.',
        boutiques: rentalTermsMessages.shops,
      },
    });
  });
});

describe('the products CSV’s location_* columns', () => {
  const read = (cells: string[]) =>
    readRentalCsvCells((column) => cells[rentalCsvColumns.indexOf(column)] ?? null);

  it('writes French numbers and shop ids, and reads them back', () => {
    expect(rentalCsvCells(bed)).toEqual([
      '4',
      '25',
      '140',
      '1234,500',
      '500',
      '7',
      '1',
      'centre-urbain-nord|lafayette',
      '',
    ]);
    expect(read(rentalCsvCells(bed))).toEqual({ ok: true, terms: bed });
    expect(rentalCsvCells(null)).toEqual(Array(9).fill(''));
    expect(read(Array(9).fill(' '))).toEqual({ ok: true, terms: null });
  });

  it('refuses a bad cell naming its column, in French', () => {
    const cells = rentalCsvCells(bed);
    const with_ = (index: number, value: string) =>
      cells.map((cell, at) => (at === index ? value : cell));
    expect(read(with_(1, '25,5555'))).toEqual({
      ok: false,
      message: `location_prix_jour : ${rentalTermsMessages.amount.charAt(0).toLowerCase()}${rentalTermsMessages.amount.slice(1)}`,
    });
    expect(read(with_(7, 'lafayette | sousse'))).toEqual({
      ok: false,
      message:
        'location_boutiques : magasin inconnu « sousse » (magasins : centre-urbain-nord, lafayette).',
    });
    expect(read(with_(0, ''))).toEqual({
      ok: false,
      message: 'location_unites : ce champ est obligatoire.',
    });
  });
});
