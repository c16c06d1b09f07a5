import { describe, expect, it } from 'vitest';
import { priceInputText, recheck, validateProduct } from '#domain/product-form.rules.ts';
import { parsePrice, priceMessages } from '#domain/product-price.rules.ts';

describe('parsePrice: a price as staff type it', () => {
  it.each([
    ['1234,5', 1234.5, '1234.50'],
    ['1234.50', 1234.5, '1234.50'],
    ['1 234,50', 1234.5, '1234.50'],
    ['1\u00A0234,5', 1234.5, '1234.50'],
    ['12\u202F345', 12345, '12345.00'],
    [' 0 ', 0, '0.00'],
    ['0,99', 0.99, '0.99'],
    ['007', 7, '7.00'],
    ['99999999,99', 99999999.99, '99999999.99'],
  ])('reads %j as %d', (text, value, canonical) => {
    expect(parsePrice(text)).toEqual({ ok: true, value, canonical });
  });

  it.each([
    ['1.234,5', priceMessages.bothSeparators],
    ['1,234.50', priceMessages.bothSeparators],
    ['1.234.567', priceMessages.bothSeparators],
    ['1.234', priceMessages.threeDecimals],
    ['1,234', priceMessages.threeDecimals],
    ['12,3456', priceMessages.tooManyDecimals],
    ['12 34', priceMessages.badGrouping],
    ['1 2345', priceMessages.badGrouping],
    ['-5', priceMessages.negative],
    ['abc', priceMessages.notANumber],
    ['1e3', priceMessages.notANumber],
    ['12.', priceMessages.notANumber],
    [',5', priceMessages.notANumber],
    ['123456789', priceMessages.tooLarge],
  ])('refuses %j with its reason', (text, message) => {
    expect(parsePrice(text)).toEqual({ ok: false, message });
  });
});

describe('recheck: errors follow what the user fixes', () => {
  const options = { priceRequired: true };
  const empty = { titre: '', categorie_id: '', prix: '' };
  /** The state after a refused submit: its errors, and the fields it flagged. */
  const refused = (fields: typeof empty) => {
    const validation = validateProduct(fields, options);
    return { ...validation, flagged: Object.keys(validation.fieldErrors) };
  };
  const flagged = refused(empty);

  it('keeps a flagged field flagged while it is still wrong, with the current reason', () => {
    const fields = { ...empty, prix: '1.234' };
    const after = recheck(flagged, ['prix'], fields, options);
    expect(after.fieldErrors.prix).toBe(priceMessages.threeDecimals);
    expect(after.fieldErrors.titre).toBe(flagged.fieldErrors.titre);
  });

  it('clears a fixed field, and the summary once nothing required is missing', () => {
    const fixed = recheck(flagged, ['titre'], { ...empty, titre: 'Canne' }, options);
    expect(fixed.fieldErrors.titre).toBeUndefined();
    expect(fixed.error).toBe(flagged.error);
    const fields = { titre: 'Canne', categorie_id: '3', prix: '12,5' };
    const all = recheck(
      { ...fixed, flagged: flagged.flagged },
      ['categorie_id', 'prix'],
      fields,
      options,
    );
    expect(all).toEqual({ fieldErrors: {}, error: null });
  });

  it('flags a fixed field again when it is broken again, before any submit', () => {
    const fixed = recheck(flagged, ['titre'], { ...empty, titre: 'Canne' }, options);
    const broken = recheck({ ...fixed, flagged: flagged.flagged }, ['titre'], empty, options);
    expect(broken.fieldErrors.titre).toBe(flagged.fieldErrors.titre);
    expect(broken.error).toBe(flagged.error);
  });

  it('never flags a field the user has not been told about yet', () => {
    const partial = refused({ titre: 'Canne', categorie_id: '3', prix: '' });
    const after = recheck(partial, ['titre'], { titre: '', categorie_id: '3', prix: '' }, options);
    expect(Object.keys(after.fieldErrors)).toEqual(['prix']);
  });

  it("drops a server's message when its field changes, and keeps a failure's sentence", () => {
    const failed = {
      fieldErrors: { reference: 'déjà utilisée' },
      error: "Erreur lors de l'ajout",
      flagged: ['reference'],
    };
    const fields = { titre: 'Canne', categorie_id: '3', prix: '5' };
    expect(recheck(failed, ['reference'], fields, options)).toEqual({
      fieldErrors: {},
      error: "Erreur lors de l'ajout",
    });
  });
});

describe('priceInputText: a stored price as the product forms show it (issue 36 §2)', () => {
  it.each([
    [1234.5, '1 234,50'],
    [349, '349,00'],
    [0, '0,00'],
    [1_234_567.89, '1 234 567,89'],
    [null, ''],
  ])('%s → "%s", read back by parsePrice as the same price', (stored, shown) => {
    expect(priceInputText(stored)).toBe(shown);
    if (stored !== null) expect(parsePrice(shown)).toMatchObject({ ok: true, value: stored });
  });
});
