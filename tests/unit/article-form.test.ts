import { describe, expect, it } from 'vitest';
import {
  emptyArticleFields,
  fieldsForSave,
  isDirty,
  nextSlug,
  type SlugState,
  seoCounterLabel,
} from '#app/lib/article-form.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';

const fresh: SlugState = { slug: '', lastGeneratedSlug: '' };
const typeTitle = (state: SlugState, ...titles: string[]) =>
  titles.reduce((current, title) => nextSlug(current, title), state);

describe('nextSlug (SPEC §5 article slug rule)', () => {
  it.each([
    ["Lit médicalisé : guide d'achat", 'lit-medicalise-guide-dachat'],
    ['Soins d’hygiène', 'soins-dhygiene'],
    ['Œuvre  de  santé', 'oeuvre-de-sante'],
    ['Aide-soignant - à domicile', 'aide-soignant-a-domicile'],
    ['  Été 2026  ', 'ete-2026'],
  ])('%j → %s', (title, slug) => {
    expect(nextSlug(fresh, title)).toEqual({ slug, lastGeneratedSlug: slug });
  });

  it('follows the title letter by letter while the slug is the generated one', () => {
    expect(typeTitle(fresh, 'L', 'Li', 'Lit', 'Lit é').slug).toBe('lit-e');
  });

  it('keeps a slug the editor typed, whatever the title becomes', () => {
    const typed = { ...typeTitle(fresh, 'Lit'), slug: 'mon-slug' };
    expect(typeTitle(typed, 'Lit médicalisé', 'Lit médicalisé électrique')).toEqual({
      slug: 'mon-slug',
      lastGeneratedSlug: 'lit',
    });
  });

  it('follows again once the slug is cleared', () => {
    const typed = { ...typeTitle(fresh, 'Lit'), slug: 'mon-slug' };
    const cleared = { ...typed, slug: '' };
    expect(nextSlug(cleared, 'Lit pliant').slug).toBe('lit-pliant');
    expect(nextSlug(nextSlug(cleared, 'Lit pliant'), 'Lit pliant bois').slug).toBe(
      'lit-pliant-bois',
    );
  });

  it('follows when the slug typed equals the last generated one', () => {
    const retyped = { slug: 'lit', lastGeneratedSlug: 'lit' };
    expect(nextSlug(retyped, 'Lit bas').slug).toBe('lit-bas');
  });

  it("never regenerates an existing article's slug (nothing generated yet)", () => {
    const existing = { slug: 'bien-choisir-son-lit', lastGeneratedSlug: '' };
    expect(nextSlug(existing, 'Autre titre')).toBe(existing);
  });
});

const filled: ArticleFields = {
  ...emptyArticleFields(),
  titre: '  Bien choisir son lit ',
  slug: ' bien-choisir-son-lit ',
  nom_auteur: '  ',
  extrait: '',
  contenu_html: '<p>Texte</p>',
  seo_titre: ' Lits médicalisés ',
};

describe('emptyArticleFields', () => {
  it('is a blank draft: empty texts, a brouillon without images, every optional field null', () => {
    const { titre, slug, contenu_html, statut, galerie_json, ...optional } = emptyArticleFields();
    expect({ titre, slug, contenu_html, statut, galerie_json }).toEqual({
      titre: '',
      slug: '',
      contenu_html: '',
      statut: 'brouillon',
      galerie_json: [],
    });
    expect(optional).toEqual({
      nom_auteur: null,
      extrait: null,
      publie_le: null,
      seo_titre: null,
      seo_description: null,
      image_miniature: null,
    });
    expect(emptyArticleFields().galerie_json).not.toBe(emptyArticleFields().galerie_json);
  });
});

describe('fieldsForSave', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('trims titre and slug, turns blank optional texts into null', () => {
    expect(fieldsForSave(filled, now)).toMatchObject({
      titre: 'Bien choisir son lit',
      slug: 'bien-choisir-son-lit',
      nom_auteur: null,
      extrait: null,
      seo_titre: 'Lits médicalisés',
      seo_description: null,
      contenu_html: '<p>Texte</p>',
      publie_le: null,
    });
  });

  it('dates a publication saved without a date, keeps an existing date (SPEC §4)', () => {
    expect(fieldsForSave({ ...filled, statut: 'publie' }, now).publie_le).toBe(now.toISOString());
    const dated = { ...filled, statut: 'publie' as const, publie_le: '2025-01-01T00:00:00.000Z' };
    expect(fieldsForSave(dated, now).publie_le).toBe('2025-01-01T00:00:00.000Z');
  });
});

describe('isDirty', () => {
  const initial = fieldsForSave(filled, new Date());

  it('is clean when nothing changed, even with blank texts held as ""', () => {
    expect(isDirty(initial, { ...initial }, 0)).toBe(false);
    expect(isDirty(initial, { ...initial, extrait: '', titre: `${initial.titre} ` }, 0)).toBe(
      false,
    );
  });

  it('is dirty when a field, the gallery or the pending images change', () => {
    expect(isDirty(initial, { ...initial, contenu_html: '<p>Autre</p>' }, 0)).toBe(true);
    expect(isDirty(initial, { ...initial, galerie_json: ['articles/a.webp'] }, 0)).toBe(true);
    expect(isDirty(initial, { ...initial, statut: 'publie' }, 0)).toBe(true);
    expect(isDirty(initial, initial, 2)).toBe(true);
  });
});

describe('seoCounterLabel (SPEC §2, §9)', () => {
  it('counts characters against 300', () => {
    expect(seoCounterLabel('')).toBe('0/300 caractères');
    expect(seoCounterLabel('Lit médicalisé')).toBe('14/300 caractères');
    expect(seoCounterLabel('x'.repeat(320))).toBe('320/300 caractères');
  });
});
