import { describe, expect, it } from 'vitest';
import { hasDraftFiles, parseDraftFiles } from '#app/lib/draft-files.ts';

describe('parseDraftFiles', () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });

  it('reads files by picker back', () => {
    expect(parseDraftFiles({ main: [photo], gallery: [] })).toEqual({ main: [photo], gallery: [] });
  });

  it('refuses anything else', () => {
    expect(parseDraftFiles(undefined)).toBeNull();
    expect(parseDraftFiles({ main: ['photo.jpg'] })).toBeNull();
    expect(parseDraftFiles([photo])).toBeNull();
  });
});

describe('hasDraftFiles', () => {
  it('is true only when a picker holds a file', () => {
    const photo = new File(['x'], 'x.png', { type: 'image/png' });
    expect(hasDraftFiles(null)).toBe(false);
    expect(hasDraftFiles({ main: [], gallery: [] })).toBe(false);
    expect(hasDraftFiles({ main: [], gallery: [photo] })).toBe(true);
  });
});
