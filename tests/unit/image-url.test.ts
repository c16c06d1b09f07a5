import { describe, expect, it } from 'vitest';
import { site } from '#config';
import {
  defaultImage,
  galleryUrls,
  gridImageSizes,
  imageSrcSet,
  imageUrl,
} from '#domain/image-url.ts';
import { parseVariantWidth, variantWidths } from '#server/storage/image-variants.ts';

const base = '/api/images';

describe('imageUrl (SPEC §5 "Image URLs")', () => {
  it('uses absolute, protocol-relative, blob and data URLs as they are', () => {
    for (const url of [
      'https://cdn.example.tn/a b.jpg',
      'http://example.tn/x.png',
      'HTTPS://EXAMPLE.TN/X.PNG',
      '//cdn.example.tn/x.png',
      'blob:http://localhost:3000/1234-abcd',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(imageUrl(url, base)).toBe(url);
    }
  });

  it('gives the default logo for missing or blank paths', () => {
    expect(defaultImage).toBe(site.logo);
    expect(imageUrl(null, base)).toBe(site.logo);
    expect(imageUrl(undefined, base)).toBe(site.logo);
    expect(imageUrl('', base)).toBe(site.logo);
    expect(imageUrl('   ', base)).toBe(site.logo);
    expect(imageUrl('/', base)).toBe(site.logo);
  });

  it('puts relative paths under the images base with each segment encoded', () => {
    expect(imageUrl('produits/lit.jpg', base)).toBe('/api/images/produits/lit.jpg');
    expect(imageUrl('/produits/lit.jpg', base)).toBe('/api/images/produits/lit.jpg');
    expect(imageUrl('produits/fauteuil roulant é#1.jpg', base)).toBe(
      '/api/images/produits/fauteuil%20roulant%20%C3%A9%231.jpg',
    );
    expect(imageUrl('a?b.png', 'https://api.example.tn/api/images')).toBe(
      'https://api.example.tn/api/images/a%3Fb.png',
    );
  });

  it('does not let dot segments climb out of the images folder', () => {
    expect(imageUrl('../../secret.txt', base)).toBe('/api/images/secret.txt');
    expect(imageUrl('a//./b.png', base)).toBe('/api/images/a/b.png');
  });

  it('tolerates a trailing slash on the base', () => {
    expect(imageUrl('x.png', '/api/images/')).toBe('/api/images/x.png');
  });
});

describe('galleryUrls', () => {
  it('drops entries that are not non-empty strings and maps the rest', () => {
    expect(
      galleryUrls(['a.jpg', '', '  ', null, 3, { src: 'x' }, 'https://cdn.tn/b.jpg'], base),
    ).toEqual(['/api/images/a.jpg', 'https://cdn.tn/b.jpg']);
  });

  it('accepts the JSON text of a list and ignores anything else', () => {
    expect(galleryUrls('["a.jpg","b c.jpg"]', base)).toEqual([
      '/api/images/a.jpg',
      '/api/images/b%20c.jpg',
    ]);
    expect(galleryUrls('not json', base)).toEqual([]);
    expect(galleryUrls('{"a":1}', base)).toEqual([]);
    expect(galleryUrls(null, base)).toEqual([]);
    expect(galleryUrls(undefined, base)).toEqual([]);
  });
});

describe('imageSrcSet', () => {
  it('lists the narrower copies of a stored WebP image up to the width asked', () => {
    expect(imageSrcSet('/api/images/products/2024/05/a.webp')).toBe(
      '/api/images/products/2024/05/a.webp?w=320 320w, /api/images/products/2024/05/a.webp?w=480 480w, /api/images/products/2024/05/a.webp?w=640 640w, /api/images/products/2024/05/a.webp?w=960 960w',
    );
    expect(imageSrcSet('http://api.example.tn/images/a.webp', 480)).toBe(
      'http://api.example.tn/images/a.webp?w=320 320w, http://api.example.tn/images/a.webp?w=480 480w',
    );
  });

  it('leaves alone the logo, previews, external and already-parameterised images', () => {
    expect(imageSrcSet(defaultImage)).toBeUndefined();
    expect(imageSrcSet('blob:http://localhost/123')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/photo.jpg')).toBeUndefined();
    expect(imageSrcSet('/api/images/a.webp?w=480')).toBeUndefined();
  });

  it('offers only widths the API makes', () => {
    const widths = (imageSrcSet('/api/images/a.webp', 1280) ?? '')
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([...variantWidths]);
  });

  it('sizes the grids: full width on phones, half from 640 px, a column from 1024 px', () => {
    expect(gridImageSizes(3)).toBe('(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(4)).toBe('(min-width: 1024px) 288px, (min-width: 640px) 50vw, 100vw');
  });
});

describe('parseVariantWidth', () => {
  it('accepts exactly the widths made, nothing else', () => {
    expect(parseVariantWidth('480')).toBe(480);
    expect(parseVariantWidth('1280')).toBe(1280);
    for (const value of [undefined, '', '481', '0480', '4800', '480.0', '-480', 'abc']) {
      expect(parseVariantWidth(value), String(value)).toBeNull();
    }
  });
});
