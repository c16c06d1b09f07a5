import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectBody } from './client.ts';
import { form, noisyPng, png, variantKept } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

/** Narrower copies for srcset: GET /api/images/{path}?w=… (issue 10). */
let api: TestApi;
let large = '';
let small = '';

const Uploaded = v.object({ images: v.array(v.string()) });

beforeAll(async () => {
  api = await startTestApi();
  const { token } = await login(api);
  const response = await call(api, 'POST', '/crud/articles/upload', {
    token,
    form: form({}, [await noisyPng(1600, 1200), await png(200, 150)]),
  });
  [large = '', small = ''] = expectBody(response, 201, Uploaded).images;
});
afterAll(async () => {
  await api?.close();
});

async function fetchImage(path: string) {
  const response = await fetch(`${api.url}/images/${path}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, meta: response.ok ? await sharp(bytes).metadata() : null };
}

describe('GET /images/{path}?w=', () => {
  it('answers a WebP copy at that width, much lighter, cached for a year', async () => {
    const original = await fetchImage(large);
    const copy = await fetchImage(`${large}?w=480`);
    expect(copy.response.status).toBe(200);
    expect(copy.response.headers.get('content-type')).toBe('image/webp');
    expect(copy.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(copy.meta?.format).toBe('webp');
    expect(copy.meta?.width).toBe(480);
    expect(copy.meta?.height).toBe(360);
    expect(copy.bytes.byteLength).toBeLessThan(original.bytes.byteLength / 4);
  });

  it('stores the copy once and serves the same bytes afterwards', async () => {
    const first = await fetchImage(`${large}?w=640`);
    expect(await variantKept(api, large, 640)).toBe(true);
    const again = await fetchImage(`${large}?w=640`);
    expect(again.bytes).toEqual(first.bytes);
  });

  it('makes one copy when many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetchImage(`${large}?w=320`)),
    );
    for (const answer of answers) {
      expect(answer.meta?.width).toBe(320);
      expect(answer.bytes).toEqual(answers[0]?.bytes);
    }
  });

  it('serves the original for a width it does not make, or an image already narrower', async () => {
    const original = await fetchImage(large);
    for (const w of ['481', '99999', 'abc', '-320', '']) {
      const answer = await fetchImage(`${large}?w=${w}`);
      expect(answer.bytes, `w=${w}`).toEqual(original.bytes);
    }
    const narrow = await fetchImage(small);
    expect((await fetchImage(`${small}?w=320`)).bytes).toEqual(narrow.bytes);
  });

  it('still answers 404 for unknown or unsafe paths', async () => {
    for (const path of ['articles/none.webp?w=480', '..%2Fsecret.webp?w=480']) {
      const answer = await call(api, 'GET', `/images/${path}`);
      expect(answer.status, path).toBe(404);
    }
  });
});
