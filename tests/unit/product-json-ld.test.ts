import { describe, expect, it } from 'vitest';
import {
  type JsonLdProduct,
  productBreadcrumbJsonLd,
  productHeadData,
  productJsonLd,
} from '#app/lib/product-json-ld.ts';

const siteUrl = 'https://www.mediconfort.tn/';
const product: JsonLdProduct = {
  name: 'Lit médicalisé électrique',
  slug: 'lit-medicalise-electrique',
  reference: 'REF-000123',
  description: 'Trois fonctions, hauteur variable.',
  images: ['/images/products/lit.jpg', 'https://cdn.example.tn/lit-2.jpg'],
  price: 2450.5,
  currency: 'TND',
  categories: [
    { id: 2, nom: 'Maintien à domicile' },
    { id: 7, nom: 'Lits médicalisés' },
  ],
  available: true,
  characteristics: [],
};

describe('productJsonLd (issue 37 §1)', () => {
  it('describes a priced product as a schema.org Product with an Offer in its currency', () => {
    expect(productJsonLd(siteUrl, product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lit médicalisé électrique',
      url: 'https://www.mediconfort.tn/produits/lit-medicalise-electrique',
      image: [
        'https://www.mediconfort.tn/images/products/lit.jpg',
        'https://cdn.example.tn/lit-2.jpg',
      ],
      description: 'Trois fonctions, hauteur variable.',
      sku: 'REF-000123',
      brand: {
        '@type': 'Organization',
        name: 'MédiConfort Tunisie',
        url: 'https://www.mediconfort.tn/',
      },
      category: 'Maintien à domicile > Lits médicalisés',
      offers: {
        '@type': 'Offer',
        url: 'https://www.mediconfort.tn/produits/lit-medicalise-electrique',
        price: '2450.50',
        priceCurrency: 'TND',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: {
          '@type': 'Organization',
          name: 'MédiConfort Tunisie',
          url: 'https://www.mediconfort.tn/',
        },
      },
    });
  });

  it('gives its characteristics as PropertyValues, in their order (issue 37 §2)', () => {
    const rows = [
      { libelle: 'Charge maximale', valeur: '135 kg' },
      { libelle: "Largeur d'assise", valeur: '46 cm' },
    ];
    expect(
      productJsonLd(siteUrl, { ...product, characteristics: rows }).additionalProperty,
    ).toEqual([
      { '@type': 'PropertyValue', name: 'Charge maximale', value: '135 kg' },
      { '@type': 'PropertyValue', name: "Largeur d'assise", value: '46 cm' },
    ]);
    expect(productJsonLd(siteUrl, product)).not.toHaveProperty('additionalProperty');
  });

  it('has no Offer at all for « Prix sur demande », and no sku without a reference', () => {
    const onRequest = productJsonLd(siteUrl, { ...product, price: null, reference: null });
    expect(onRequest).not.toHaveProperty('offers');
    expect(onRequest).not.toHaveProperty('sku');
    expect(onRequest['@type']).toBe('Product');
  });

  it('falls back on the share image without a photo, and says Discontinued for a staff preview', () => {
    const bare = productJsonLd(siteUrl, { ...product, images: [], available: false });
    expect(bare.image).toEqual(['https://www.mediconfort.tn/images/share-default.png']);
    expect(bare.offers?.availability).toBe('https://schema.org/Discontinued');
  });

  it('writes the breadcrumb Accueil › Produits › parent › category › product', () => {
    const crumbs = productBreadcrumbJsonLd(siteUrl, product);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Accueil', 'https://www.mediconfort.tn/'],
      [2, 'Produits', 'https://www.mediconfort.tn/produits'],
      [3, 'Maintien à domicile', 'https://www.mediconfort.tn/produits?categoryId=2'],
      [4, 'Lits médicalisés', 'https://www.mediconfort.tn/produits?categoryId=7'],
      [
        5,
        'Lit médicalisé électrique',
        'https://www.mediconfort.tn/produits/lit-medicalise-electrique',
      ],
    ]);
  });

  it('escapes "<" in the scripts so a product name cannot close the element', () => {
    const head = productHeadData(siteUrl, { ...product, name: '</script><script>alert(1)' });
    expect(head.path).toBe('/produits/lit-medicalise-electrique');
    expect(head.structuredData).toHaveLength(2);
    for (const script of head.structuredData) {
      expect(script).not.toContain('</script>');
      expect(JSON.parse(script)).toBeTypeOf('object');
    }
  });
});
