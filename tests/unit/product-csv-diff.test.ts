import { describe, expect, it } from 'vitest';
import {
  type ImportFields,
  importExcerptLength,
  importFieldChanges,
  previewRows,
} from '#domain/product-csv-diff.ts';

const names = new Map([
  [1, 'Lits médicalisés'],
  [2, 'Fauteuils roulants'],
]);
const categoryName = (id: number) => names.get(id);

const lit: ImportFields = {
  titre: 'Lit électrique',
  slug: 'lit-electrique',
  categorie_id: 1,
  prix: 1234.5,
  devise: 'TND',
  est_actif: true,
  description_courte: null,
  description_html: '<p>Trois moteurs</p>',
  seo_description: null,
  caracteristiques: [],
  location: null,
};

const columnNames =
  /categorie_id|est_actif|description_html|seo_description|description_courte|prix|devise|titre/;

describe('importFieldChanges', () => {
  it('names each changed field in French, old → new, prices as "1 234,50 TND", yes/no', () => {
    const after = { ...lit, prix: 99, est_actif: false, categorie_id: 2 };
    const changes = importFieldChanges(lit, after, categoryName);
    expect(changes).toEqual([
      { label: 'Prix', before: '1\u202f234,50 TND', after: '99,00 TND' },
      { label: 'En ligne', before: 'Oui', after: 'Non' },
      { label: 'Catégorie', before: 'Lits médicalisés', after: 'Fauteuils roulants' },
    ]);
    for (const change of changes) expect(change.label).not.toMatch(columnNames);
  });

  it('lists nothing for an unchanged product', () => {
    expect(importFieldChanges(lit, { ...lit }, categoryName)).toEqual([]);
  });

  it('shows descriptions as their text, cut short, and says when only the markup changed', () => {
    const long = 'Matelas '.repeat(40).trim();
    const changes = importFieldChanges(
      { ...lit, description_courte: 'Court' },
      {
        ...lit,
        description_courte: long,
        description_html: '<p><strong>Trois</strong> moteurs</p>',
      },
      categoryName,
    );
    expect(changes.map((change) => change.label)).toEqual(['Description courte', 'Description']);
    expect(changes[0]?.after.length).toBe(importExcerptLength);
    expect(changes[0]?.after.endsWith('…')).toBe(true);
    expect(changes[1]).toEqual({
      label: 'Description',
      before: 'Trois moteurs',
      after: 'Trois moteurs (mise en forme modifiée)',
    });
  });

  it('writes an empty value, no price and no category in words', () => {
    const changes = importFieldChanges(
      lit,
      { ...lit, prix: null, categorie_id: null, description_html: null, devise: 'EUR' },
      categoryName,
    );
    expect(changes).toEqual([
      { label: 'Prix', before: '1\u202f234,50 TND', after: '(vide)' },
      { label: 'Devise', before: 'TND', after: 'EUR' },
      { label: 'Catégorie', before: 'Lits médicalisés', after: 'Aucune' },
      { label: 'Description', before: 'Trois moteurs', after: '(vide)' },
    ]);
  });

  it('lists what a creation fills, without an old value (and never the generated slug)', () => {
    const changes = importFieldChanges(null, { ...lit, prix: 12 }, categoryName);
    expect(changes).toEqual([
      { label: 'Titre', before: null, after: 'Lit électrique' },
      { label: 'Prix', before: null, after: '12,00 TND' },
      { label: 'Devise', before: null, after: 'TND' },
      { label: 'En ligne', before: null, after: 'Oui' },
      { label: 'Catégorie', before: null, after: 'Lits médicalisés' },
      { label: 'Description', before: null, after: 'Trois moteurs' },
    ]);
  });
});

describe('previewRows', () => {
  const row = (line: number, action: 'creation' | 'modification' | 'inchange') => ({
    line,
    action,
  });

  it('puts the rows that change first, in file order, then the unchanged ones', () => {
    const rows = [
      ...Array.from({ length: 99 }, (_, index) => row(index + 2, 'inchange')),
      row(101, 'modification'),
      row(50.5, 'creation'),
    ];
    const shown = previewRows(rows, { changed: 100, unchanged: 3 });
    expect(shown.map((r) => [r.line, r.action])).toEqual([
      [50.5, 'creation'],
      [101, 'modification'],
      [2, 'inchange'],
      [3, 'inchange'],
      [4, 'inchange'],
    ]);
  });

  it('keeps at most the given number of each', () => {
    const rows = Array.from({ length: 10 }, (_, index) => row(index + 2, 'modification'));
    expect(previewRows(rows, { changed: 4, unchanged: 20 })).toHaveLength(4);
  });
});
