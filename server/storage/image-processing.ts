import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { uploadLimits } from '#config';
import type { ImageStorage } from './image-storage.ts';

// Total decoded pixels, all animation frames included: this bounds memory, not file size, so
// a tiny file declaring huge dimensions (decompression bomb) is refused before decoding.
const maxInputPixels = 50_000_000;
const maxOutputSide = 2000;
const webpQuality = 82;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const statusByCode = {
  payload_too_large: 413,
  too_many_files: 413,
  unsupported_media_type: 415,
  invalid_image: 415,
  no_files: 400,
} as const;

type ErrorCode = keyof typeof statusByCode;

export class ImageUploadError extends Error {
  readonly status: (typeof statusByCode)[ErrorCode];
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ImageUploadError';
    this.code = code;
    this.status = statusByCode[code];
  }
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

// AVIF files may carry a generic major brand (mif1, msf1) and list avif/avis among the
// compatible brands, so the whole ftyp box is scanned, not only the major brand.
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const declaredSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const boxSize = Math.min(declaredSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  // Bytes 12-15 hold the minor version; compatible brands follow, four bytes each.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    brands.push(ascii(bytes, offset, offset + 4));
  }
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

// The client's file name and Content-Type are ignored on purpose: only the content decides.
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6) {
    const header = ascii(bytes, 0, 6);
    if (header === 'GIF87a' || header === 'GIF89a') return 'gif';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  return null;
}

// The name comes from the client: keep messages readable and bounded whatever it contains.
function displayName(name: string): string {
  const cleaned = String(name)
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  if (cleaned.length === 0) return 'sans nom';
  return cleaned.length > 80 ? `${cleaned.slice(0, 79)}…` : cleaned;
}

const maxFileMegabytes = uploadLimits.maxFileBytes / (1024 * 1024);

export function validateUploads(
  files: readonly UploadFile[],
  options: { allowEmpty?: boolean } = {},
): void {
  if (files.length === 0) {
    if (options.allowEmpty) return;
    throw new ImageUploadError('no_files', 'Aucune image reçue.');
  }
  if (files.length > uploadLimits.maxFiles) {
    throw new ImageUploadError(
      'too_many_files',
      `${files.length} fichiers envoyés : ${uploadLimits.maxFiles} au maximum par requête.`,
    );
  }
  for (const file of files) {
    const name = displayName(file.name);
    if (file.bytes.byteLength > uploadLimits.maxFileBytes) {
      throw new ImageUploadError(
        'payload_too_large',
        `Le fichier "${name}" dépasse ${maxFileMegabytes} Mo.`,
      );
    }
    if (detectImageKind(file.bytes) === null) {
      throw new ImageUploadError(
        'unsupported_media_type',
        `Le fichier "${name}" n'est pas une image acceptée (JPEG, PNG, GIF, WebP ou AVIF).`,
      );
    }
  }
}

function invalidImage(
  file: UploadFile,
  problem = "est illisible ou endommagé : ce n'est pas une image valide",
): ImageUploadError {
  return new ImageUploadError(
    'invalid_image',
    `Le fichier "${displayName(file.name)}" ${problem}.`,
  );
}

// Re-encoding rebuilds the file from decoded pixels, which drops metadata (EXIF, GPS) and any
// payload hidden in a polyglot file.
async function encodeToWebp(file: UploadFile): Promise<Uint8Array> {
  const kind = detectImageKind(file.bytes);
  const mayBeAnimated = kind === 'gif' || kind === 'webp';
  let metadata: Metadata;
  try {
    // Reading the header does not decode pixels, so the limit is checked here by hand to give
    // a specific message; the pipeline below keeps limitInputPixels as the real guard.
    metadata = await sharp(file.bytes, {
      animated: mayBeAnimated,
      limitInputPixels: false,
    }).metadata();
  } catch {
    throw invalidImage(file);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) {
    throw invalidImage(
      file,
      `dépasse ${maxInputPixels / 1_000_000} mégapixels (toutes les images d'une animation comprises)`,
    );
  }
  const animated = mayBeAnimated && (metadata.pages ?? 1) > 1;
  try {
    const input = sharp(file.bytes, { animated, limitInputPixels: maxInputPixels });
    // sharp cannot auto-orient multi-frame images; animations rarely carry an orientation, so
    // keeping them unrotated beats refusing them.
    const oriented = animated ? input : input.rotate();
    return await oriented
      .resize(maxOutputSide, maxOutputSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: webpQuality })
      .toBuffer();
  } catch {
    throw invalidImage(file);
  }
}

function storagePath(folder: 'products' | 'articles', now: Date): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${year}/${month}/${randomUUID()}.webp`;
}

export async function processUploads(
  files: readonly UploadFile[],
  storage: ImageStorage,
  folder: 'products' | 'articles',
  options: { allowEmpty?: boolean } = {},
): Promise<string[]> {
  validateUploads(files, options);

  // Encode everything before writing anything, so an undecodable file leaves storage untouched.
  // Sequential on purpose: each decode can take hundreds of MB on a small 2-core server.
  const encoded: Uint8Array[] = [];
  for (const file of files) {
    encoded.push(await encodeToWebp(file));
  }

  const now = new Date();
  const written: string[] = [];
  try {
    for (const bytes of encoded) {
      const relativePath = storagePath(folder, now);
      // Recorded before the write so a partial write by a non-atomic store is cleaned up too.
      written.push(relativePath);
      await storage.put(relativePath, bytes, 'image/webp');
    }
  } catch (error) {
    for (const relativePath of written) {
      // Best effort: the original failure is the one worth reporting.
      await storage.delete(relativePath).catch(() => undefined);
    }
    throw error;
  }
  return written;
}
