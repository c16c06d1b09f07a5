import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleRevisionListSchema, ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { Article, call, expectBody, expectError, Product, type ProductRow } from './client.ts';
import { createArticle, createProduct, form, png } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editor: { token: string; email: string };
let shelf: string;

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('images@test.tn', 'Fauteuils'));
});
afterAll(async () => {
  await api?.close();
});

const centre = { x: 50, y: 50 };
const entry = (path: string, alt = '', focal = centre) => ({ path, alt, focal });

async function productWithThreeImages(): Promise<ProductRow> {
  return createProduct(api, token, { titre: `Fauteuil ${Math.random()}`, categorie_id: shelf }, [
    await png(64, 48),
    await png(48, 64, '#b91c1c'),
    await png(40, 40, '#1d4ed8'),
  ]);
}

const putImages = (kind: 'products' | 'articles', id: number, json: object, as = token) =>
  call(api, 'PUT', `/crud/${kind}/${id}/images`, { token: as, json });

describe('PUT /crud/products/:id/images', () => {
  it('reorders the gallery, changes the main image and keeps alt texts and focal points', async () => {
    const product = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    const saved = expectBody(
      await putImages(
        'products',
        product.id,
        {
          modifie_le: product.modifie_le,
          main: c,
          gallery: [
            entry(c, '  Fauteuil vu de face ', { x: 20, y: 80 }),
            entry(a),
            entry(b, 'Dos'),
          ],
        },
        editor.token,
      ),
      200,
      Product,
    );
    expect(saved.galerie_json).toEqual([c, a, b]);
    expect(saved.image).toBe(c);
    expect(saved.image_miniature).toBe(c);
    expect(saved.images_details[0]).toEqual(entry(c, 'Fauteuil vu de face', { x: 20, y: 80 }));
    // Anyone reads them with the product, on its own and in lists.
    const publicRead = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}`),
      200,
      Product,
    );
    expect(publicRead.images_details.map((detail) => detail.alt)).toEqual([
      'Fauteuil vu de face',
      '',
      'Dos',
    ]);
    // A revision and a journal line, with the editor as author.
    const revisions = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}/revisions`, { token }),
      200,
      ProductRevisionListSchema,
    ).rows;
    expect(revisions[0]?.fields.galerie_json).toEqual([c, a, b]);
    expect(revisions[0]?.author_email).toBe(editor.email);
    const journal = expectBody(
      await call(api, 'GET', '/journal?action=modification&limit=100', { token }),
      200,
      JournalPageSchema,
    );
    const line = journal.rows.find((row) => row.entity_id === String(product.id));
    expect(line?.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['image', 'galerie_json', 'images_details']),
    );
  });

  it('refuses a main image without alt text, with a French message on its field', async () => {
    const product = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    const error = expectError(
      await putImages('products', product.id, {
        modifie_le: product.modifie_le,
        main: b,
        gallery: [entry(a, 'Face'), entry(b, '   '), entry(c)],
      }),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      'gallery.1.alt': 'Texte alternatif obligatoire pour l’image principale.',
    });
  });

  it('refuses a focal point outside the image', async () => {
    const product = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    const error = expectError(
      await putImages('products', product.id, {
        modifie_le: product.modifie_le,
        main: a,
        gallery: [entry(a, 'Face', { x: 101, y: 50 }), entry(b), entry(c, '', { x: 0, y: -1 })],
      }),
      422,
      'validation_failed',
    );
    expect(error.fields).toMatchObject({
      'gallery.0.focal.x': 'doit être compris entre 0 et 100',
      'gallery.2.focal.y': 'doit être compris entre 0 et 100',
    });
  });

  it('refuses another item’s image, a duplicate and a dropped gallery image', async () => {
    const product = await productWithThreeImages();
    const other = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    const foreign = other.galerie_json[0] ?? '';
    const body = (gallery: object[], main = a) => ({
      modifie_le: product.modifie_le,
      main,
      gallery,
    });
    const stranger = expectError(
      await putImages(
        'products',
        product.id,
        body([entry(a, 'A'), entry(b), entry(c), entry(foreign)]),
      ),
      422,
    );
    expect(stranger.fields).toEqual({ 'gallery.3.path': 'image inconnue de cet élément' });
    const twice = expectError(
      await putImages('products', product.id, body([entry(a, 'A'), entry(b), entry(c), entry(b)])),
      422,
    );
    expect(twice.fields).toEqual({ 'gallery.3.path': 'image en double' });
    const dropped = expectError(
      await putImages('products', product.id, body([entry(a, 'A'), entry(b)])),
      422,
    );
    expect(Object.keys(dropped.fields ?? {})).toEqual(['gallery']);
    const mainElsewhere = expectError(
      await putImages('products', product.id, body([entry(a, 'A'), entry(b), entry(c)], foreign)),
      422,
    );
    expect(mainElsewhere.fields).toEqual({ main: 'doit être une des images de la galerie' });
    const unchanged = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}`, { token }),
      200,
      Product,
    );
    expect(unchanged.galerie_json).toEqual([a, b, c]);
    expect(unchanged.images_details).toEqual([]);
  });

  it('answers 409 stale_version when the product was saved since', async () => {
    const product = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { prix: 10 } });
    expectError(
      await putImages('products', product.id, {
        modifie_le: product.modifie_le,
        main: a,
        gallery: [entry(c), entry(b), entry(a, 'A')],
      }),
      409,
      'stale_version',
    );
  });

  it('keeps a dedicated thumbnail while the main image stays, follows it when it changes', async () => {
    const product = await productWithThreeImages();
    const edit = form({ _method: 'PATCH' }, [await png(30, 30, '#f59e0b')], 'image_miniature');
    const edited = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}`, { token, form: edit }),
      200,
      Product,
    );
    const main = edited.image ?? '';
    expect(edited.galerie_json).not.toContain(main);
    // The editor lists the main image first: the gallery then holds it too.
    const gallery = [entry(main, 'Principale'), ...edited.galerie_json.map((path) => entry(path))];
    const saved = expectBody(
      await putImages('products', product.id, { modifie_le: edited.modifie_le, main, gallery }),
      200,
      Product,
    );
    expect(saved.image_miniature).toBe(edited.image_miniature);
    expect(saved.galerie_json).toEqual([main, ...edited.galerie_json]);
  });

  it('keeps the details in revisions: restoring one brings its alt texts back', async () => {
    const product = await productWithThreeImages();
    const [a, b, c] = product.galerie_json as [string, string, string];
    const put = async (version: string, alt: string) =>
      expectBody(
        await putImages('products', product.id, {
          modifie_le: version,
          main: a,
          gallery: [entry(a, alt, { x: 10, y: 10 }), entry(b), entry(c)],
        }),
        200,
        Product,
      );
    const first = await put(product.modifie_le, 'Première légende');
    const second = await put(first.modifie_le, 'Seconde légende');
    const [, older] = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}/revisions`, { token }),
      200,
      ProductRevisionListSchema,
    ).rows;
    expect(older?.fields.images_details?.[0]?.alt).toBe('Première légende');
    const restored = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}/revisions/${older?.id}/restore`, {
        token,
        json: { modifie_le: second.modifie_le },
      }),
      200,
      Product,
    );
    expect(restored.images_details[0]).toEqual(entry(a, 'Première légende', { x: 10, y: 10 }));
  });

  it('is for staff only and 404 for an unknown product', async () => {
    const product = await productWithThreeImages();
    const body = { modifie_le: product.modifie_le, main: null, gallery: [] };
    expectError(await call(api, 'PUT', `/crud/products/${product.id}/images`, { json: body }), 401);
    expectError(await putImages('products', 999_999, body), 404);
  });
});

describe('PUT /crud/articles/:id/images', () => {
  it('orders the gallery and sets the main image (image_miniature) with its alt text', async () => {
    const upload = expectBody(
      await call(api, 'POST', '/crud/articles/upload', {
        token,
        form: form({}, [await png(60, 40), await png(40, 60, '#be185d')]),
      }),
      201,
      v.object({ images: v.array(v.string()) }),
    );
    const [first, second] = upload.images as [string, string];
    const article = await createArticle(api, token, {
      titre: 'Bien choisir un fauteuil',
      contenu_html: '<p>Texte</p>',
      image_miniature: first,
      galerie_json: [first, second],
    });
    const saved = expectBody(
      await putImages(
        'articles',
        article.id,
        {
          modifie_le: article.modifie_le,
          main: second,
          gallery: [entry(second, 'Fauteuil roulant plié', { x: 30, y: 10 }), entry(first)],
        },
        editor.token,
      ),
      200,
      Article,
    );
    expect(saved.image_miniature).toBe(second);
    expect(saved.galerie_json).toEqual([second, first]);
    expect(saved.images_details[0]?.alt).toBe('Fauteuil roulant plié');
    const revisions = expectBody(
      await call(api, 'GET', `/crud/articles/${article.id}/revisions`, { token }),
      200,
      ArticleRevisionListSchema,
    ).rows;
    expect(revisions[0]?.fields.image_miniature).toBe(second);
    expectError(
      await putImages('articles', article.id, {
        modifie_le: article.modifie_le,
        main: first,
        gallery: [entry(first, 'x'), entry(second)],
      }),
      409,
      'stale_version',
    );
  });
});
