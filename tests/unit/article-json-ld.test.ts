import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  type JsonLdArticle,
  jsonLdScript,
} from '#app/lib/article-json-ld.ts';

const siteUrl = 'https://www.example.tn';
const article: JsonLdArticle = {
  titre: 'Bien choisir son fauteuil',
  slug: 'bien-choisir-son-fauteuil',
  author: 'Dr Ben Ali',
  shareImage: '/uploads/fauteuil.jpg',
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  modifiedAt: '2026-11-21T10:00:00.000Z',
};

describe('articleJsonLd', () => {
  it('describes the article with absolute URLs', () => {
    expect(articleJsonLd({ siteUrl, article, siteName: 'MédiConfort Tunisie' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Bien choisir son fauteuil',
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Dr Ben Ali' },
      image: ['https://www.example.tn/uploads/fauteuil.jpg'],
      mainEntityOfPage: 'https://www.example.tn/articles/bien-choisir-son-fauteuil',
      publisher: {
        '@type': 'Organization',
        name: 'MédiConfort Tunisie',
        logo: { '@type': 'ImageObject', url: 'https://www.example.tn/images/logo.svg' },
      },
    });
  });

  it('omits the author when unknown and falls back to the default share image', () => {
    const data = articleJsonLd({
      siteUrl,
      article: { ...article, author: null, shareImage: null, publishedAt: null, modifiedAt: null },
    });
    expect(data).not.toHaveProperty('author');
    expect(data.image).toEqual(['https://www.example.tn/images/share-default.png']);
    expect(data.datePublished).toBe('2026-11-19T10:00:00.000Z');
    expect(data.dateModified).toBe('2026-11-19T10:00:00.000Z');
  });

  it('keeps an absolute share image as is', () => {
    const data = articleJsonLd({
      siteUrl,
      article: { ...article, shareImage: 'https://cdn.example.com/a.jpg' },
    });
    expect(data.image).toEqual(['https://cdn.example.com/a.jpg']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists Accueil, Actualités and the article', () => {
    const data = breadcrumbJsonLd(siteUrl, 'Titre', '/articles/titre');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.example.tn/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Actualités',
        item: 'https://www.example.tn/actualites',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Titre',
        item: 'https://www.example.tn/articles/titre',
      },
    ]);
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element and still parses back', () => {
    const data = { headline: '</script><script>alert(1)</script>' };
    const text = jsonLdScript(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
