import { describe, expect, it } from 'vitest';
import { type CategoryRow, call, expectBody, expectError, Product, unique } from './client.ts';
import { createProduct, form, png, productApiPerFile, productTotal, widths } from './fixtures.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let category: CategoryRow;

productApiPerFile('Copies', (started) => {
  ({ api, token, category } = started);
});

const fields = (extra: Record<string, string> = {}) => ({
  titre: `Copie de produit ${unique()}`,
  categorie_id: String(category.id),
  prix: '10',
  ...extra,
});

describe('POST /crud/products/upload with galerie_json (issue 24 "Dupliquer")', () => {
  it('shares the stored images of another product, before the uploaded ones', async () => {
    const original = await createProduct(api, token, fields(), [
      await png(64, 48),
      await png(32, 24),
    ]);
    const kept = [...original.galerie_json].reverse();
    const response = await call(api, 'POST', '/crud/products/upload', {
      token,
      form: form(fields({ galerie_json: JSON.stringify(kept) }), [await png(16, 12)]),
    });
    const copy = expectBody(response, 201, Product);
    expect(copy.galerie_json.slice(0, 2)).toEqual(kept);
    expect(copy.galerie_json).toHaveLength(3);
    expect(copy.image).toBe(kept[0]);
    expect(copy.image_miniature).toBe(kept[0]);
    expect(await widths(api, copy.galerie_json)).toEqual([32, 64, 16]);

    // The copy going away leaves the original's images in place.
    const deleted = await call(api, 'DELETE', `/crud/products/${copy.id}`, { token });
    expect(deleted.status).toBe(204);
    const again = expectBody(
      await call(api, 'GET', `/crud/products/${original.id}`, { token }),
      200,
      Product,
    );
    expect(again.galerie_json).toEqual(original.galerie_json);
    expect(await widths(api, original.galerie_json)).toEqual([64, 32]);
  });

  it.each([
    ['a path with no stored image', 'products/introuvable.webp'],
    ['a URL', 'https://example.com/image.webp'],
    ['a path climbing out', '../secret.webp'],
  ])('refuses %s on galerie_json (422) and creates nothing', async (_, path) => {
    const before = await productTotal(api, token);
    const response = await call(api, 'POST', '/crud/products/upload', {
      token,
      form: form(fields({ galerie_json: JSON.stringify([path]) })),
    });
    const error = expectError(response, 422, 'validation_failed');
    // The path's own check (galerie_json.0) or the storage's (galerie_json).
    expect(Object.keys(error.fields ?? {}).join()).toMatch(/^galerie_json/);
    expect(await productTotal(api, token)).toBe(before);
  });

  it('without galerie_json creates as before (no image)', async () => {
    const product = await createProduct(api, token, fields());
    expect(product.galerie_json).toEqual([]);
    expect(product.image).toBeNull();
  });
});
