import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, unique } from './client.ts';
import {
  articleTotal,
  createCategory,
  form,
  imageCount,
  jpegWithExif,
  productTotal,
  type UploadPart,
} from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

/**
 * Issue 20 point 2: an upload the browser gives up on halfway (the editor left, the tab closed)
 * must leave nothing behind: no product, no stored file. The multipart body is read whole before
 * anything is written, so an incomplete one is refused.
 */

let api: TestApi;
let token: string;
let categoryId: number;
let photo: UploadPart;

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  categoryId = (await createCategory(api, token, { nom: `Envois ${unique()}` })).id;
  photo = await jpegWithExif(1200, 900);
});
afterAll(async () => {
  await api?.close();
});

/** The multipart bytes of a form, with the Content-Type (boundary) that goes with them. */
async function encoded(data: FormData) {
  const response = new Response(data);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, type: response.headers.get('content-type') ?? '' };
}

/**
 * Sends the headers and the first `fraction` of the body, waits until those bytes have left, then
 * drops the connection, as a closing tab does.
 */
async function sendPartly(path: string, data: FormData, fraction: number) {
  const { bytes, type } = await encoded(data);
  const base = new URL(api.url);
  const request = httpRequest({
    host: base.hostname,
    port: base.port,
    path: `${base.pathname}${path}`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': type,
      'content-length': String(bytes.byteLength),
    },
  });
  request.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    request.write(bytes.subarray(0, Math.floor(bytes.byteLength * fraction)), () => resolve());
  });
  request.destroy();
}

/** Sends a body that ends early but cleanly: the closing boundary never comes. */
async function sendTruncated(path: string, data: FormData) {
  const { bytes, type } = await encoded(data);
  return call(api, 'POST', path, {
    token,
    headers: { 'content-type': type },
    body: bytes.slice(0, bytes.byteLength - 200),
  });
}

const productForm = (titre: string) =>
  form({ titre, categorie_id: String(categoryId), prix: '99' }, [photo, photo]);

describe('an upload cut short', () => {
  it('creates no product and stores no image when the connection drops mid-body', async () => {
    const [products, files] = [await productTotal(api, token), await imageCount(api)];
    await sendPartly('/crud/products/upload', productForm(`Coupé ${unique()}`), 0.6);

    // A complete upload afterwards: its product and its two images are the only new ones.
    const complete = await call(api, 'POST', '/crud/products/upload', {
      token,
      form: productForm(`Complet ${unique()}`),
    });
    expect(complete.status).toBe(201);
    expect(await productTotal(api, token)).toBe(products + 1);
    expect(await imageCount(api)).toBe(files + 2);
  });

  it('refuses a product form whose body ends before its last boundary (400), creating nothing', async () => {
    const [products, files] = [await productTotal(api, token), await imageCount(api)];
    const response = await sendTruncated(
      '/crud/products/upload',
      productForm(`Tronqué ${unique()}`),
    );
    expect(response.status).toBe(400);
    expect(await productTotal(api, token)).toBe(products);
    expect(await imageCount(api)).toBe(files);
  });

  it('stores no article image from a dropped or truncated upload', async () => {
    const [articles, files] = [await articleTotal(api, token), await imageCount(api, 'articles')];
    const images = form({ titre: `Images ${unique()}` }, [photo, photo]);
    await sendPartly('/crud/articles/upload', images, 0.6);
    expect((await sendTruncated('/crud/articles/upload', images)).status).toBe(400);
    const complete = await call(api, 'POST', '/crud/articles/upload', { token, form: images });
    expect(complete.status).toBe(201);
    expect(await imageCount(api, 'articles')).toBe(files + 2);
    expect(await articleTotal(api, token)).toBe(articles);
  });

  it('keeps no article image when the caller leaves once the body is sent, while they are processed', async () => {
    const files = await imageCount(api, 'articles');
    const images = form({ titre: `Parti ${unique()}` }, [photo, photo]);
    // The whole body goes, then the connection drops before the answer (the editor left).
    await sendPartly('/crud/articles/upload', images, 1);
    const complete = await call(api, 'POST', '/crud/articles/upload', { token, form: images });
    expect(complete.status).toBe(201);
    // Once the API has finished with both requests, only the complete one's images remain.
    await api.runtime.idle();
    expect(await imageCount(api, 'articles')).toBe(files + 2);
  });
});
