import { describe, expect, it } from 'vitest';
import { emptyArticleFields } from '#app/lib/article-form.ts';
import {
  copiedArticleFields,
  copiedProductFields,
  copiedProductImages,
  copyTitle,
} from '#domain/duplicate.rules.ts';

describe('copyTitle', () => {
  it('prefixes "Copie de"', () => {
    expect(copyTitle('  Lit médicalisé ')).toBe('Copie de Lit médicalisé');
  });

  it('stays within the 200-character title limit', () => {
    const title = copyTitle('é'.repeat(200));
    expect(Array.from(title)).toHaveLength(200);
    expect(title.startsWith('Copie de éé')).toBe(true);
  });
});

describe('copiedArticleFields', () => {
  it('is a draft with a new title and slug, and the same body and images', () => {
    const source = {
      ...emptyArticleFields(),
      titre: 'Bien choisir son fauteuil',
      slug: 'bien-choisir-son-fauteuil',
      contenu_html: '<p>Texte</p>',
      statut: 'publie' as const,
      publie_le: '2026-11-01T10:00:00.000Z',
      image_miniature: 'articles/a.webp',
      galerie_json: ['articles/b.webp'],
    };
    expect(copiedArticleFields(source)).toEqual({
      ...source,
      titre: 'Copie de Bien choisir son fauteuil',
      slug: 'copie-de-bien-choisir-son-fauteuil',
      statut: 'brouillon',
      publie_le: null,
    });
  });
});

describe('copiedProductImages', () => {
  it('puts the main image first, each path once', () => {
    expect(copiedProductImages('products/b.webp', ['products/a.webp', 'products/b.webp'])).toEqual([
      'products/b.webp',
      'products/a.webp',
    ]);
  });

  it('keeps only stored paths (a URL or an absolute path cannot be shared)', () => {
    expect(
      copiedProductImages(null, [
        'https://example.com/x.webp',
        '/images/logo.svg',
        'products/c.webp',
      ]),
    ).toEqual(['products/c.webp']);
  });
});

describe('copiedProductFields', () => {
  it('copies category, price, description and online flag; leaves the reference empty', () => {
    expect(
      copiedProductFields({
        titre: 'Lit',
        categorie_id: 4,
        prix: 1250.5,
        description_html: '<p>Un <strong>lit</strong></p>',
        description_courte: 'Lit à hauteur variable.',
        seo_description: null,
        est_actif: false,
        caracteristiques: [{ valeur: '170 kg', libelle: 'Charge maximale' }],
        location: {
          unites: 4,
          prix_jour: 25,
          prix_semaine: 140,
          prix_mois: null,
          caution: 1234.5,
          duree_min_jours: 7,
          jours_tampon: 1,
          boutiques: ['lafayette'],
          frais_livraison: 0,
        },
      }),
    ).toEqual({
      titre: 'Copie de Lit',
      categorie_id: '4',
      // In French, as the form shows every price (issue 36 §2).
      prix: '1 250,50',
      reference: '',
      description: '<p>Un <strong>lit</strong></p>',
      description_courte: 'Lit à hauteur variable.',
      seo_description: '',
      est_actif: false,
      caracteristiques: [{ libelle: 'Charge maximale', valeur: '170 kg' }],
      // Issue 39: the rental terms too, typed the French way.
      location: {
        loue: true,
        unites: '4',
        prix_jour: '25',
        prix_semaine: '140',
        prix_mois: '',
        caution: '1 234,500',
        duree_min_jours: '7',
        jours_tampon: '1',
        boutiques: ['lafayette'],
        frais_livraison: '0',
      },
    });
  });

  it('leaves price and category empty when the product has none', () => {
    const fields = copiedProductFields({
      titre: 'Sur devis',
      categorie_id: null,
      prix: null,
      description_html: null,
      est_actif: true,
    });
    expect(fields).toMatchObject({ categorie_id: '', prix: '', description: '' });
    expect(fields.location.loue).toBe(false);
  });
});
