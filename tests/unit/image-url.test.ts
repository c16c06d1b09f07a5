import { describe, expect, it } from 'vitest';
import { defaultImage, galleryUrls, imageUrl } from '../../app/lib/image-url';
import { site } from '../../app.config';

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
