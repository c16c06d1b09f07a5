import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { site } from '#config';
import { categoryOptions, toAdminProductRow } from '#domain/admin-product-rows.ts';
import { AdminProductSearchSchema, nextProductSearch } from '#domain/admin-product-search.ts';
import { AdminProductQuerySchema } from '#domain/search-queries.schema.ts';
import { fakeCategory as category, fakeProduct } from './fakes/catalogue.ts';

const parse = (search: Record<string, unknown>) => AdminProductSearchSchema.parse(search);

describe('AdminProductSearchSchema (/dashboard/produits search params)', () => {
  it('defaults to no search, every category, page 1', () => {
    expect(parse({})).toEqual({ q: '', categoryId: undefined, page: 1 });
  });

  it('reads the URL text as typed values (docs/decisions/004)', () => {
    expect(parse({ q: '  fauteuil ', categoryId: '3', page: '2' })).toEqual({
      q: 'fauteuil',
      categoryId: 3,
      page: 2,
    });
    expect(parse({ q: 2024 }).q).toBe('2024');
  });

  it('falls back instead of failing on bad values', () => {
    expect(parse({ categoryId: '3,5', page: '0' })).toEqual({
      q: '',
      categoryId: undefined,
      page: 1,
    });
    expect(parse({ categoryId: 'ALL', page: 'deux' })).toMatchObject({ categoryId: undefined });
    expect(parse({ categoryId: '-4', page: '999999999' })).toMatchObject({
      categoryId: undefined,
      page: 1,
    });
    expect(parse({ q: 'x'.repeat(201) }).q).toBe('');
  });

  it('what the page sends is what the server function accepts', () => {
    const search = parse({ q: 'lit', categoryId: '7', page: '3' });
    expect(v.parse(AdminProductQuerySchema, search)).toEqual(search);
    expect(v.safeParse(AdminProductQuerySchema, { q: '', page: 0 }).success).toBe(false);
  });
});

describe('nextProductSearch (SPEC §4: a new search or category goes back to page 1)', () => {
  const current = { q: 'lit', categoryId: 3, page: 4 };

  it('resets the page when the search text or the category changes', () => {
    expect(nextProductSearch(current, { q: 'fauteuil' })).toEqual({
      q: 'fauteuil',
      categoryId: 3,
      page: 1,
    });
    expect(nextProductSearch(current, { categoryId: 5 })).toEqual({
      q: 'lit',
      categoryId: 5,
      page: 1,
    });
    expect(nextProductSearch(current, { categoryId: undefined })).toEqual({
      q: 'lit',
      categoryId: undefined,
      page: 1,
    });
  });

  it('keeps the requested page when only the page changes or nothing does', () => {
    expect(nextProductSearch(current, { page: 5 })).toEqual({ ...current, page: 5 });
    expect(nextProductSearch(current, { q: 'lit', categoryId: 3 })).toEqual(current);
  });
});

// The admin list's own product: a euro price and images under products/.
const product = (overrides: Parameters<typeof fakeProduct>[0] = {}) =>
  fakeProduct({
    titre: 'Lit médicalisé',
    reference: 'REF-000042',
    devise: 'EUR',
    image: 'products/lit.webp',
    image_miniature: 'products/lit-mini.webp',
    ...overrides,
  });

describe('toAdminProductRow', () => {
  const base = '/api/images';

  it('maps what the row shows: thumbnail URL, category path, price label, status', () => {
    expect(toAdminProductRow(product(), base)).toEqual({
      id: 42,
      titre: 'Lit médicalisé',
      reference: 'REF-000042',
      category: 'Maintien à domicile › Lits',
      price: '1\u202f250,50 €',
      thumbnail: '/api/images/products/lit-mini.webp',
      active: true,
    });
  });

  it('falls back: main image, then the default logo; dashes for what is missing', () => {
    const row = toAdminProductRow(
      product({
        image_miniature: ' ',
        reference: null,
        sous_categorie_nom: null,
        prix: null,
        est_actif: false,
      }),
      base,
    );
    expect(row).toMatchObject({
      thumbnail: '/api/images/products/lit.webp',
      reference: '—',
      category: 'Maintien à domicile',
      price: '—',
      active: false,
    });
    const bare = toAdminProductRow(
      product({
        image: null,
        image_miniature: null,
        categorie_nom: null,
        sous_categorie_nom: null,
      }),
      base,
    );
    expect(bare.thumbnail).toBe(site.logo);
    expect(bare.category).toBe('—');
  });
});

describe('categoryOptions (the category filter)', () => {
  it('lists each top-level category followed by its sub-categories, prefixed by the parent', () => {
    const options = categoryOptions([
      category(1, 'Mobilité'),
      category(2, 'Confort'),
      category(3, 'Fauteuils', { parent_id: 1 }),
      category(4, 'Coussins', { parent_id: 2 }),
      category(5, 'Cannes', { parent_id: 1 }),
    ]);
    expect(options).toEqual([
      { id: 1, label: 'Mobilité' },
      { id: 3, label: 'Mobilité › Fauteuils' },
      { id: 5, label: 'Mobilité › Cannes' },
      { id: 2, label: 'Confort' },
      { id: 4, label: 'Confort › Coussins' },
    ]);
  });

  it('names hidden categories, and keeps a sub-category whose parent was not loaded', () => {
    const options = categoryOptions([
      category(1, 'Archives', { est_active: false }),
      category(9, 'Orpheline', { parent_id: 99 }),
    ]);
    expect(options).toEqual([
      { id: 1, label: 'Archives (hors ligne)' },
      { id: 9, label: 'Orpheline' },
    ]);
  });
});
