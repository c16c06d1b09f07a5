import { describe, expect, it } from 'vitest';
import {
  noChangeSummary,
  oldestVersionSummary,
  revisionSummary,
} from '#domain/revision-summary.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const product = {
  titre: 'Fauteuil roulant',
  slug: 'fauteuil-roulant',
  reference: 'FR-1',
  description_html: '<p>Pliable</p>',
  description_courte: null,
  seo_description: null,
  categorie_id: 3,
  prix: 1290,
  devise: 'TND',
  est_actif: true,
  image: 'p/1/a.webp',
  image_miniature: 'p/1/a.webp',
  galerie_json: ['p/1/a.webp'],
  images_details: [{ path: 'p/1/a.webp', alt: 'Fauteuil', focal: { x: 50, y: 50 } }],
};

describe('revisionSummary (issue 36 §3)', () => {
  it('says the price and the images added on one French line', () => {
    const next = {
      ...product,
      prix: 1234.5,
      galerie_json: ['p/1/a.webp', 'p/1/b.webp', 'p/1/c.webp'],
      images_details: [
        ...product.images_details,
        { path: 'p/1/b.webp', alt: '', focal: { x: 50, y: 50 } },
        { path: 'p/1/c.webp', alt: '', focal: { x: 50, y: 50 } },
      ],
    };
    expect(nbsp(revisionSummary(product, next))).toBe(
      'Prix : 1 290,00 → 1 234,50 TND ; 2 images ajoutées',
    );
  });

  it('names the title, the category, going offline and a removed image', () => {
    const next = {
      ...product,
      titre: 'Fauteuil pliant',
      categorie_id: 4,
      est_actif: false,
      image: null,
      image_miniature: null,
      galerie_json: [],
      images_details: [],
    };
    const names = (id: number) => ({ 3: 'Mobilité', 4: 'Confort' })[id];
    expect(revisionSummary(product, next, { categoryName: names })).toBe(
      'Titre : « Fauteuil roulant » → « Fauteuil pliant » ; Catégorie : Mobilité → Confort ; retiré du site ; image principale changée ; 1 image retirée',
    );
  });

  it('a text by its name, never its content; markup alone as a layout change', () => {
    expect(revisionSummary(product, { ...product, description_html: '<p>Léger</p>' })).toBe(
      'Description modifiée',
    );
    expect(
      revisionSummary(product, { ...product, description_html: '<p><strong>Pliable</strong></p>' }),
    ).toBe('Mise en forme de la description modifiée');
  });

  it('alt texts, the order of the images, a price on request', () => {
    const alt = [{ ...product.images_details[0], alt: 'Fauteuil de face' }];
    expect(revisionSummary(product, { ...product, images_details: alt })).toBe(
      'Textes alternatifs ou points focaux modifiés',
    );
    const two = { ...product, galerie_json: ['p/1/a.webp', 'p/1/b.webp'] };
    expect(revisionSummary(two, { ...two, galerie_json: ['p/1/b.webp', 'p/1/a.webp'] })).toBe(
      'Ordre des images modifié',
    );
    expect(nbsp(revisionSummary(product, { ...product, prix: null }))).toBe(
      'Prix : 1 290,00 TND → sur demande',
    );
  });

  it('nothing changed, the oldest version, line breaks sent back as \\r\\n', () => {
    expect(revisionSummary(product, { ...product })).toBe(noChangeSummary);
    expect(revisionSummary(null, product)).toBe(oldestVersionSummary);
    const withBreaks = { ...product, description_courte: 'a\nb' };
    expect(revisionSummary(withBreaks, { ...withBreaks, description_courte: 'a\r\nb' })).toBe(
      noChangeSummary,
    );
  });

  it('an article: its status in words', () => {
    const article = { titre: 'A', statut: 'brouillon', contenu_html: '<p>x</p>' };
    expect(revisionSummary(article, { ...article, statut: 'publie' })).toBe(
      'Statut : Brouillon → Publié',
    );
  });
});

describe('alt texts saved for the first time', () => {
  it('an image without details reads as having none', () => {
    const before = { galerie_json: ['a.webp'], images_details: [] };
    const after = {
      galerie_json: ['a.webp'],
      images_details: [{ path: 'a.webp', alt: 'Lit', focal: { x: 50, y: 50 } }],
    };
    expect(revisionSummary(before, after)).toBe('Textes alternatifs ou points focaux modifiés');
    const centred = {
      ...after,
      images_details: [{ path: 'a.webp', alt: '', focal: { x: 50, y: 50 } }],
    };
    expect(revisionSummary(before, centred)).toBe(noChangeSummary);
  });
});

describe('restoring a version without alt texts', () => {
  it('says the alt texts change back', () => {
    const described = {
      galerie_json: ['a.webp'],
      images_details: [{ path: 'a.webp', alt: 'Lit', focal: { x: 50, y: 50 } }],
    };
    const bare = { galerie_json: ['a.webp'], images_details: [] };
    expect(revisionSummary(described, bare)).toBe('Textes alternatifs ou points focaux modifiés');
  });
});
