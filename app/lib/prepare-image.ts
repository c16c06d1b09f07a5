/**
 * Issue 20 point 10, in the browser: a picked photo checked (type, size), converted when it is not
 * a type the API takes (HEIC where the browser can decode it) and shrunk to `maxEdge` before it
 * is ever sent. Small files of an accepted type are kept byte for byte.
 */
import { imagePicking } from '#config';
import { chooseImage, fitWithin, renamedFor, unreadableMessage } from './image-choice.ts';

export type PreparedImage = { file: File } | { error: string };

async function decode(file: File): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

/** A canvas of `size`: an OffscreenCanvas where there is one, else a detached <canvas>. */
function drawn(bitmap: ImageBitmap, size: { width: number; height: number }) {
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), size)
      : new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

/** Draws the bitmap at `size` and encodes it: JPEG for photos, WebP where there may be alpha. */
async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  type: string,
): Promise<Blob | null> {
  try {
    const canvas = drawn(bitmap, size);
    if (!canvas) return null;
    if ('convertToBlob' in canvas) {
      return await canvas.convertToBlob({ type, quality: imagePicking.quality });
    }
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, imagePicking.quality),
    );
  } catch {
    return null;
  }
}

const mayHaveAlpha = (type: string) => /^image\/(png|webp|avif|gif)$/i.test(type);

export async function prepareImage(file: File): Promise<PreparedImage> {
  const choice = chooseImage(file);
  if (choice.kind === 'refuse') return { error: choice.message };
  // An animation would lose its frames on a canvas: the API shrinks it instead.
  if (choice.kind === 'check' && choice.animated) return { file };
  const bitmap = await decode(file);
  if (!bitmap) {
    // An accepted type the browser cannot read is the API's to judge (it checks the content).
    return choice.kind === 'check' ? { file } : { error: unreadableMessage(file) };
  }
  try {
    const fitted = fitWithin(bitmap.width, bitmap.height);
    if (choice.kind === 'check' && !fitted) return { file };
    const target = mayHaveAlpha(file.type) ? 'image/webp' : 'image/jpeg';
    const blob = await encode(bitmap, fitted ?? bitmap, target);
    if (!blob) return choice.kind === 'check' ? { file } : { error: unreadableMessage(file) };
    return {
      file: new File([blob], renamedFor(file.name, blob.type), {
        type: blob.type,
        lastModified: file.lastModified,
      }),
    };
  } finally {
    bitmap.close();
  }
}
