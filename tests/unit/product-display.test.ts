import { describe, expect, it } from 'vitest';
import { site } from '#config';
import { toDisplayProduct } from '#domain/product-display.ts';
import { fakeProduct as product } from './fakes/catalogue.ts';

const base = '/api/images';

describe('toDisplayProduct (SPEC §3 display form)', () => {
  it('maps the server fields', () => {
    const display = toDisplayProduct(
      product({ galerie_json: ['g/1.jpg', 'https://cdn.tn/2.jpg'] }),
      base,
    );
    expect(display).toEqual({
      id: '42',
      slug: 'lit-medicalise-electrique',
      name: 'Lit médicalisé électrique',
      reference: 'LM-200',
      categoryName: 'Maintien à domicile',
      subCategoryName: 'Lits',
      priceLabel: '1\u202f250,50 TND',
      image: '/api/images/produits/lit-mini.jpg',
      imageAlt: 'Lit médicalisé électrique',
      imagePosition: '50% 50%',
      images: ['/api/images/g/1.jpg', 'https://cdn.tn/2.jpg'],
      imagesMeta: [
        { alt: 'Lit médicalisé électrique', position: '50% 50%' },
        { alt: 'Lit médicalisé électrique', position: '50% 50%' },
      ],
      description: '',
      inStock: true,
      rentable: false,
    });
  });

  it('gives each image its alt text and focal point (issue 24), the title when none is set', () => {
    const display = toDisplayProduct(
      product({
        image: 'g/2.jpg',
        image_miniature: 'g/2.jpg',
        galerie_json: ['g/1.jpg', 'g/2.jpg'],
        images_details: [
          { path: 'g/2.jpg', alt: 'Lit relevé', focal: { x: 20, y: 75 } },
          { path: 'g/1.jpg', alt: '', focal: { x: 50, y: 0 } },
        ],
      }),
      base,
    );
    expect(display.imageAlt).toBe('Lit relevé');
    expect(display.imagePosition).toBe('20% 75%');
    expect(display.imagesMeta).toEqual([
      { alt: 'Lit médicalisé électrique', position: '50% 0%' },
      { alt: 'Lit relevé', position: '20% 75%' },
    ]);
  });

  it('shows the main image’s details on a dedicated thumbnail that has none', () => {
    const display = toDisplayProduct(
      product({
        images_details: [{ path: 'produits/lit.jpg', alt: 'Lit', focal: { x: 10, y: 90 } }],
      }),
      base,
    );
    expect(display.imageAlt).toBe('Lit');
    expect(display.imagePosition).toBe('10% 90%');
  });

  it('turns blank optional texts into null and a missing price into a dash', () => {
    const display = toDisplayProduct(
      product({ reference: ' ', categorie_nom: '', sous_categorie_nom: null, prix: null }),
      base,
    );
    expect(display.reference).toBeNull();
    expect(display.categoryName).toBeNull();
    expect(display.subCategoryName).toBeNull();
    expect(display.priceLabel).toBe('—');
  });

  it('falls back from the thumbnail to the main image, then to the logo', () => {
    expect(toDisplayProduct(product({ image_miniature: null }), base).image).toBe(
      '/api/images/produits/lit.jpg',
    );
    expect(toDisplayProduct(product({ image_miniature: '' }), base).image).toBe(
      '/api/images/produits/lit.jpg',
    );
    expect(toDisplayProduct(product({ image_miniature: null, image: null }), base).image).toBe(
      site.logo,
    );
  });

  it('uses the main image as the gallery when there is none, but never the logo', () => {
    expect(toDisplayProduct(product(), base).images).toEqual(['/api/images/produits/lit.jpg']);
    expect(toDisplayProduct(product({ image: null }), base).images).toEqual([
      '/api/images/produits/lit-mini.jpg',
    ]);
    expect(toDisplayProduct(product({ image: null, image_miniature: null }), base).images).toEqual(
      [],
    );
  });

  it('picks the short, then SEO, then HTML description', () => {
    const html =
      '<p>Lit <strong>3 fonctions</strong> &amp; barri&egrave;res</p><p>Charge&nbsp;:&lt;150&gt; kg &quot;max&quot; &#39;ok&#39;</p>';
    expect(
      toDisplayProduct(
        product({ description_courte: 'Court', seo_description: 'SEO', description_html: html }),
        base,
      ).description,
    ).toBe('Court');
    expect(
      toDisplayProduct(product({ seo_description: 'SEO', description_html: html }), base)
        .description,
    ).toBe('SEO');
    expect(toDisplayProduct(product({ description_html: html }), base).description).toBe(
      'Lit 3 fonctions & barri&egrave;res Charge :<150> kg "max" \'ok\'',
    );
    expect(
      toDisplayProduct(product({ description_courte: '  ', description_html: '<p> </p>' }), base)
        .description,
    ).toBe('');
  });

  it('does not double-decode entities and drops script and style contents', () => {
    const html = '<style>p{color:red}</style><p>&amp;lt;b&amp;gt;</p><script>alert(1)</script>';
    expect(toDisplayProduct(product({ description_html: html }), base).description).toBe(
      '&lt;b&gt;',
    );
  });
});
