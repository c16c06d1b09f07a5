import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '#config';
import {
  detectImageKind,
  ImageUploadError,
  processUploads,
  type UploadFile,
  validateUploads,
} from '#server/storage/image-processing.ts';
import type { ImageStorage, StoredImage } from '#server/storage/image-storage.ts';

const teal = '#0f766e';
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const storedPathPattern = /^products\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/;

function canvas(width = 40, height = 30, background = teal) {
  return sharp({ create: { width, height, channels: 3, background } });
}

function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([header, body, crc]);
}

// A few hundred bytes claiming 100 000 x 100 000 pixels: a classic decompression bomb.
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from(pngMagic),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

function memoryStorage(options: { failOnPut?: number } = {}) {
  const files = new Map<string, Uint8Array>();
  let puts = 0;
  const storage: ImageStorage = {
    async put(relativePath, bytes) {
      puts += 1;
      if (puts === options.failOnPut) throw new Error('disk full');
      files.set(relativePath, bytes);
    },
    async get(relativePath): Promise<StoredImage | null> {
      const body = files.get(relativePath);
      if (!body) return null;
      return { body, contentType: 'image/webp', size: body.byteLength, modifiedAt: new Date() };
    },
    async delete(relativePath) {
      files.delete(relativePath);
    },
  };
  return { storage, files };
}

function captureError(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

const images: Record<'jpeg' | 'png' | 'gif' | 'webp' | 'avif', Buffer> = {
  jpeg: Buffer.alloc(0),
  png: Buffer.alloc(0),
  gif: Buffer.alloc(0),
  webp: Buffer.alloc(0),
  avif: Buffer.alloc(0),
};
let animatedGif = Buffer.alloc(0);

beforeAll(async () => {
  images.jpeg = await canvas().jpeg().toBuffer();
  images.png = await canvas().png().toBuffer();
  images.gif = await canvas().gif().toBuffer();
  images.webp = await canvas().webp().toBuffer();
  images.avif = await canvas().avif().toBuffer();
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((colour) => canvas(40, 30, colour).png().toBuffer()),
  );
  animatedGif = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
});

describe('detectImageKind', () => {
  it('recognises every supported format by its content', () => {
    for (const kind of ['jpeg', 'png', 'gif', 'webp', 'avif'] as const) {
      expect(detectImageKind(images[kind]), kind).toBe(kind);
    }
    expect(detectImageKind(text('GIF87a'))).toBe('gif');
  });

  it('refuses SVG, HTML, PDF, empty and truncated content', () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script/></svg>';
    expect(detectImageKind(text(svg))).toBeNull();
    expect(detectImageKind(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageKind(text('%PDF-1.7\n%âãÏÓ'))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
    expect(detectImageKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageKind(text('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImageKind(text('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBeNull();
  });

  it('accepts AVIF declared through a compatible brand', () => {
    expect(detectImageKind(text('\0\0\0\x18ftypmif1\0\0\0\0mif1avif'))).toBe('avif');
  });
});

describe('validateUploads', () => {
  it('judges content, not the client name', () => {
    expect(() => validateUploads([{ name: 'photo.svg', bytes: images.png }])).not.toThrow();

    const error = captureError(() =>
      validateUploads([
        { name: 'ok.png', bytes: images.png },
        { name: 'page.jpg', bytes: text('<html><body>hi</body></html>') },
      ]),
    );
    expect(error).toBeInstanceOf(ImageUploadError);
    expect(error).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message:
        'Le fichier "page.jpg" n\'est pas une image acceptée (JPEG, PNG, GIF, WebP ou AVIF).',
    });
  });

  it('refuses an empty request unless allowed', () => {
    expect(captureError(() => validateUploads([]))).toMatchObject({
      status: 400,
      code: 'no_files',
      message: 'Aucune image reçue.',
    });
    expect(() => validateUploads([], { allowEmpty: true })).not.toThrow();
  });

  it('refuses more than the maximum number of files', () => {
    const files = Array.from({ length: uploadLimits.maxFiles + 1 }, (_, index) => ({
      name: `${index}.png`,
      bytes: images.png,
    }));
    expect(captureError(() => validateUploads(files))).toMatchObject({
      status: 413,
      code: 'too_many_files',
      message: '21 fichiers envoyés : 20 au maximum par requête.',
    });
    expect(() => validateUploads(files.slice(1))).not.toThrow();
  });

  it('refuses a file over 10 MB even when it looks like an image', () => {
    const big = new Uint8Array(uploadLimits.maxFileBytes + 1);
    big.set(pngMagic);
    expect(captureError(() => validateUploads([{ name: 'big.jpg', bytes: big }]))).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'Le fichier "big.jpg" dépasse 10 Mo.',
    });
    const limit = new Uint8Array(uploadLimits.maxFileBytes);
    limit.set(pngMagic);
    expect(() => validateUploads([{ name: 'limit.png', bytes: limit }])).not.toThrow();
  });

  it('keeps hostile client names short and free of control characters', () => {
    const name = `evil\u202e\n${'a'.repeat(500)}.svg`;
    const error = captureError(() => validateUploads([{ name, bytes: text('<svg/>') }]));
    expect(error).toBeInstanceOf(ImageUploadError);
    const message = error instanceof Error ? error.message : '';
    expect(message).not.toMatch(/[\n\u202e]/);
    expect(message.length).toBeLessThan(200);
  });
});

describe('processUploads', () => {
  it('stores WebP files under server names, in the order sent', async () => {
    const { storage, files } = memoryStorage();
    const sent: UploadFile[] = [
      { name: 'a.jpg', bytes: images.jpeg },
      { name: '../../evil.png', bytes: images.png },
      { name: 'c.gif', bytes: images.gif },
      { name: 'd.webp', bytes: images.webp },
      { name: 'e.avif', bytes: images.avif },
    ];
    const paths = await processUploads(sent, storage, 'products');

    expect(paths).toHaveLength(sent.length);
    expect(new Set(paths).size).toBe(sent.length);
    expect([...files.keys()]).toEqual(paths);
    for (const relativePath of paths) {
      expect(relativePath).toMatch(storedPathPattern);
      const stored = files.get(relativePath) ?? new Uint8Array();
      expect(detectImageKind(stored)).toBe('webp');
      const metadata = await sharp(stored).metadata();
      expect([metadata.width, metadata.height]).toEqual([40, 30]);
    }
  });

  it('keeps the order when images differ, so callers can match paths to files', async () => {
    const { storage, files } = memoryStorage();
    const sizes = [
      [50, 20],
      [20, 50],
      [33, 33],
    ];
    const sent = await Promise.all(
      sizes.map(async ([width, height]) => ({
        name: 'x.png',
        bytes: await canvas(width, height).png().toBuffer(),
      })),
    );
    const paths = await processUploads(sent, storage, 'articles');
    const stored = await Promise.all(
      paths.map((relativePath) => sharp(files.get(relativePath) ?? new Uint8Array()).metadata()),
    );
    expect(stored.map(({ width, height }) => [width, height])).toEqual(sizes);
    expect(paths.every((relativePath) => relativePath.startsWith('articles/'))).toBe(true);
  });

  it('strips EXIF and applies the EXIF orientation', async () => {
    const jpeg = await canvas()
      .jpeg()
      .withExif({ IFD0: { Artist: 'Dr Secret', Copyright: 'GPS inside' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const { storage, files } = memoryStorage();
    const [relativePath = ''] = await processUploads(
      [{ name: 'p.jpg', bytes: jpeg }],
      storage,
      'products',
    );
    const metadata = await sharp(files.get(relativePath) ?? new Uint8Array()).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([30, 40]);
  });

  it('downscales a large image to fit inside 2000 px', async () => {
    const large = await canvas(3000, 1500).jpeg().toBuffer();
    const { storage, files } = memoryStorage();
    const [relativePath = ''] = await processUploads(
      [{ name: 'l.jpg', bytes: large }],
      storage,
      'products',
    );
    const metadata = await sharp(files.get(relativePath) ?? new Uint8Array()).metadata();
    expect([metadata.width, metadata.height]).toEqual([2000, 1000]);
  });

  it('keeps animated GIFs animated', async () => {
    const { storage, files } = memoryStorage();
    const [relativePath = ''] = await processUploads(
      [{ name: 'a.gif', bytes: animatedGif }],
      storage,
      'products',
    );
    const metadata = await sharp(files.get(relativePath) ?? new Uint8Array(), {
      animated: true,
    }).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.pages).toBe(3);
  });

  it('refuses a corrupt file with image magic and stores nothing', async () => {
    const corrupt = Buffer.concat([Buffer.from(pngMagic), Buffer.from('garbage'.repeat(40))]);
    const { storage, files } = memoryStorage();
    const attempt = processUploads(
      [
        { name: 'good.png', bytes: images.png },
        { name: 'corrupt.png', bytes: corrupt },
      ],
      storage,
      'products',
    );
    await expect(attempt).rejects.toBeInstanceOf(ImageUploadError);
    await expect(attempt).rejects.toMatchObject({ status: 415, code: 'invalid_image' });
    await expect(attempt).rejects.toThrow(/"corrupt\.png"/);
    expect(files.size).toBe(0);
  });

  it('refuses an image whose header is valid but whose body is truncated', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const jpeg = await sharp({
      create: { width: 200, height: 150, channels: 3, background: teal, noise },
    })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const { storage, files } = memoryStorage();
    const attempt = processUploads([{ name: 'cut.jpg', bytes: truncated }], storage, 'products');
    await expect(attempt).rejects.toMatchObject({ status: 415, code: 'invalid_image' });
    expect(files.size).toBe(0);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const { storage, files } = memoryStorage();
    const attempt = processUploads([{ name: 'bomb.png', bytes: pngBomb() }], storage, 'products');
    await expect(attempt).rejects.toMatchObject({ status: 415, code: 'invalid_image' });
    await expect(attempt).rejects.toThrow(/mégapixels/);
    expect(files.size).toBe(0);
  });

  it('writes nothing when validation fails', async () => {
    const { storage, files } = memoryStorage();
    const sent = [
      { name: 'ok.png', bytes: images.png },
      { name: 'x.svg', bytes: text('<svg/>') },
    ];
    await expect(processUploads(sent, storage, 'products')).rejects.toMatchObject({ status: 415 });
    await expect(processUploads([], storage, 'products')).rejects.toMatchObject({ status: 400 });
    expect(await processUploads([], storage, 'products', { allowEmpty: true })).toEqual([]);
    expect(files.size).toBe(0);
  });

  it('removes already stored files when storage fails midway, then rethrows', async () => {
    const { storage, files } = memoryStorage({ failOnPut: 3 });
    const sent = Array.from({ length: 4 }, () => ({ name: 'x.png', bytes: images.png }));
    await expect(processUploads(sent, storage, 'products')).rejects.toThrow('disk full');
    expect(files.size).toBe(0);
  });
});
