import sharp from 'sharp';

/** A real PNG of one colour, as the file picker would hand it to the page. */
export async function pngFile(name: string, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Bytes that claim to be a PNG but are not: the server must refuse them by content. */
export const fakePng = {
  name: 'casse.png',
  mimeType: 'image/png',
  buffer: Buffer.from('ceci n’est pas une image'),
};

/** A real JPEG of `width`×`height` noisy pixels (so it does not compress to nothing). */
export async function noisyJpeg(name: string, width: number, height: number) {
  const buffer = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A valid small JPEG padded with trailing bytes up to `bytes` (decoders ignore the tail). */
export async function paddedJpeg(name: string, bytes: number) {
  const { buffer: head } = await noisyJpeg(name, 64, 48);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.concat([head, Buffer.alloc(bytes)]) };
}

/** An iPhone-style HEIC header with a body Chromium cannot decode. */
export const heicPhoto = {
  name: 'IMG_0042.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(4096, 7),
  ]),
};
