import { describe, expect, it } from 'vitest';
import { currentMainImage } from '#app/lib/product-main-image.ts';

describe('currentMainImage', () => {
  const saved = { image: 'a.webp', galerie_json: ['a.webp', 'b.webp'] };

  it('is the saved main image while the gallery keeps it', () => {
    expect(currentMainImage(saved, ['a.webp', 'b.webp'])).toBe('a.webp');
  });

  it('is the next gallery image once the editor removed it', () => {
    expect(currentMainImage(saved, ['b.webp'])).toBe('b.webp');
    expect(currentMainImage(saved, [])).toBeNull();
  });

  it('stays a main image kept outside the gallery', () => {
    expect(currentMainImage({ image: 'm.webp', galerie_json: ['b.webp'] }, [])).toBe('m.webp');
    expect(currentMainImage({ image: null, galerie_json: [] }, [])).toBeNull();
  });
});
