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
    expect(head.meta.some((tag) => 'property' in tag && tag.property === 'og:image:alt')).toBe(
      false,
    );
  });

  it('describes the share image with its alt text (issue 24)', () => {
    const head = pageHead({
      description: 'Article',
      siteUrl: 'https://www.example.tn',
      path: '/articles/lit',
      image: '/api/images/articles/lit.webp',
      imageAlt: 'Lit médicalisé en position assise',
    });
    expect(head.meta).toContainEqual({
      property: 'og:image:alt',
      content: 'Lit médicalisé en position assise',
    });
  });
});

describe('absoluteUrl', () => {
  it('joins a base with or without trailing slash', () => {
    expect(absoluteUrl('https://a.tn/', '/x')).toBe('https://a.tn/x');
    expect(absoluteUrl('https://a.tn', 'y/z')).toBe('https://a.tn/y/z');
  });
});
