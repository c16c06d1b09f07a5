import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { apiToken } from './admin-helpers.ts';
import { expect } from './fixtures.ts';
import { pngFile } from './test-images.ts';

const Categories = v.object({
  rows: v.array(v.object({ id: v.number(), nom: v.string(), parent_id: v.nullable(v.number()) })),
});

/**
 * A demo category by name. Tests file their products under a named demo category, never "the
 * first one": categories other tests add through the UI may sort first, and a product would put
 * them on the public overview in place of a demo category.
 */
export async function demoCategoryId(request: APIRequestContext, nom: string): Promise<number> {
  const list = await request.get('/api/crud/categories?limit=500');
  const found = v.parse(Categories, await list.json()).rows.find((row) => row.nom === nom);
  if (!found) throw new Error(`no category ${nom}`);
  return found.id;
}

const WithImages = v.object({
  id: v.number(),
  image: v.nullable(v.string()),
  galerie_json: v.array(v.string()),
});

/** A product of this test's own with two gallery images, the first also its main image. */
export async function createProductWithImages(request: APIRequestContext, titre: string) {
  const form = new FormData();
  form.set('titre', titre);
  form.set('categorie_id', String(await demoCategoryId(request, 'Fauteuils roulants')));
  form.set('prix', '890');
  for (const [name, color] of [
    ['rouge.png', { r: 200, g: 30, b: 30 }],
    ['bleu.png', { r: 30, g: 30, b: 200 }],
  ] as const) {
    const png = await pngFile(name, color);
    form.append('images[]', new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), name);
  }
  const created = await request.post('/api/crud/products/upload', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return v.parse(WithImages, await created.json());
}
