import { describe, expect, it } from 'vitest';
import {
  diffArticleRevision,
  diffProductRevision,
  diffText,
  type FieldChange,
  formatRevisionDate,
} from '#app/lib/revision-diff.ts';
import { htmlToLines } from '#domain/html-text.ts';
import type { ArticleRevisionFields, ProductRevisionFields } from '#domain/revisions.ts';

const article: ArticleRevisionFields = {
  titre: 'Bien choisir son fauteuil roulant',
  slug: 'bien-choisir-son-fauteuil-roulant',
  nom_auteur: 'Equipe',
  image_miniature: null,
  galerie_json: [],
  extrait: null,
  contenu_html: '<p>Premier paragraphe.</p><p>Deuxième paragraphe.</p>',
  statut: 'brouillon',
  publie_le: null,
  seo_titre: null,
  seo_description: null,
};

const product: ProductRevisionFields = {
  titre: 'Lit médicalisé',
  slug: 'lit-medicalise',
  reference: 'REF-1',
  description_html: '<p>Un lit.</p>',
  description_courte: null,
  seo_description: null,
  categorie_id: 3,
  prix: 1250.5,
  devise: 'TND',
  image: 'products/a.webp',
  image_miniature: 'products/a.webp',
  galerie_json: ['products/a.webp'],
  est_actif: true,
  caracteristiques: [],
  location: null,
};

/** The text a reader sees per kind of run: what only the revision had, and what is new. */
const runs = (change: FieldChange | undefined) => {
  if (change?.kind !== 'text') throw new Error('expected a text change');
  const of = (kind: string) =>
    change.parts
      .filter((part) => part.change === kind)
      .map((part) => part.value.trim())
      .join(' ');
  return { removed: of('removed'), added: of('added') };
};

describe('diffArticleRevision', () => {
  it('answers nothing for identical versions', () => {
    expect(diffArticleRevision(article, { ...article })).toEqual([]);
  });

  it('lists only the changed fields, with French labels, in field order', () => {
    const current = { ...article, titre: 'Bien choisir', statut: 'publie' as const };
    const changes = diffArticleRevision(article, current);
    expect(changes.map((change) => change.label)).toEqual(['Titre', 'Statut']);
    expect(changes[1]).toMatchObject({ kind: 'value', before: 'Brouillon', after: 'Publié' });
  });

  it('diffs the HTML body as its text, word by word, ignoring markup', () => {
    const current = {
      ...article,
      contenu_html: '<p>Premier paragraphe.</p><p>Troisième <strong>paragraphe</strong>.</p>',
    };
    const [change] = diffArticleRevision(article, current);
    expect(change?.label).toBe('Contenu');
    expect(runs(change)).toEqual({ removed: 'Deuxième', added: 'Troisième' });
    if (change?.kind !== 'text') throw new Error('text change expected');
    const text = change.parts
      .filter((part) => part.change !== 'added')
      .map((part) => part.value)
      .join('');
    expect(text).toBe('Premier paragraphe.\nDeuxième paragraphe.');
  });

  it('says the formatting changed when only markup differs', () => {
    const current = {
      ...article,
      contenu_html: '<p>Premier paragraphe.</p><p><em>Deuxième</em> paragraphe.</p>',
    };
    expect(diffArticleRevision(article, current)).toEqual([
      {
        field: 'contenu_html',
        label: 'Contenu',
        kind: 'value',
        before: 'Mise en forme',
        after: 'modifiée',
      },
    ]);
  });

  it('shows empty values and image lists readably', () => {
    const current = { ...article, nom_auteur: null, galerie_json: ['articles/x.webp'] };
    expect(diffArticleRevision(article, current)).toEqual([
      { field: 'nom_auteur', label: 'Auteur', kind: 'value', before: 'Equipe', after: '(vide)' },
      // Images as the pictures themselves, not their storage paths (issue 36 §3).
      {
        field: 'galerie_json',
        label: 'Images',
        kind: 'images',
        before: [],
        after: ['articles/x.webp'],
      },
    ]);
  });
});

describe('alt texts and focal points in the diff', () => {
  it('reads a revision kept before them as having none, and names each alt text', () => {
    expect(diffArticleRevision(article, { ...article, images_details: [] })).toEqual([]);
    const current = {
      ...article,
      images_details: [{ path: 'articles/x.webp', alt: 'Un fauteuil', focal: { x: 30, y: 70 } }],
    };
    expect(diffArticleRevision(article, current)).toEqual([
      {
        field: 'images_details',
        label: 'Textes alternatifs et points focaux',
        kind: 'value',
        before: '(aucune image)',
        after: '1 image : « Un fauteuil » (point focal 30 %, 70 %)',
      },
    ]);
  });
});

describe('diffProductRevision', () => {
  const names = new Map([
    [3, 'Lits'],
    [4, 'Fauteuils'],
  ]);
  const categoryName = (id: number) => names.get(id);

  it('names categories, formats prices and the online flag in French', () => {
    const current = { ...product, categorie_id: 4, prix: 990, est_actif: false };
    expect(diffProductRevision(product, current, categoryName)).toEqual([
      {
        field: 'categorie_id',
        label: 'Catégorie',
        kind: 'value',
        before: 'Lits',
        after: 'Fauteuils',
      },
      {
        field: 'prix',
        label: 'Prix',
        kind: 'value',
        before: '1\u202f250,50 TND',
        after: '990,00 TND',
      },
      { field: 'est_actif', label: 'En ligne', kind: 'value', before: 'Oui', after: 'Non' },
    ]);
  });

  it('falls back to the category number when it is unknown', () => {
    const [change] = diffProductRevision(product, { ...product, categorie_id: 9 }, categoryName);
    expect(change).toMatchObject({ before: 'Lits', after: 'Catégorie n° 9' });
  });

  it('diffs the title word by word', () => {
    const [change] = diffProductRevision(
      product,
      { ...product, titre: 'Lit électrique' },
      categoryName,
    );
    expect(runs(change)).toEqual({ removed: 'médicalisé', added: 'électrique' });
  });
});

describe('htmlToLines and diffText', () => {
  it('puts one block per line and decodes entities', () => {
    expect(
      htmlToLines('<h2>Titre</h2><p>A &amp; B<br>suite</p><ul><li>un</li><li>deux</li></ul>'),
    ).toBe('Titre\nA & B\nsuite\nun\ndeux');
  });

  it('marks a line break change as a change', () => {
    const parts = diffText('un\ndeux', 'un deux');
    expect(parts.some((part) => part.change !== 'same')).toBe(true);
  });
});

describe('formatRevisionDate', () => {
  it('writes the date and time in French, Tunis time', () => {
    expect(formatRevisionDate('2026-11-27T02:10:00.000Z')).toBe('27 novembre 2026 à 03:10');
  });
});
