import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { call, ErrorBody, expectBody, expectError, rawGet } from './client.ts';
import {
  corruptPng,
  form,
  htmlAsPng,
  imageCount,
  jpegWithExif,
  png,
  storedImage,
  svgAsPng,
  type UploadPart,
  widths,
} from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let stored: string;

const Uploaded = v.object({ images: v.array(v.string()) });

adminApiPerFile(async (started) => {
  ({ api, token } = started);
  const response = await call(api, 'POST', '/crud/articles/upload', {
    token,
    form: form({ titre: 'Illustration' }, [await jpegWithExif(120, 90)]),
  });
  [stored = ''] = expectBody(response, 201, Uploaded).images;
  // A file outside the image root that a traversal would love to read.
  await writeFile(join(api.dataDir, 'secret.webp'), 'top secret');
});

const uploadArticleImages = (
  files: UploadPart[],
  fields: Record<string, string> = { titre: 'x' },
) => call(api, 'POST', '/crud/articles/upload', { token, form: form(fields, files) });

describe('GET /api/images/{path}', () => {
  it('serves a stored image as WebP, cached for a year, with nosniff', async () => {
    const { response, bytes, metadata } = await storedImage(api, stored);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const cache = response.headers.get('cache-control') ?? '';
    expect(cache).toContain('immutable');
    expect(cache).toContain('max-age=31536000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(metadata).toMatchObject({ format: 'webp', width: 120, height: 90 });
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${api.url}/images/${stored}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('stores WebP whatever was uploaded, with EXIF stripped', async () => {
    const { bytes, metadata } = await storedImage(api, stored);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('answers 404 JSON for an unknown image', async () => {
    const response = await call(api, 'GET', '/images/articles/2020/01/does-not-exist.webp');
    expectError(response, 404, 'not_found');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it.each([
    '/api/images/..%2F..%2Fetc%2Fpasswd',
    '/api/images/%2e%2e/x.webp',
    '/api/images/%2e%2e%2fsecret.webp',
    '/api/images/..%2Fsecret.webp',
    '/api/images/articles/..%2F..%2Fsecret.webp',
    '/api/images/%252e%252e%252fsecret.webp',
    '/api/images/..%5Csecret.webp',
    '/api/images/%2Fetc%2Fpasswd',
    '/api/images/.hidden.webp',
  ])('refuses the traversal %s with a 404 JSON answer', async (path) => {
    const response = await rawGet(api, path);
    expect(response.status, response.text).toBe(404);
    expect(response.contentType).toMatch(/application\/json/);
    expect(v.parse(ErrorBody, JSON.parse(response.text)).error.code).toBe('not_found');
    expect(response.text).not.toContain('top secret');
    expect(response.text).not.toContain('root:');
  });

  it('answers 404 (not 500) to a malformed percent-encoding', async () => {
    for (const path of ['/api/images/%E0%A4%A.webp', '/api/images/%ZZ.webp', '/api/images/%']) {
      const response = await rawGet(api, path);
      expect(response.status, `${path}: ${response.text}`).toBe(404);
    }
  });
});

describe('POST /crud/articles/upload', () => {
  it('stores the images and answers their paths in the order sent (201)', async () => {
    const files = [await png(48, 20), await png(24, 20), await png(12, 20)];
    const response = await uploadArticleImages(files);
    const { images } = expectBody(response, 201, Uploaded);
    expect(images).toHaveLength(3);
    for (const path of images) expect(path).toMatch(/^articles\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(await widths(api, images)).toEqual([48, 24, 12]);
  });

  it('accepts images without titre and judges by content, not by name or type', async () => {
    const disguised: UploadPart = { ...(await png(30, 30)), type: 'text/plain', name: 'notes.txt' };
    const response = await uploadArticleImages([disguised], {});
    expect(expectBody(response, 201, Uploaded).images).toHaveLength(1);
  });

  it.each([
    { name: 'no files', files: async () => [], status: 400, code: 'no_files' },
    {
      name: 'an SVG sent as image/png',
      files: async () => [svgAsPng()],
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'HTML sent as image/png',
      files: async () => [htmlAsPng()],
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'a good image then a broken one',
      files: async () => [await png(), corruptPng()],
      status: 415,
      code: 'invalid_image',
    },
    {
      name: '21 files',
      files: async () => Array.from({ length: 21 }, () => corruptPng()),
      status: 413,
      code: 'too_many_files',
    },
  ])('refuses $name ($status $code) and stores nothing', async ({ files, status, code }) => {
    const before = await imageCount(api, 'articles');
    expectError(await uploadArticleImages(await files()), status, code);
    expect(await imageCount(api, 'articles')).toBe(before);
  });

  it('refuses unknown fields and stores nothing', async () => {
    const before = await imageCount(api, 'articles');
    expectError(
      await uploadArticleImages([await png()], { titre: 'x', statut: 'publie' }),
      400,
      'unknown_field',
    );
    const wrongField = form({ titre: 'x' }, [await png()], 'photos[]');
    expectError(
      await call(api, 'POST', '/crud/articles/upload', { token, form: wrongField }),
      400,
      'unknown_field',
    );
    expect(await imageCount(api, 'articles')).toBe(before);
  });
});
