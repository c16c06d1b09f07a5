import sharp from 'sharp';
import { log } from '#server/log/logger.ts';
import type { Fetcher } from '../client/transport.ts';

/** Pixels across: about 225 dpi in the 96 pt wide photo box, and a few kilobytes each. */
const imageSide = 300;
const jpegQuality = 78;
/** sharp decodes on libuv's pool (4 threads): more at once only queues. */
const concurrency = 4;
/** Stored image names never change (GET /images is cached a year), so conversions are reused. */
const maxCached = 1_000;
const maxInputPixels = 50_000_000;

const converted = new Map<string, string>();

function remember(url: string, dataUrl: string): void {
  converted.delete(url);
  converted.set(url, dataUrl);
  // Map keeps insertion order: the first key is the least recently used.
  while (converted.size > maxCached) {
    const oldest = converted.keys().next().value;
    if (oldest === undefined) break;
    converted.delete(oldest);
  }
}

/**
 * PDF readers cannot show WebP (the storage's format): each photo becomes a small JPEG, as a data
 * URL, which pdfkit embeds once however many products share it.
 */
async function convert(url: string, fetcher: Fetcher): Promise<string> {
  const cached = converted.get(url);
  if (cached) {
    remember(url, cached);
    return cached;
  }
  const response = await fetcher(new Request(url, { headers: { accept: 'image/*' } }));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const jpeg = await sharp(bytes, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize(imageSide, imageSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: jpegQuality })
    .toBuffer();
  const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  remember(url, dataUrl);
  return dataUrl;
}

/**
 * The JPEG data URL of each image URL that could be read; a missing or unreadable image is left
 * out (the layout draws the logo instead) and the failures are logged once, in one line.
 */
export async function loadCatalogueImages(
  urls: readonly string[],
  fetcher: Fetcher,
): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const url = urls[next];
      next += 1;
      if (url === undefined) continue;
      try {
        images.set(url, await convert(url, fetcher));
      } catch (error) {
        failures.push(`${url} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  if (failures.length > 0) {
    const shown = failures.slice(0, 5).join(', ');
    log().warn(
      { event: 'catalogue-pdf.images-replaced', count: failures.length, images: shown },
      `${failures.length} image(s) of the catalogue PDF replaced by the logo`,
    );
  }
  return images;
}
