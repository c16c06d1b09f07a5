import { describe, expect, it } from 'vitest';
import {
  clearFormDraft as clearProductDraft,
  readFormDraft as readProductDraft,
  writeFormDraft as writeProductDraft,
} from '#app/lib/form-draft.ts';
import {
  ProductAddFieldsSchema,
  ProductEditFieldsSchema,
  productDraftKey,
  removedGalleryIndexes,
} from '#app/lib/product-draft.ts';
import { emptyAddFields } from '#domain/product-form.rules.ts';
import { emptyRentalTermsFields } from '#domain/rental-terms-form.rules.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('product drafts', () => {
  it('are kept per form', () => {
    expect(productDraftKey(null)).toBe('productDraft:new');
    expect(productDraftKey(12)).toBe('productDraft:12');
  });

  it('read back what was written, dates included', () => {
    const storage = memoryStorage();
    const savedAt = new Date('2026-11-25T02:00:00.000Z');
    const fields = { ...emptyAddFields(), titre: 'Lit', prix: '12,5' };
    writeProductDraft(storage, 'productDraft:new', { fields, version: null, savedAt });
    expect(readProductDraft(storage, 'productDraft:new', ProductAddFieldsSchema)).toEqual({
      fields,
      version: null,
      savedAt,
    });
    clearProductDraft(storage, 'productDraft:new');
    expect(readProductDraft(storage, 'productDraft:new', ProductAddFieldsSchema)).toBeNull();
  });

  it('keep the characteristics as typed; a copy kept before them restores with none', () => {
    const storage = memoryStorage();
    const savedAt = new Date('2026-11-29T02:00:00.000Z');
    const caracteristiques = [
      { libelle: 'Poids', valeur: '18 kg' },
      { libelle: '', valeur: '' },
    ];
    const fields = { ...emptyAddFields(), titre: 'Lit', caracteristiques };
    writeProductDraft(storage, 'productDraft:new', { fields, version: null, savedAt });
    expect(
      readProductDraft(storage, 'productDraft:new', ProductAddFieldsSchema)?.fields
        .caracteristiques,
    ).toEqual(caracteristiques);
    const { caracteristiques: _, ...older } = fields;
    writeProductDraft(storage, 'productDraft:old', { fields: older, version: null, savedAt });
    expect(
      readProductDraft(storage, 'productDraft:old', ProductAddFieldsSchema)?.fields
        .caracteristiques,
    ).toEqual([]);
  });

  it('keep the rental terms as typed, wrong ones too; a copy kept before them restores unticked', () => {
    const storage = memoryStorage();
    const savedAt = new Date('2026-11-29T08:00:00.000Z');
    const location = {
      ...emptyRentalTermsFields(),
      loue: true,
      prix_jour: '25,5555',
      boutiques: ['lafayette'],
    };
    const fields = { ...emptyAddFields(), titre: 'Lit', location };
    writeProductDraft(storage, 'productDraft:new', { fields, version: null, savedAt });
    expect(
      readProductDraft(storage, 'productDraft:new', ProductAddFieldsSchema)?.fields.location,
    ).toEqual(location);
    const { location: _, ...older } = fields;
    writeProductDraft(storage, 'productDraft:old', { fields: older, version: null, savedAt });
    expect(
      readProductDraft(storage, 'productDraft:old', ProductAddFieldsSchema)?.fields.location,
    ).toEqual(emptyRentalTermsFields());
  });

  it('ignore a corrupt or foreign copy', () => {
    const storage = memoryStorage();
    storage.setItem('productDraft:3', '{pas du json');
    expect(readProductDraft(storage, 'productDraft:3', ProductEditFieldsSchema)).toBeNull();
    const addDraft = { fields: emptyAddFields(), version: null, savedAt: new Date() };
    writeProductDraft(storage, 'productDraft:4', addDraft);
    expect(readProductDraft(storage, 'productDraft:4', ProductEditFieldsSchema)).toBeNull();
  });
});

describe('removedGalleryIndexes', () => {
  it('lists the removed images last first, so removing them one by one stays right', () => {
    expect(removedGalleryIndexes(['a', 'b', 'c', 'd'], ['b', 'd'])).toEqual([2, 0]);
    expect(removedGalleryIndexes(['a'], ['a'])).toEqual([]);
  });
});
