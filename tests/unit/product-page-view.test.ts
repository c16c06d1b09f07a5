import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from '#domain/entities.schema.ts';
import { categoryPath, priceOnRequest, toProductPageView } from '#domain/product-page-view.ts';
import { sitemapPart } from '#domain/sitemap-search.ts';

const categories = [
  { id: 1, nom: 'Mobilité', slug: 'mobilite', position: 0, est_active: true, parent_id: null },
  {
    id: 5,
    nom: 'Fauteuils roulants',
    slug: 'fauteuils',
    position: 0,
    est_active: true,
    parent_id: 1,
  },
];
const product = (fields: Record<string, unknown> = {}) =>
  v.parse(ProductSchema, {
    id: 9,
    titre: 'Fauteuil roulant pliant',
    slug: 'fauteuil-roulant-pliant',
    categorie_id: 5,
    prix: 890,
    devise: 'TND',
    image: 'products/main.jpg',
    galerie_json: ['products/main.jpg', 'products/side.jpg'],
    images_details: [{ path: 'products/side.jpg', alt: 'Vu de côté', focal: { x: 20, y: 80 } }],
    ...fields,
  });
const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('categoryPath', () => {
  it('gives the parent then the category, and nothing for an unknown one', () => {
    expect(categoryPath(categories, 5)).toEqual([
      { id: 1, nom: 'Mobilité' },
      { id: 5, nom: 'Fauteuils roulants' },
    ]);
    expect(categoryPath(categories, 1)).toEqual([{ id: 1, nom: 'Mobilité' }]);
    expect(categoryPath(categories, 42)).toEqual([]);
    expect(categoryPath(categories, null)).toEqual([]);
  });
});

describe('toProductPageView (issue 37 §1)', () => {
  it('shows every photo once, main first, with its alt text and focal point', () => {
    const view = toProductPageView(product(), categories, '/images', sanitize);
    expect(view.photos.map((photo) => photo.src)).toEqual([
      '/images/products/main.jpg',
      '/images/products/side.jpg',
    ]);
    expect(view.photos[0]?.alt).toBe('Fauteuil roulant pliant');
    expect(view.photos[1]).toMatchObject({ alt: 'Vu de côté', position: '20% 80%' });
    expect(view.priceLabel).toMatch(/^890,00\sTND$/);
    expect(view.price).toBe(890);
  });

  it('says « Prix sur demande » without a price', () => {
    const view = toProductPageView(product({ prix: null }), categories, '/images', sanitize);
    expect(view.priceLabel).toBe(priceOnRequest);
    expect(view.price).toBeNull();
  });

  it('keeps sanitised rich text, else the plain description', () => {
    const rich = toProductPageView(
      product({ description_html: '<p>Léger<script>x()</script></p>' }),
      categories,
      '/images',
      sanitize,
    );
    expect(rich.descriptionHtml).toBe('<p>Léger</p>');
    const plain = toProductPageView(
      product({ description_html: '<p> </p>', description: 'Pliable en un geste.' }),
      categories,
      '/images',
      sanitize,
    );
    expect(plain.descriptionHtml).toBeNull();
    expect(plain.descriptionText).toBe('Pliable en un geste.');
  });

  it('describes the page by its SEO description, else its short one, else nothing', () => {
    const seo = product({ seo_description: 'SEO', description_courte: 'Courte' });
    expect(toProductPageView(seo, [], '/images', sanitize).metaDescription).toBe('SEO');
    const short = product({ description_courte: 'Courte' });
    expect(toProductPageView(short, [], '/images', sanitize).metaDescription).toBe('Courte');
    expect(toProductPageView(product(), [], '/images', sanitize).metaDescription).toBeNull();
  });
});

describe('sitemapPart', () => {
  it('reads the parts of a sitemap index, anything else being the sitemap itself', () => {
    expect(sitemapPart(undefined)).toEqual({ kind: 'all' });
    expect(sitemapPart('pages')).toEqual({ kind: 'pages' });
    expect(sitemapPart('produits-3')).toEqual({ kind: 'products', part: 3 });
    expect(sitemapPart('produits-0')).toEqual({ kind: 'all' });
  });
});
