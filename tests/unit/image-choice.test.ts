import { describe, expect, it } from 'vitest';
import { chooseImage, fitWithin, renamedFor, unreadableMessage } from '#app/lib/image-choice.ts';

const mb = 1024 * 1024;

describe('chooseImage', () => {
  it('refuses a file over 10 Mo, naming it', () => {
    expect(chooseImage({ name: 'photo.jpg', type: 'image/jpeg', size: 15 * mb })).toEqual({
      kind: 'refuse',
      message: '« photo.jpg » dépasse 10 Mo : choisissez une image plus légère.',
    });
  });

  it('checks the types the API takes, GIF as an animation', () => {
    expect(chooseImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 * mb })).toEqual({
      kind: 'check',
      animated: false,
    });
    expect(chooseImage({ name: 'a.gif', type: 'image/gif', size: 1 })).toEqual({
      kind: 'check',
      animated: true,
    });
  });

  it('converts the other images, HEIC included even without a type', () => {
    expect(chooseImage({ name: 'IMG_1.HEIC', type: 'image/heic', size: mb })).toEqual({
      kind: 'convert',
    });
    expect(chooseImage({ name: 'IMG_1.heic', type: '', size: mb })).toEqual({ kind: 'convert' });
    expect(chooseImage({ name: 'scan.bmp', type: 'image/bmp', size: mb })).toEqual({
      kind: 'convert',
    });
  });
});

describe('unreadableMessage', () => {
  it('tells how to get a JPEG out of an iPhone for HEIC', () => {
    expect(unreadableMessage({ name: 'IMG_1.HEIC', type: 'image/heic', size: 1 })).toMatch(
      /^« IMG_1\.HEIC » : ce navigateur ne sait pas lire les photos HEIC\. Enregistrez-la en JPEG/,
    );
  });

  it('names the accepted types otherwise', () => {
    expect(unreadableMessage({ name: 'x.tiff', type: 'image/tiff', size: 1 })).toBe(
      "« x.tiff » : format d'image non pris en charge. Choisissez une image JPEG, PNG, GIF, WebP ou AVIF.",
    );
  });
});

describe('fitWithin', () => {
  it('keeps an image that fits', () => {
    expect(fitWithin(2000, 1500)).toBeNull();
    expect(fitWithin(800, 600, 1000)).toBeNull();
  });

  it('brings the longest side down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1000, height: 2000 });
  });
});

describe('renamedFor', () => {
  it('gives the name the extension of the bytes', () => {
    expect(renamedFor('IMG_1.HEIC', 'image/jpeg')).toBe('IMG_1.jpg');
    expect(renamedFor('plan.png', 'image/webp')).toBe('plan.webp');
    expect(renamedFor('sans-extension', 'image/jpeg')).toBe('sans-extension.jpg');
  });
});
