import type { Dirent } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { imagePaths, imageVariants } from '#server/db/tables.ts';
import {
  Article,
  type ArticleRow,
  Category,
  type CategoryRow,
  call,
  expectBody,
  listOf,
  Product,
  type ProductRow,
} from './client.ts';
import { type AdminApi, adminApiPerFile, type TestApi } from './harness.ts';

export interface UploadPart {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  name: string;
}

const copy = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** A real PNG of the given size. */
export async function png(width = 64, height = 48, background = '#0f766e'): Promise<UploadPart> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { bytes: copy(bytes), type: 'image/png', name: `image-${width}x${height}.png` };
}

/** A real JPEG carrying EXIF metadata (camera, copyright). */
/** A photo-like PNG (noise compresses like a photo, unlike a flat colour). */
export async function noisyPng(width: number, height: number): Promise<UploadPart> {
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), type: 'image/png', name: 'photo.png' };
}

export async function jpegWithExif(width = 64, height = 48): Promise<UploadPart> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b91c1c' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private owner' } })
    .jpeg()
    .toBuffer();
  return { bytes: copy(bytes), type: 'image/jpeg', name: 'photo.jpg' };
}

export function textPart(content: string, type: string, name: string): UploadPart {
  return { bytes: copy(new TextEncoder().encode(content)), type, name };
}

export const svgAsPng = () =>
  textPart(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    'image/png',
    'evil.png',
  );

export const htmlAsPng = () =>
  textPart(
    '<!doctype html><html><body><script>alert(1)</script></body></html>',
    'image/png',
    'page.png',
  );

/** PNG magic bytes followed by garbage: passes the signature check, fails decoding. */
export function corruptPng(): UploadPart {
  const bytes = new Uint8Array(512);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { bytes, type: 'image/png', name: 'broken.png' };
}

/** A multipart form: text fields, then files under `images[]` (or another field name). */
export function form(
  fields: Record<string, string>,
  files: UploadPart[] = [],
  fileField = 'images[]',
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append(fileField, new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

/** Number of regular files under a directory, recursively (0 when it does not exist). */
export async function countFiles(dir: string): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.isDirectory()) total += await countFiles(join(dir, entry.name));
    else if (entry.isFile()) total += 1;
  }
  return total;
}

/** Images stored under a folder: files on PGlite, rows on PostgreSQL (docs/decisions/017). */
export async function imageCount(
  api: TestApi,
  folder: 'products' | 'articles' = 'products',
): Promise<number> {
  if (api.databaseKind === 'pglite') return countFiles(join(api.dataDir, 'images', folder));
  const [row] = await api.runtime.database.db
    .select({ total: count() })
    .from(imagePaths)
    .where(like(imagePaths.path, `${folder}/%`));
  return row?.total ?? 0;
}

/** Whether the `?w=` copy of a stored image was kept: a file on PGlite, a row on PostgreSQL. */
export async function variantKept(api: TestApi, path: string, width: number): Promise<boolean> {
  if (api.databaseKind === 'pglite') {
    return access(join(api.dataDir, 'images', 'variants', `w${width}`, path)).then(
      () => true,
      () => false,
    );
  }
  const [row] = await api.runtime.database.db
    .select({ total: count() })
    .from(imageVariants)
    .innerJoin(imagePaths, eq(imagePaths.blob_sha256, imageVariants.blob_sha256))
    .where(and(eq(imagePaths.path, path), eq(imageVariants.width, width)));
  return (row?.total ?? 0) > 0;
}

/** GETs a stored image and returns its decoded metadata. */
export async function storedImage(api: TestApi, path: string) {
  const response = await fetch(`${api.url}/images/${path}`);
  expect(response.status, path).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, metadata: await sharp(bytes).metadata() };
}

export async function widths(api: TestApi, paths: string[]): Promise<number[]> {
  const result: number[] = [];
  for (const path of paths) result.push((await storedImage(api, path)).metadata.width ?? 0);
  return result;
}

export async function createCategory(
  api: TestApi,
  token: string,
  body: Record<string, unknown>,
): Promise<CategoryRow> {
  const response = await call(api, 'POST', '/crud/categories', { token, json: body });
  return expectBody(response, 201, Category);
}

export async function createProduct(
  api: TestApi,
  token: string,
  fields: Record<string, string>,
  files: UploadPart[] = [],
): Promise<ProductRow> {
  const response = await call(api, 'POST', '/crud/products/upload', {
    token,
    form: form(fields, files),
  });
  return expectBody(response, 201, Product);
}

export async function createArticle(
  api: TestApi,
  token: string,
  body: Record<string, unknown>,
): Promise<ArticleRow> {
  const response = await call(api, 'POST', '/crud/articles', { token, json: body });
  return expectBody(response, 201, Article);
}

/** Total number of products the admin sees (every state). */
export async function productTotal(api: TestApi, token: string): Promise<number> {
  const response = await call(api, 'GET', '/crud/products?limit=1', { token });
  return expectBody(response, 200, listOf(Product)).total;
}

export async function categoryTotal(api: TestApi, token: string): Promise<number> {
  const response = await call(api, 'GET', '/crud/categories?limit=1', { token });
  return expectBody(response, 200, listOf(Category)).total;
}

export async function articleTotal(api: TestApi, token: string): Promise<number> {
  const response = await call(api, 'GET', '/crud/articles?limit=1', { token });
  return expectBody(response, 200, listOf(Article)).total;
}

/** What is stored, as the admin sees it: rows of each kind and image files (a refused request changes none). */
export async function storedCounts(api: TestApi, token: string) {
  return {
    categories: await categoryTotal(api, token),
    products: await productTotal(api, token),
    articles: await articleTotal(api, token),
    productImages: await imageCount(api, 'products'),
    articleImages: await imageCount(api, 'articles'),
  };
}

/** `adminApiPerFile` with a category (named `categoryName`) to file the file's products under. */
export function productApiPerFile(
  categoryName: string,
  ready: (started: AdminApi & { category: CategoryRow }) => void,
): void {
  adminApiPerFile(async (started) => {
    const { api, token } = started;
    ready({ ...started, category: await createCategory(api, token, { nom: categoryName }) });
  });
}
