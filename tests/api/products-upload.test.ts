import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CategoryRow, call, expectBody, expectError, Product, unique } from './client.ts';
import {
  corruptPng,
  createProduct,
  form,
  htmlAsPng,
  imageCount,
  jpegWithExif,
  png,
  productApiPerFile,
  productTotal,
  storedImage,
  svgAsPng,
  type UploadPart,
  widths,
} from './fixtures.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let category: CategoryRow;
let image: UploadPart;

productApiPerFile('Téléchargements', (started) => {
  ({ api, token, category } = started);
});
beforeAll(async () => {
  image = await png();
});

const upload = (fields: Record<string, string>, files: UploadPart[] = []) =>
  call(api, 'POST', '/crud/products/upload', { token, form: form(fields, files) });
const valid = (extra: Record<string, string> = {}) => ({
  titre: `Produit ${unique()}`,
  categorie_id: String(category.id),
  ...extra,
});

describe('POST /crud/products/upload: creation', () => {
  it('creates a product from the multipart fields (201)', async () => {
    const u = unique();
    const response = await upload({
      titre: `Déambulateur ${u}`,
      slug: `deambulateur-${u}`,
      description: 'Léger et pliable',
      categorie_id: String(category.id),
      prix: '12.50',
      est_actif: 'false',
    });
    const product = expectBody(response, 201, Product);
    expect(product).toMatchObject({
      titre: `Déambulateur ${u}`,
      slug: `deambulateur-${u}`,
      description: 'Léger et pliable',
      categorie_id: category.id,
      categorie_nom: category.nom,
      prix: 12.5,
      devise: 'EUR',
      est_actif: false,
      image: null,
      image_miniature: null,
      galerie_json: [],
    });
    const fetched = await call(api, 'GET', `/crud/products/${product.id}`, { token });
    expect(fetched.body).toEqual(product);
  });

  it('accepts a comma as decimal separator, a blank price (null) and est_actif=true', async () => {
    expect((await createProduct(api, token, valid({ prix: '9,90' }))).prix).toBe(9.9);
    const unpriced = await createProduct(api, token, valid({ prix: '', est_actif: 'true' }));
    expect(unpriced.prix).toBeNull();
    expect(unpriced.est_actif).toBe(true);
  });

  it('generates a unique REF-000000 reference when blank, and keeps a given one', async () => {
    const generated = [
      await createProduct(api, token, valid()),
      await createProduct(api, token, valid({ reference: '' })),
      await createProduct(api, token, valid({ reference: '   ' })),
    ].map((product) => product.reference);
    for (const reference of generated) expect(reference).toMatch(/^REF-\d{6}$/);
    expect(new Set(generated).size).toBe(3);

    const reference = `CUSTOM-${unique()}`;
    expect((await createProduct(api, token, valid({ reference }))).reference).toBe(reference);
  });

  it('refuses a duplicate reference (409) and writes neither row nor image', async () => {
    const reference = `DUP-${unique()}`;
    await createProduct(api, token, valid({ reference }));
    const [count, files] = [await productTotal(api, token), await imageCount(api)];
    expectError(await upload(valid({ reference }), [image]), 409, 'conflict');
    expect(await productTotal(api, token)).toBe(count);
    expect(await imageCount(api)).toBe(files);
  });

  it('derives the slug from titre and suffixes collisions', async () => {
    const u = unique();
    const first = await createProduct(
      api,
      token,
      valid({ titre: `Chaise percée « confort » ${u}` }),
    );
    const second = await createProduct(
      api,
      token,
      valid({ titre: `Chaise percée « confort » ${u}` }),
    );
    const third = await createProduct(api, token, valid({ titre: 'Autre', slug: first.slug }));
    expect(first.slug).toBe(`chaise-percee-confort-${u}`);
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
  });

  it('sanitises the description HTML and keeps its formatting', async () => {
    const product = await createProduct(
      api,
      token,
      valid({
        description:
          '<p onclick="steal()">Un lit <strong>robuste</strong><script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">voir</a></p>',
      }),
    );
    const html = product.description_html ?? '';
    expect(html).toContain('<strong>robuste</strong>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick|javascript:/i);
    expect(product.description).toBe('Un lit robuste voir');
  });
});

describe('POST /crud/products/upload: images', () => {
  it('stores every image in the order sent: image is the first, galerie_json all of them', async () => {
    const files = [await png(64, 48), await png(32, 24, '#1d4ed8'), await png(16, 12, '#ca8a04')];
    const product = await createProduct(api, token, valid(), files);
    expect(product.galerie_json).toHaveLength(3);
    expect(product.image).toBe(product.galerie_json[0]);
    expect(product.image_miniature).toBe(product.galerie_json[0]);
    for (const path of product.galerie_json) expect(path).toMatch(/^products\/.+\.webp$/);
    expect(await widths(api, product.galerie_json)).toEqual([64, 32, 16]);
  });

  it('judges files by content: a PNG sent as text/plain x.txt is accepted and stored as WebP', async () => {
    const disguised: UploadPart = { ...(await png(40, 30)), type: 'text/plain', name: 'x.txt' };
    const product = await createProduct(api, token, valid(), [disguised, await jpegWithExif()]);
    expect(product.galerie_json).toHaveLength(2);
    for (const path of product.galerie_json) {
      const { response, bytes, metadata } = await storedImage(api, path);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
    const original = await sharp((await jpegWithExif()).bytes).metadata();
    expect(original.exif).toBeDefined();
  });

  it('ignores an empty file input sent by a browser', async () => {
    const data = form(valid());
    data.append('images[]', new Blob([]), '');
    const response = await call(api, 'POST', '/crud/products/upload', { token, form: data });
    expect(expectBody(response, 201, Product).galerie_json).toEqual([]);
  });
});

interface FailureCase {
  name: string;
  fields: () => Record<string, string>;
  files?: () => Promise<UploadPart[]>;
  status: number;
  code: string;
  field?: string;
}

const tooBig = (): UploadPart => {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { bytes, type: 'image/png', name: 'huge.png' };
};

const failures: FailureCase[] = [
  {
    name: 'missing titre',
    fields: () => ({ categorie_id: String(category.id) }),
    status: 422,
    code: 'validation_failed',
    field: 'titre',
  },
  {
    name: 'blank titre',
    fields: () => valid({ titre: '   ' }),
    status: 422,
    code: 'validation_failed',
    field: 'titre',
  },
  {
    name: 'missing categorie_id',
    fields: () => ({ titre: 'Sans catégorie' }),
    status: 422,
    code: 'validation_failed',
    field: 'categorie_id',
  },
  {
    name: 'unknown categorie_id',
    fields: () => valid({ categorie_id: '999999' }),
    status: 422,
    code: 'validation_failed',
    field: 'categorie_id',
  },
  {
    name: 'non-numeric categorie_id',
    fields: () => valid({ categorie_id: 'abc' }),
    status: 422,
    code: 'validation_failed',
    field: 'categorie_id',
  },
  {
    name: 'negative prix',
    fields: () => valid({ prix: '-5' }),
    status: 422,
    code: 'validation_failed',
    field: 'prix',
  },
  {
    name: 'non-numeric prix',
    fields: () => valid({ prix: 'abc' }),
    status: 422,
    code: 'validation_failed',
    field: 'prix',
  },
  {
    name: 'bad est_actif',
    fields: () => valid({ est_actif: 'peut-être' }),
    status: 422,
    code: 'validation_failed',
    field: 'est_actif',
  },
  {
    name: 'unknown field hacker',
    fields: () => valid({ hacker: '1' }),
    status: 400,
    code: 'unknown_field',
  },
  {
    name: 'forbidden field id',
    fields: () => valid({ id: '1' }),
    status: 400,
    code: 'unknown_field',
  },
  {
    name: 'forbidden field cree_le',
    fields: () => valid({ cree_le: '2000-01-01' }),
    status: 400,
    code: 'unknown_field',
  },
  {
    name: '21 files',
    fields: () => valid(),
    files: async () => Array.from({ length: 21 }, () => image),
    status: 413,
    code: 'too_many_files',
  },
  {
    name: 'a file over 10 MB',
    fields: () => valid(),
    files: async () => [image, tooBig()],
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'an SVG sent as image/png',
    fields: () => valid(),
    files: async () => [svgAsPng()],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'an HTML page sent as image/png',
    fields: () => valid(),
    files: async () => [htmlAsPng()],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'a valid image then an SVG',
    fields: () => valid(),
    files: async () => [image, svgAsPng()],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'a valid image then an undecodable PNG',
    fields: () => valid(),
    files: async () => [image, corruptPng()],
    status: 415,
    code: 'invalid_image',
  },
];

describe('POST /crud/products/upload: refusals write nothing', () => {
  it.each(failures)('$name → $status $code', async (failure) => {
    const [count, files] = [await productTotal(api, token), await imageCount(api)];
    const attached = failure.files ? await failure.files() : [image];
    const error = expectError(
      await upload(failure.fields(), attached),
      failure.status,
      failure.code,
    );
    if (failure.field) expect(error.fields ?? {}).toHaveProperty(failure.field);
    expect(await productTotal(api, token)).toBe(count);
    expect(await imageCount(api)).toBe(files);
  });

  it('refuses a file sent in a text field, and a non-multipart body (415)', async () => {
    const data = form(valid());
    data.append('titre_fichier', new Blob([image.bytes], { type: 'image/png' }), 'a.png');
    expectError(
      await call(api, 'POST', '/crud/products/upload', { token, form: data }),
      400,
      'unknown_field',
    );
    expectError(
      await call(api, 'POST', '/crud/products/upload', { token, json: valid() }),
      415,
      'unsupported_media_type',
    );
  });
});
