import { describe, expect, it } from 'vitest';
import { updateProduct } from '#server/db/repositories/products.repository.ts';
import {
  type CategoryRow,
  call,
  expectBody,
  expectError,
  expectVersionRefusals,
  Product,
  unique,
} from './client.ts';
import {
  createProduct,
  form,
  imageCount,
  png,
  productApiPerFile,
  type UploadPart,
} from './fixtures.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let category: CategoryRow;

productApiPerFile('Versions', (started) => {
  ({ api, token, category } = started);
});

const newProduct = () =>
  createProduct(api, token, {
    titre: `Produit ${unique()}`,
    categorie_id: String(category.id),
    prix: '10',
  });
const read = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token }), 200, Product);
const patch = (id: number, json: unknown) =>
  call(api, 'PATCH', `/crud/products/${id}`, { token, json });
const edit = (id: number, fields: Record<string, string>, files: UploadPart[] = []) =>
  call(api, 'POST', `/crud/products/${id}`, {
    token,
    form: form({ _method: 'PATCH', ...fields }, files),
  });

describe('PATCH /crud/products/{id} with modifie_le (optimistic concurrency, our extension)', () => {
  it('accepts an update based on the current version and answers the new one', async () => {
    const loaded = await read((await newProduct()).id);
    const saved = expectBody(
      await patch(loaded.id, { titre: 'Premier', modifie_le: loaded.modifie_le }),
      200,
      Product,
    );
    expect(saved.titre).toBe('Premier');
    expect(saved.modifie_le).not.toBe(loaded.modifie_le);
    // The answer's version is the one to save against next.
    expectBody(await patch(loaded.id, { prix: 12, modifie_le: saved.modifie_le }), 200, Product);
  });

  it('refuses an update based on a stale version (409 stale_version) and changes nothing', async () => {
    const { id } = await newProduct();
    const tabA = await read(id);
    const tabB = await read(id);
    expectBody(
      await patch(id, { titre: 'Sauvé par A', modifie_le: tabA.modifie_le }),
      200,
      Product,
    );
    const error = expectError(
      await patch(id, { titre: 'Sauvé par B', modifie_le: tabB.modifie_le }),
      409,
      'stale_version',
    );
    expect(error.message).toMatch(/modifié par quelqu'un d'autre/);
    expect((await read(id)).titre).toBe('Sauvé par A');
    // Without a version, the editor overwrites deliberately (and the list toggle never sends one).
    expectBody(await patch(id, { titre: 'Écrasé par B', est_actif: false }), 200, Product);
    expect(await read(id)).toMatchObject({ titre: 'Écrasé par B', est_actif: false });
  });

  it('checks the version in the UPDATE itself, so a save landing in between wins', async () => {
    const loaded = await read((await newProduct()).id);
    const { db } = api.runtime.database;
    const version = new Date(loaded.modifie_le);
    expect(await updateProduct(db, loaded.id, { titre: 'Entre-temps' }, version)).toBe(true);
    expect(await updateProduct(db, loaded.id, { titre: 'Trop tard' }, version)).toBe(false);
    expect((await read(loaded.id)).titre).toBe('Entre-temps');
  });

  it('still answers 404 for an unknown product and 422 for a bad version', async () => {
    await expectVersionRefusals(patch, (await newProduct()).id);
  });
});

describe('POST /crud/products/{id} (_method=PATCH) with a modifie_le text field', () => {
  it('saves the full edit when the version is current', async () => {
    const loaded = await read((await newProduct()).id);
    const saved = expectBody(
      await edit(loaded.id, {
        titre: 'Édition à jour',
        prix: '15,50',
        modifie_le: loaded.modifie_le,
      }),
      200,
      Product,
    );
    expect(saved).toMatchObject({ titre: 'Édition à jour', prix: 15.5 });
    expect(saved.modifie_le).not.toBe(loaded.modifie_le);
  });

  it('refuses a stale full edit with 409, keeps the row and stores none of its images', async () => {
    const { id } = await newProduct();
    const tabA = await read(id);
    const tabB = await read(id);
    expectBody(await edit(id, { prix: '20', modifie_le: tabA.modifie_le }), 200, Product);
    const before = await imageCount(api);
    expectError(
      await edit(id, { prix: '30', modifie_le: tabB.modifie_le }, [await png()]),
      409,
      'stale_version',
    );
    expect(await read(id)).toMatchObject({ prix: 20, galerie_json: [] });
    expect(await imageCount(api)).toBe(before);
  });

  it('overwrites when the field is absent or blank, and rejects a malformed one (422)', async () => {
    const { id } = await newProduct();
    const stale = await read(id);
    expectBody(await patch(id, { prix: 11 }), 200, Product);
    expectBody(await edit(id, { prix: '12' }), 200, Product);
    expectBody(await edit(id, { prix: '13', modifie_le: '' }), 200, Product);
    expect((await read(id)).prix).toBe(13);
    expectError(await edit(id, { prix: '14', modifie_le: stale.modifie_le }), 409, 'stale_version');
    expectError(await edit(id, { modifie_le: 'demain' }), 422, 'validation_failed');
  });
});
