import { describe, expect, it } from 'vitest';
import { pageKey } from '#server/page-cache/page-key.ts';

const keyOf = (target: string) => {
  const key = pageKey(target);
  if (key.kind === 'page') return key.key;
  if (key.kind === 'redirect') return key.location;
  return undefined;
};

describe('pageKey', () => {
  it('keeps canonical public URLs as their own key', () => {
    for (const target of [
      '/',
      '/produits',
      '/produits?categoryId=3%2C5&sort=price-asc&page=2',
      '/produits?q=fauteuil+roulant',
      '/produits?produit=12',
      '/actualites',
      '/actualites?page=2',
      '/articles/le-fauteuil-roulant',
      '/produits/lit-medicalise-electrique',
      '/sitemap.xml',
      '/sitemap.xml?partie=pages',
      '/sitemap.xml?partie=produits-2',
      '/actualites/rss.xml',
      '/catalogue.pdf',
      '/catalogue.pdf?download=1',
      '/mentions-legales',
    ]) {
      expect(pageKey(target)).toEqual({ kind: 'page', key: target });
    }
  });

  it('folds equivalent spellings of /produits onto one key', () => {
    const canonical = '/produits?categoryId=3%2C5&sort=price-asc&page=2';
    for (const target of [
      '/produits?categoryId=5,3,3&sort=price-asc&page=2',
      '/produits?page=2&sort=price-asc&categoryId=3,5',
      '/produits?categoryId=%203,5%20&sort=price-asc&page=02',
    ]) {
      expect(pageKey(target)).toEqual({ kind: 'redirect', location: canonical });
    }
  });

  it('sends case variants of public paths to the canonical page, slugs untouched', () => {
    expect(pageKey('/PRODUITS')).toEqual({ kind: 'redirect', location: '/produits' });
    expect(pageKey('/Produits?Q=x&sort=price-asc')).toEqual({
      kind: 'redirect',
      location: '/produits?sort=price-asc',
    });
    expect(pageKey('/CONTACT')).toEqual({ kind: 'redirect', location: '/contact' });
    expect(pageKey('/ARTICLES/mon-article')).toEqual({
      kind: 'redirect',
      location: '/articles/mon-article',
    });
    expect(pageKey('/Produits/Lit-Medicalise')).toEqual({
      kind: 'redirect',
      location: '/produits/Lit-Medicalise',
    });
    expect(pageKey('/DASHBOARD')).toEqual({ kind: 'pass' });
  });

  it('folds a product page query away and an unknown sitemap part onto the sitemap (issue 37)', () => {
    expect(keyOf('/produits/lit-medicalise?utm_source=facebook')).toBe('/produits/lit-medicalise');
    expect(keyOf('/sitemap.xml?partie=rien')).toBe('/sitemap.xml');
    expect(keyOf('/sitemap.xml?partie=produits-0')).toBe('/sitemap.xml');
    expect(keyOf('/sitemap.xml?x=1&partie=pages')).toBe('/sitemap.xml?partie=pages');
  });

  it('drops defaults and folds invalid values to their fallback', () => {
    expect(keyOf('/produits?sort=name&page=1&q=')).toBe('/produits');
    expect(keyOf('/produits?sort=cheapest&page=-4')).toBe('/produits');
    expect(keyOf('/produits?page=abc&categoryId=drop-table')).toBe('/produits');
    expect(keyOf('/produits?categoryId=all')).toBe('/produits?categoryId=ALL');
    expect(keyOf('/produits?q=%20%20fauteuil%20')).toBe('/produits?q=fauteuil');
    // A search is by relevance unless sorted otherwise: "Nom A-Z" chosen while searching stays.
    expect(keyOf('/produits?q=fauteuil&sort=relevance')).toBe('/produits?q=fauteuil');
    expect(keyOf('/produits?sort=relevance')).toBe('/produits');
    expect(keyOf('/produits?q=fauteuil&sort=name')).toBe('/produits?sort=name&q=fauteuil');
    expect(keyOf('/actualites?page=1&categorie=toutes')).toBe('/actualites');
    expect(keyOf('/actualites?categorie=sport&page=3')).toBe('/actualites?page=3');
    expect(keyOf('/catalogue.pdf?download=true&x=1')).toBe('/catalogue.pdf?download=1');
    expect(keyOf('/catalogue.pdf?download=0')).toBe('/catalogue.pdf');
  });

  it('folds a flood of junk params into a few keys', () => {
    const keys = new Set<string | undefined>();
    for (let i = 0; i < 500; i++) {
      keys.add(keyOf(`/produits?junk${i}=${i}&sort=rating`));
      keys.add(keyOf(`/?v=${i}`));
      keys.add(keyOf(`/articles/mon-article?ref=${i}`));
    }
    expect([...keys].sort()).toEqual(['/', '/articles/mon-article', '/produits?sort=rating']);
  });

  it('does not parse an oversized query string', () => {
    expect(keyOf(`/produits?q=${'a'.repeat(5_000)}`)).toBe('/produits');
  });

  it('leaves private and unknown paths alone', () => {
    for (const target of [
      '/dashboard',
      '/dashboard/produits?page=2',
      '/login',
      '/api/crud/products',
      '/api/health',
      '/_serverFn/abc',
      '/uploads/articles',
      '/assets/index-abc.js',
      '/produits/',
      '/articles/',
      '/articles/a/b',
      '/produits/a/b',
      `/produits/${'a'.repeat(201)}`,
      '/inconnu',
    ]) {
      expect(pageKey(target)).toEqual({ kind: 'pass' });
    }
  });
});

describe('pageKey and campaign tags (issue 38)', () => {
  it('serves a canonical page with UTM tags from its entry, without a redirect', () => {
    expect(pageKey('/?utm_source=newsletter&utm_medium=email&utm_campaign=printemps')).toEqual({
      kind: 'page',
      key: '/',
    });
    expect(pageKey('/produits?q=lit&utm_source=facebook')).toEqual({
      kind: 'page',
      key: '/produits?q=lit',
    });
    expect(pageKey('/articles/le-fauteuil-roulant?utm_campaign=ete')).toEqual({
      kind: 'page',
      key: '/articles/le-fauteuil-roulant',
    });
  });

  it('still redirects a page spelled otherwise, tags or not', () => {
    expect(pageKey('/CONTACT?utm_source=x')).toEqual({ kind: 'redirect', location: '/contact' });
    expect(pageKey('/produits?page=1&utm_source=x')).toEqual({
      kind: 'redirect',
      location: '/produits',
    });
    expect(pageKey('/?other=1&utm_source=x')).toEqual({ kind: 'redirect', location: '/' });
  });
});
