import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/entities.schema.ts';
import {
  buildCatalogueSections,
  catalogueImageUrls,
  tocEntries,
} from '#server/catalogue-pdf/catalogue-sections.ts';
import {
  cleanText,
  excerpt,
  formatEditionDate,
  productCountLabel,
} from '#server/catalogue-pdf/pdf-text.ts';
import { paginateToc } from '#server/catalogue-pdf/render-toc.ts';
import { fakeCategory as category, bareProduct as product } from './fakes/catalogue.ts';

const base = 'http://localhost:3000/api/images';

const categories = [
  category(1, 'Mobilité', { position: 2 }),
  category(2, 'Confort', { position: 0 }),
  category(3, 'Incontinence', { position: 1 }),
  category(10, 'Fauteuils roulants', { parent_id: 1, position: 1 }),
  category(11, 'Cannes', { parent_id: 1, position: 0 }),
  category(12, 'Vide', { parent_id: 1, position: 2 }),
  category(20, 'Orthopédie', { est_active: false }),
  category(21, 'Attelles', { parent_id: 20 }),
];

describe('buildCatalogueSections', () => {
  const products = [
    product(1, 'Fauteuil pliant', 10),
    product(2, 'Canne anglaise', 11),
    product(3, 'Déambulateur', 1),
    product(4, 'Coussin', 2),
    product(5, 'attelle de poignet', 21),
    product(6, 'Produit retiré', 2, { est_actif: false }),
    product(7, 'Sans catégorie', null),
    product(8, 'Catégorie inconnue', 999),
    product(9, 'Écharpe', 1),
  ];
  const sections = buildCatalogueSections(categories, products, base);

  it('makes one section per active top-level category with products, in position order', () => {
    // "Incontinence" has no product: no empty chapter. Orthopédie is hidden.
    expect(sections.map((section) => section.title)).toEqual([
      'Confort',
      'Mobilité',
      'Autres produits',
    ]);
  });

  it('lists a category’s own products, then its sub-categories that have products', () => {
    const mobility = sections[1];
    expect(mobility?.items.map((item) => item.name)).toEqual(['Déambulateur', 'Écharpe']);
    expect(
      mobility?.groups.map((group) => [group.title, group.items.map((item) => item.name)]),
    ).toEqual([
      ['Cannes', ['Canne anglaise']],
      ['Fauteuils roulants', ['Fauteuil pliant']],
    ]);
    expect(mobility?.productCount).toBe(4);
  });

  it('drops inactive products and those under a hidden parent; keeps unknown categories apart', () => {
    const names = sections
      .flatMap((section) => [...section.items, ...section.groups.flatMap((group) => group.items)])
      .map((item) => item.name);
    expect(names).not.toContain('Produit retiré');
    expect(names).not.toContain('attelle de poignet');
    expect(sections.at(-1)?.items.map((item) => item.name)).toEqual([
      'Catégorie inconnue',
      'Sans catégorie',
    ]);
  });

  it('gives every heading a distinct destination key', () => {
    const keys = tocEntries(sections).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sorts names the French way (accents and case do not push a name to the end)', () => {
    const sorted = buildCatalogueSections(
      [category(1, 'A')],
      [
        product(1, 'zinc', 1),
        product(2, 'Étui', 1),
        product(3, 'ampoule', 1),
        product(4, 'Lot 10', 1),
        product(5, 'Lot 9', 1),
      ],
      base,
    );
    expect(sorted[0]?.items.map((item) => item.name)).toEqual([
      'ampoule',
      'Étui',
      'Lot 9',
      'Lot 10',
      'zinc',
    ]);
  });
});

describe('catalogue items (SPEC §3 display form)', () => {
  const itemOf = (extra: Partial<Product>) =>
    buildCatalogueSections([category(1, 'A')], [product(1, 'Lit', 1, extra)], base)[0]?.items[0];

  it('prints the price label, "—" without a price', () => {
    expect(itemOf({ prix: 1250.5, devise: 'TND' })?.priceLabel).toBe('1\u202f250,50 TND');
    expect(itemOf({ prix: null })?.priceLabel).toBe('—');
  });

  it('takes the short description, else the SEO one, else the HTML as text, cut to a few lines', () => {
    expect(itemOf({ description_courte: ' Court ', seo_description: 'SEO' })?.description).toBe(
      'Court',
    );
    expect(itemOf({ seo_description: 'SEO' })?.description).toBe('SEO');
    expect(
      itemOf({ description_html: '<p>Lit&nbsp;<strong>électrique</strong></p>' })?.description,
    ).toBe('Lit électrique');
    const long = itemOf({ description_courte: 'mot '.repeat(200) })?.description ?? '';
    expect(long.length).toBeLessThanOrEqual(240);
    expect(long.endsWith('mot…')).toBe(true);
  });

  it('reads the main image under the images base only', () => {
    expect(itemOf({ image_miniature: 'products/2026/01/a b.webp' })?.imageUrl).toBe(
      `${base}/products/2026/01/a%20b.webp`,
    );
    expect(itemOf({ image: 'products/x.webp' })?.imageUrl).toBe(`${base}/products/x.webp`);
    expect(itemOf({ image: 'https://cdn.example.com/x.jpg' })?.imageUrl).toBeNull();
    expect(itemOf({})?.imageUrl).toBeNull();
  });

  it('lists each image once', () => {
    const sections = buildCatalogueSections(
      [category(1, 'A')],
      [
        product(1, 'a', 1, { image: 'x.webp' }),
        product(2, 'b', 1, { image: 'x.webp' }),
        product(3, 'c', 1),
      ],
      base,
    );
    expect(catalogueImageUrls(sections)).toEqual([`${base}/x.webp`]);
  });
});

describe('table of contents', () => {
  it('has each section then its sub-categories, with their product counts', () => {
    const sections = buildCatalogueSections(
      categories,
      [product(1, 'a', 10), product(2, 'b', 10), product(3, 'c', 2)],
      base,
    );
    expect(tocEntries(sections)).toEqual([
      { key: 'categorie-2', title: 'Confort', level: 0, productCount: 1 },
      { key: 'categorie-1', title: 'Mobilité', level: 0, productCount: 2 },
      { key: 'sous-categorie-10', title: 'Fauteuils roulants', level: 1, productCount: 2 },
    ]);
  });

  it('goes on over more pages when the entries do not fit on one', () => {
    const entries = Array.from({ length: 80 }, (_, index) => ({
      key: `k${index}`,
      title: `Catégorie ${index}`,
      level: (index % 4 === 0 ? 0 : 1) as 0 | 1,
      productCount: 1,
    }));
    const pages = paginateToc(entries);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(entries);
    expect(paginateToc([])).toEqual([[]]);
    expect(paginateToc(entries.slice(0, 5))).toHaveLength(1);
  });
});

describe('text helpers', () => {
  it('cleans control characters and whitespace', () => {
    expect(cleanText(' Lit\u0000 médicalisé\n\t électrique\u200b ')).toBe(
      'Lit médicalisé électrique',
    );
    expect(cleanText(null)).toBe('');
  });

  it('cuts at a word boundary', () => {
    expect(excerpt('court', 10)).toBe('court');
    expect(excerpt('Matelas anti-escarres, à air', 24)).toBe('Matelas anti-escarres…');
  });

  it('dates the edition in French, in Tunisia’s time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Tunis (UTC+1).
    const date = new Date('2026-12-31T23:30:00Z');
    expect(formatEditionDate(date)).toBe('1 janvier 2027');
  });

  it('counts products in French', () => {
    expect(productCountLabel(1)).toBe('1 produit');
    expect(productCountLabel(12)).toBe('12 produits');
  });
});
