import { describe, expect, it } from 'vitest';
import {
  normalizeSlug,
  removeAccents,
  slugifyArticle,
  slugifyCategory,
  slugifyProduct,
} from '#domain/slugify.ts';

describe('slug rules of SPEC §5', () => {
  it('category: accents removed, letters/digits/spaces/hyphens kept, spaces to hyphens, lower-case', () => {
    expect(slugifyCategory('  Soins à domicile  ')).toBe('soins-a-domicile');
    expect(slugifyCategory("Matériel d'hôpital & co")).toBe('materiel-dhopital-co');
    expect(slugifyCategory('Lits - médicalisés')).toBe('lits---medicalises');
  });

  it('product: non-alphanumerics removed (hyphens too), spaces to hyphens, lower-case', () => {
    expect(slugifyProduct('Lit médicalisé électrique 3-fonctions')).toBe(
      'lit-medicalise-electrique-3fonctions',
    );
    expect(slugifyProduct('Concentrateur d’oxygène 5 L/min')).toBe('concentrateur-doxygene-5-lmin');
  });

  it('article: repeated hyphens collapsed', () => {
    expect(slugifyArticle('Bien choisir son fauteuil -- roulant !')).toBe(
      'bien-choisir-son-fauteuil-roulant',
    );
    expect(slugifyArticle('Œdème et bas de contention')).toBe('oedeme-et-bas-de-contention');
  });

  it('normalizes stored slugs: no leading or trailing hyphen, bounded length', () => {
    expect(normalizeSlug('--Mon Slug--')).toBe('mon-slug');
    expect(normalizeSlug('!!!')).toBe('');
    expect(normalizeSlug('a'.repeat(300))).toHaveLength(120);
  });

  it('removes accents like PostgreSQL unaccent', () => {
    expect(removeAccents('Éléphant cœur ça')).toBe('Elephant coeur ca');
  });
});
