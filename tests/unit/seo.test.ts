import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageHead } from '#app/lib/seo.ts';

describe('pageHead', () => {
  it('suffixes the title with the site name and builds absolute canonical and share URLs', () => {
    const head = pageHead({
      title: 'Nos produits',
      description: 'Catalogue',
      siteUrl: 'https://www.example.tn',
      path: '/produits',
    });
    expect(head.meta).toContainEqual({ title: 'Nos produits | MédiConfort Tunisie' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Catalogue' });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://www.example.tn/produits' }]);
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.example.tn/images/share-default.png',
    });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('uses the bare site name on the home page and keeps absolute images as they are', () => {
    const head = pageHead({
      description: 'Accueil',
      siteUrl: 'http://localhost:3000',
      path: '/',
      image: 'https://cdn.example.tn/a.png',
      type: 'article',
    });
    expect(head.meta).toContainEqual({ title: 'MédiConfort Tunisie' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example.tn/a.png',
    });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
  });
});

describe('absoluteUrl', () => {
  it('joins a base with or without trailing slash', () => {
    expect(absoluteUrl('https://a.tn/', '/x')).toBe('https://a.tn/x');
    expect(absoluteUrl('https://a.tn', 'y/z')).toBe('https://a.tn/y/z');
  });
});
