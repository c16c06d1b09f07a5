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
