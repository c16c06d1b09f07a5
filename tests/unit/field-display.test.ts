import { describe, expect, it } from 'vitest';
import { fieldLabel, formatFieldValue, imageName } from '#domain/field-display.ts';
import { describeJournalChange, journalChangeText } from '#domain/journal-display.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('fieldLabel (issue 36 §4)', () => {
  it('names the journaled fields in French', () => {
    expect(fieldLabel('est_actif')).toBe('En ligne');
    expect(fieldLabel('galerie_json')).toBe('Images');
    expect(fieldLabel('images_details')).toBe('Textes alternatifs et points focaux');
    expect(fieldLabel('description_html')).toBe('Description');
    expect(fieldLabel('prix')).toBe('Prix');
    // A contact request's follow-up (issue 36 §8).
    expect(fieldLabel('assigne_a')).toBe('Attribuée à');
    expect(fieldLabel('note')).toBe('Note interne');
  });

  it('reads a field no one named yet as words, never as a column name', () => {
    expect(fieldLabel('delai_de_livraison')).toBe('Delai de livraison');
  });
});

describe('formatFieldValue', () => {
  it('prices in TND with French grouping, yes / no, empty', () => {
    expect(nbsp(formatFieldValue('prix', '1234.5'))).toBe('1 234,50 TND');
    expect(nbsp(formatFieldValue('prix', '349'))).toBe('349,00 TND');
    expect(formatFieldValue('est_actif', 'false')).toBe('Non');
    expect(formatFieldValue('est_actif', 'true')).toBe('Oui');
    expect(formatFieldValue('titre', null)).toBe('(vide)');
  });

  it('dates in Tunis time, statuses and roles in words', () => {
    expect(formatFieldValue('publie_le', '2026-11-22T10:00:00.000Z')).toBe(
      '22 novembre 2026 à 11:00',
    );
    expect(formatFieldValue('statut', 'publie')).toBe('Publié');
    expect(formatFieldValue('role', 'editeur')).toMatch(/^Éditeur/);
  });

  it('images by their file names, never their storage paths', () => {
    expect(formatFieldValue('image', 'produits/2026/11/abc-lit.webp')).toBe('abc-lit.webp');
    expect(formatFieldValue('galerie_json', '["p/1/a.webp","p/1/b.webp"]')).toBe(
      '2 images : a.webp, b.webp',
    );
    expect(formatFieldValue('galerie_json', '[]')).toBe('aucune image');
    // Cut by the journal at 200 characters: the names it kept, and a mark of the cut.
    expect(formatFieldValue('galerie_json', '["p/1/a.webp","p/1/b.we…')).toBe(
      '1 image : a.webp, …',
    );
    expect(
      formatFieldValue(
        'images_details',
        '[{"alt":"Lit plié","focal":{"x":50,"y":50},"path":"p/a.webp"},{"alt":"","path":"p/b.webp"}]',
      ),
    ).toBe('2 images : « Lit plié », sans texte alternatif');
    expect(imageName('https://cdn.example.tn/x/y%20z.png?w=3')).toBe('y z.png');
  });
});

describe('a journal change as staff read it', () => {
  it('a value: French label, formatted before → after', () => {
    expect(nbsp(journalChangeText({ field: 'prix', before: '349', after: '1234.5' }))).toBe(
      'Prix : 349,00 TND → 1 234,50 TND',
    );
    expect(journalChangeText({ field: 'est_actif', before: 'false', after: 'true' })).toBe(
      'En ligne : Non → Oui',
    );
  });

  it('HTML: "texte modifié", its words kept for the diff on demand (none on older lines)', () => {
    expect(
      describeJournalChange({ field: 'contenu_html', before: 'Ancien', after: 'Nouveau' }),
    ).toEqual({
      field: 'contenu_html',
      label: 'Contenu',
      kind: 'text',
      words: { before: 'Ancien', after: 'Nouveau' },
    });
    const older = { field: 'description_html', before: null, after: 'contenu modifié' };
    expect(describeJournalChange(older)).toMatchObject({ kind: 'text', words: null });
    expect(journalChangeText(older)).toBe('Description : texte modifié');
  });
});
