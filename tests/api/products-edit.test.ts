import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryRow,
  call,
  expectBody,
  expectError,
  Product,
  type ProductRow,
  unique,
} from './client.ts';
import {
  corruptPng,
  createCategory,
  createProduct,
  form,
  imageCount,
  png,
  type UploadPart,
  widths,
} from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let first: CategoryRow;
let second: CategoryRow;

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  first = await createCategory(api, token, { nom: 'Première' });
  second = await createCategory(api, token, { nom: 'Seconde' });
});
afterAll(async () => {
  await api?.close();
});

const newProduct = async (files: UploadPart[] = []) =>
  createProduct(
    api,
    token,
    { titre: `Produit ${unique()}`, categorie_id: String(first.id), prix: '10' },
    files,
  );
const threeImages = async () => [await png(64, 48), await png(32, 24), await png(16, 12)];
const get = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token }), 200, Product);

/** POST /crud/products/{id} multipart: main image under image_miniature, the rest under images[]. */
function edit(
  id: number,
  fields: Record<string, string>,
  files: UploadPart[] = [],
  main?: UploadPart,
) {
  const data = form(fields, files);
  if (main) data.append('image_miniature', new Blob([main.bytes], { type: main.type }), main.name);
  return call(api, 'POST', `/crud/products/${id}`, { token, form: data });
}

describe('POST /crud/products/{id} (multipart, _method=PATCH)', () => {
  it('edits fields, keeps a subset of the gallery, appends new images and sets the main image', async () => {
    const product = await newProduct(await threeImages());
    const [g0, g1, g2] = product.galerie_json;
    const reference = `EDIT-${unique()}`;
    const response = await edit(
      product.id,
      {
        _method: 'PATCH',
        titre: 'Titre modifié',
        reference,
        description_html: '<p>Nouveau <em>texte</em><script>alert(1)</script></p>',
        categorie_id: String(second.id),
        prix: '99.90',
        est_actif: 'false',
        galerie_json: JSON.stringify([g0, g2]),
      },
      [await png(24, 18)],
      await png(80, 60),
    );
    const edited = expectBody(response, 200, Product);
    expect(edited).toMatchObject({
      id: product.id,
      titre: 'Titre modifié',
      reference,
      description_html: '<p>Nouveau <em>texte</em></p>',
      description: 'Nouveau texte',
      categorie_id: second.id,
      categorie_nom: second.nom,
      prix: 99.9,
      est_actif: false,
    });
    expect(edited.galerie_json.slice(0, 2)).toEqual([g0, g2]);
    expect(edited.galerie_json).toHaveLength(3);
    expect(edited.galerie_json).not.toContain(g1);
    expect(await widths(api, edited.galerie_json)).toEqual([64, 16, 24]);
    expect(edited.image).toBe(edited.image_miniature);
    expect(edited.image).not.toBe(product.image);
    expect(await widths(api, [edited.image ?? ''])).toEqual([80]);
    expect(await get(product.id)).toEqual(edited);
    expect(Date.parse(edited.modifie_le)).toBeGreaterThanOrEqual(Date.parse(product.modifie_le));
  });

  it('removes gallery images left out of galerie_json, and appends images[] after the kept ones', async () => {
    const product = await newProduct(await threeImages());
    const [g0, g1, g2] = product.galerie_json;
    const removed = expectBody(
      await edit(product.id, { _method: 'PATCH', galerie_json: JSON.stringify([g2, g0]) }),
      200,
      Product,
    );
    expect(removed.galerie_json).toEqual([g2, g0]);
    expect(removed.image).toBe(product.image);
    expect(removed.titre).toBe(product.titre);

    const appended = expectBody(
      await edit(product.id, { _method: 'PATCH' }, [await png(20, 10), await png(10, 5)]),
      200,
      Product,
    );
    expect(appended.galerie_json.slice(0, 2)).toEqual([g2, g0]);
    expect(await widths(api, appended.galerie_json)).toEqual([16, 64, 20, 10]);
    expect(appended.galerie_json).not.toContain(g1);
  });

  it('replaces a main image removed from the gallery by the first kept one', async () => {
    const product = await newProduct(await threeImages());
    const [g0, g1, g2] = product.galerie_json;
    expect(product.image).toBe(g0);
    const edited = expectBody(
      await edit(product.id, { _method: 'PATCH', galerie_json: JSON.stringify([g2, g1]) }),
      200,
      Product,
    );
    expect(edited.image).toBe(g2);
    expect(edited.image_miniature).toBe(g2);
    const emptied = expectBody(
      await edit(product.id, { _method: 'PATCH', galerie_json: '[]' }),
      200,
      Product,
    );
    expect(emptied.image).toBeNull();
    expect(emptied.galerie_json).toEqual([]);
  });

  it('answers 4xx without _method=PATCH and changes nothing', async () => {
    const product = await newProduct();
    const attempts: Record<string, string>[] = [
      { titre: 'Sans méthode' },
      { _method: 'PUT', titre: 'Mauvaise méthode' },
    ];
    for (const fields of attempts) {
      const response = await edit(product.id, fields);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expectError(response, response.status);
    }
    expect(await get(product.id)).toEqual(product);
  });

  it('answers 404 for an unknown id and stores no image', async () => {
    const files = await imageCount(api);
    expectError(
      await edit(999_999, { _method: 'PATCH', titre: 'Fantôme' }, [await png()]),
      404,
      'not_found',
    );
    expect(await imageCount(api)).toBe(files);
  });

  it('refuses bad input with the product and storage unchanged', async () => {
    const other = await newProduct();
    const product = await newProduct([await png()]);
    const files = await imageCount(api);
    const cases: [Record<string, string>, UploadPart[], number, string][] = [
      [{ _method: 'PATCH', categorie_id: '999999' }, [await png()], 422, 'validation_failed'],
      [{ _method: 'PATCH', reference: other.reference }, [await png()], 409, 'conflict'],
      [
        { _method: 'PATCH', titre: 'Image cassée' },
        [await png(), corruptPng()],
        415,
        'invalid_image',
      ],
      [{ _method: 'PATCH', galerie_json: 'pas du json' }, [], 422, 'validation_failed'],
      [{ _method: 'PATCH', galerie_json: '["../../etc/passwd"]' }, [], 422, 'validation_failed'],
      [{ _method: 'PATCH', prix: '-5' }, [], 422, 'validation_failed'],
      [{ _method: 'PATCH', est_actif: 'bof' }, [], 422, 'validation_failed'],
      [{ _method: 'PATCH', hacker: '1' }, [], 400, 'unknown_field'],
      [{ _method: 'PATCH', id: '1' }, [], 400, 'unknown_field'],
    ];
    for (const [fields, attached, status, code] of cases) {
      expectError(await edit(product.id, fields, attached), status, code);
    }
    const twoMain = form({ _method: 'PATCH' });
    for (const size of [10, 20]) {
      const main = await png(size, size);
      twoMain.append('image_miniature', new Blob([main.bytes], { type: main.type }), main.name);
    }
    expectError(
      await call(api, 'POST', `/crud/products/${product.id}`, { token, form: twoMain }),
      400,
    );
    expect(await get(product.id)).toEqual(product);
    expect(await imageCount(api)).toBe(files);
  });
});

describe('PATCH /crud/products/{id} (JSON)', () => {
  let product: ProductRow;
  beforeAll(async () => {
    product = await newProduct();
  });
  const patch = (json: unknown, id = product.id) =>
    call(api, 'PATCH', `/crud/products/${id}`, { token, json });

  it('toggles with the dashboard’s est_active and with est_actif', async () => {
    expect(expectBody(await patch({ est_active: false }), 200, Product).est_actif).toBe(false);
    expect((await get(product.id)).est_actif).toBe(false);
    expect(expectBody(await patch({ est_actif: true }), 200, Product).est_actif).toBe(true);
    expect(expectBody(await patch({ est_active: false }), 200, Product).est_actif).toBe(false);
    expect(expectBody(await patch({ est_active: true }), 200, Product).est_actif).toBe(true);
  });

  it('changes only the fields sent', async () => {
    const before = await get(product.id);
    const after = expectBody(await patch({ titre: 'Renommé', prix: null }), 200, Product);
    expect(after).toMatchObject({ titre: 'Renommé', prix: null });
    expect(after.reference).toBe(before.reference);
    expect(after.categorie_id).toBe(before.categorie_id);
    expect(after.slug).toBe(before.slug);
    expect(expectBody(await patch({ prix: 45.5, devise: 'tnd' }), 200, Product)).toMatchObject({
      prix: 45.5,
      devise: 'TND',
    });
  });

  it('accepts galerie_json as JSON text or as a list, and answers a list', async () => {
    expect(
      expectBody(await patch({ galerie_json: '["a.webp"]' }), 200, Product).galerie_json,
    ).toEqual(['a.webp']);
    expect(
      expectBody(await patch({ galerie_json: ['products/b.webp', 'c.webp'] }), 200, Product)
        .galerie_json,
    ).toEqual(['products/b.webp', 'c.webp']);
    expect(expectBody(await patch({ galerie_json: '' }), 200, Product).galerie_json).toEqual([]);
  });

  it('suffixes a slug taken by another product', async () => {
    const other = await newProduct();
    expect(expectBody(await patch({ slug: other.slug }), 200, Product).slug).toBe(
      `${other.slug}-2`,
    );
  });

  it('refuses unknown fields (400) and wrong types (422), changing nothing', async () => {
    const before = await get(product.id);
    for (const body of [{ hacker: true }, { id: 1 }, { cree_le: '2000-01-01T00:00:00Z' }]) {
      expectError(await patch(body), 400, 'unknown_field');
    }
    for (const body of [
      { prix: 'abc' },
      { prix: -1 },
      { prix: 1.234 },
      { titre: '' },
      { est_actif: 'false' },
      { categorie_id: 999_999 },
      { categorie_id: 'un' },
      { galerie_json: 'pas une liste' },
      { galerie_json: ['../../etc/passwd'] },
      { devise: 'euros' },
    ]) {
      expectError(await patch(body), 422, 'validation_failed');
    }
    expect(await get(product.id)).toEqual(before);
  });

  it('refuses a reference used by another product (409)', async () => {
    const other = await newProduct();
    expectError(await patch({ reference: other.reference }), 409, 'conflict');
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await patch({ titre: 'Personne' }, 999_999), 404, 'not_found');
  });
});

describe('DELETE /crud/products/{id}', () => {
  it('deletes (204), after which GET and DELETE answer 404', async () => {
    const product = await newProduct();
    const deleted = await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectError(
      await call(api, 'GET', `/crud/products/${product.id}`, { token }),
      404,
      'not_found',
    );
    expectError(
      await call(api, 'DELETE', `/crud/products/${product.id}`, { token }),
      404,
      'not_found',
    );
    expectError(
      await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { titre: 'x' } }),
      404,
      'not_found',
    );
  });
});
