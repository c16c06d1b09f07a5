import { describe, expect, it } from 'vitest';
import {
  articleSaveAction,
  htmlChangeSummary,
  journalChanges,
  journalValue,
  journalValueMaxLength,
  removedImages,
} from '#domain/journal-changes.ts';

describe('journalChanges (issue 23: fields before → after)', () => {
  const product = {
    id: 7,
    titre: 'Lit médicalisé',
    prix: 1250.5,
    est_actif: true,
    categorie_id: null,
    galerie_json: ['products/a.webp'],
    cree_le: new Date('2026-01-01T00:00:00Z'),
    modifie_le: new Date('2026-01-02T00:00:00Z'),
  };

  it('lists only the fields that changed, as text, in field order', () => {
    const after = {
      ...product,
      prix: 990,
      est_actif: false,
      categorie_id: 3,
      modifie_le: new Date('2026-02-01T00:00:00Z'),
    };
    expect(journalChanges(product, after)).toEqual([
      { field: 'prix', before: '1250.5', after: '990' },
      { field: 'est_actif', before: 'true', after: 'false' },
      { field: 'categorie_id', before: null, after: '3' },
    ]);
  });

  it('skips bookkeeping fields (id, cree_le, modifie_le) and the ignored ones', () => {
    const after = { ...product, id: 8, titre: 'Autre', modifie_le: new Date() };
    expect(journalChanges(product, after, { ignore: ['titre'] })).toEqual([]);
  });

  it('writes lists as JSON and dates in ISO 8601', () => {
    const before = { galerie_json: ['a.webp'], publie_le: null };
    const after = {
      galerie_json: ['a.webp', 'b.webp'],
      publie_le: new Date('2026-11-22T10:00:00.000Z'),
    };
    expect(journalChanges(before, after)).toEqual([
      { field: 'galerie_json', before: '["a.webp"]', after: '["a.webp","b.webp"]' },
      { field: 'publie_le', before: null, after: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('keeps a long HTML field as the words around its change, never its markup', () => {
    const before = { titre: 'A', contenu_html: '<p>Ancien</p>' };
    const after = { titre: 'A', contenu_html: '<p>Nouveau <script>x</script></p>' };
    expect(journalChanges(before, after, { htmlFields: ['contenu_html'] })).toEqual([
      { field: 'contenu_html', before: 'Ancien', after: 'Nouveau' },
    ]);
    expect(journalChanges(before, { ...before }, { htmlFields: ['contenu_html'] })).toEqual([]);
    // Markup alone: no word changed, the line says the content changed.
    const bold = { titre: 'A', contenu_html: '<p><strong>Ancien</strong></p>' };
    expect(journalChanges(before, bold, { htmlFields: ['contenu_html'] })).toEqual([
      { field: 'contenu_html', before: null, after: htmlChangeSummary },
    ]);
  });

  it('cuts a long text to the words around its change', () => {
    const words = (middle: string) =>
      `<p>${'Début du texte. '.repeat(20)}Le prix ${middle} comprend la livraison. ${'Fin. '.repeat(30)}</p>`;
    const [change] = journalChanges(
      { contenu_html: words('annoncé') },
      { contenu_html: words('affiché') },
      { htmlFields: ['contenu_html'] },
    );
    expect(change?.before).toMatch(/^….*Le prix annoncé comprend la livraison.*…$/);
    expect(change?.after).toMatch(/^….*Le prix affiché comprend la livraison.*…$/);
    expect(change?.before?.length).toBeLessThan(130);
  });

  it('never records a change that did not happen: line breaks sent as \\r\\n are the same text', () => {
    const stored = {
      description_html: '<p>Un</p>\n<ul><li>Deux</li></ul>',
      description_courte: 'a\nb',
      prix: 10,
    };
    const sent = {
      description_html: '<p>Un</p>\r\n<ul><li>Deux</li></ul>',
      description_courte: 'a\r\nb',
      prix: 12,
    };
    expect(journalChanges(stored, sent, { htmlFields: ['description_html'] })).toEqual([
      { field: 'prix', before: '10', after: '12' },
    ]);
  });

  it('a creation lists every field set; a deletion every field lost', () => {
    expect(journalChanges(null, { titre: 'Canne', prix: null, est_actif: true })).toEqual([
      { field: 'titre', before: null, after: 'Canne' },
      { field: 'est_actif', before: null, after: 'true' },
    ]);
    expect(journalChanges({ nom: 'Mobilité', position: 2 }, null)).toEqual([
      { field: 'nom', before: 'Mobilité', after: null },
      { field: 'position', before: '2', after: null },
    ]);
  });

  it('compares whole values but truncates what it records', () => {
    const long = 'x'.repeat(500);
    const [change] = journalChanges({ extrait: long }, { extrait: `${long}y` });
    expect(change?.before).toHaveLength(journalValueMaxLength);
    expect(change?.before?.endsWith('…')).toBe(true);
    expect(change?.after).toBe(change?.before);
  });
});

describe('journalValue', () => {
  it('keeps short text and null as they are', () => {
    expect(journalValue('court')).toBe('court');
    expect(journalValue(null)).toBeNull();
    expect(journalValue(undefined)).toBeNull();
    expect(journalValue(new Date('invalid'))).toBeNull();
  });
});

describe('removedImages', () => {
  it('names stored images no longer referred to, once, and never remote URLs', () => {
    expect(
      removedImages(
        ['products/a.webp', 'products/b.webp', 'products/a.webp', null, 'https://cdn.tn/x.jpg'],
        ['products/b.webp'],
      ),
    ).toEqual(['products/a.webp']);
  });
});

describe('articleSaveAction', () => {
  it('draft → published is a publication, published → draft an unpublication', () => {
    expect(articleSaveAction('brouillon', 'publie')).toBe('publication');
    expect(articleSaveAction('publie', 'brouillon')).toBe('depublication');
    expect(articleSaveAction('publie', 'archive')).toBe('depublication');
    expect(articleSaveAction('publie', 'publie')).toBe('modification');
    expect(articleSaveAction('brouillon', 'archive')).toBe('modification');
  });
});
