import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  clampFocal,
  editableImages,
  ImagesUpdateBodySchema,
  imageDetail,
  missingMainAlt,
  moveItem,
  objectPosition,
} from '#domain/image-details.ts';

describe('moveItem', () => {
  it('moves an image up, down, to either end, and leaves the source list alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target into the list and ignores an index outside it', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('clampFocal', () => {
  it('keeps the point inside the image, in whole percents', () => {
    expect(clampFocal(33.4, 66.6)).toEqual({ x: 33, y: 67 });
    expect(clampFocal(-5, 140)).toEqual({ x: 0, y: 100 });
    expect(clampFocal(Number.NaN, 100)).toEqual({ x: 50, y: 100 });
    expect(objectPosition(clampFocal(12, 0))).toBe('12% 0%');
  });
});

describe('image details', () => {
  const details = [{ path: 'p/b.webp', alt: 'Dos', focal: { x: 10, y: 20 } }];

  it('finds an image’s details, else no text and the centre', () => {
    expect(imageDetail(details, 'p/b.webp')).toEqual({ alt: 'Dos', focal: { x: 10, y: 20 } });
    expect(imageDetail(details, 'p/a.webp')).toEqual({ alt: '', focal: { x: 50, y: 50 } });
    expect(imageDetail(undefined, null)).toEqual({ alt: '', focal: { x: 50, y: 50 } });
  });

  it('lists a main image kept outside the gallery first, each image once', () => {
    expect(
      editableImages('p/m.webp', ['p/a.webp', 'p/b.webp'], details).map((i) => i.path),
    ).toEqual(['p/m.webp', 'p/a.webp', 'p/b.webp']);
    expect(editableImages('p/b.webp', ['p/a.webp', 'p/b.webp'], details)[1]?.alt).toBe('Dos');
  });

  it('finds the main image whose alt text is blank', () => {
    const gallery = [
      { path: 'a', alt: 'Face', focal: { x: 50, y: 50 } },
      { path: 'b', alt: '  ', focal: { x: 50, y: 50 } },
    ];
    expect(missingMainAlt('b', gallery)).toBe(1);
    expect(missingMainAlt('a', gallery)).toBe(-1);
    expect(missingMainAlt(null, gallery)).toBe(-1);
  });

  it('refuses a focal point outside 0–100 and an unknown key, in French', () => {
    const result = v.safeParse(ImagesUpdateBodySchema, {
      modifie_le: '2026-11-27T10:00:00.000Z',
      main: 'a',
      gallery: [{ path: 'a', alt: 'A', focal: { x: 100.5, y: 0 } }],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('doit être compris entre 0 et 100');
    const unknown = v.safeParse(ImagesUpdateBodySchema, {
      modifie_le: '2026-11-27T10:00:00.000Z',
      main: null,
      gallery: [],
      extra: 1,
    });
    expect(unknown.success).toBe(false);
  });
});
