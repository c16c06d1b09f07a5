import { describe, expect, it } from 'vitest';
import { categories } from '#server/db/tables.ts';
import { Category, call, expectBody, expectError, listOf, unique } from './client.ts';
import { createCategory, createProduct } from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});

const CategoryList = listOf(Category);
const list = async (query: string, asAdmin = true) =>
  expectBody(
    await call(api, 'GET', `/crud/categories?${query}`, asAdmin ? { token } : {}),
    200,
    CategoryList,
  );

describe('POST /crud/categories', () => {
  it('creates a category and answers 201 with the stored row', async () => {
    const u = unique();
    const response = await call(api, 'POST', '/crud/categories', {
      token,
      json: { nom: `Mobilité ${u}`, slug: `mobilite-${u}`, position: 3, est_active: true },
    });
    const created = expectBody(response, 201, Category);
    expect(created).toMatchObject({
      nom: `Mobilité ${u}`,
      slug: `mobilite-${u}`,
      position: 3,
      est_active: true,
      parent_id: null,
    });
    const found = await list(`search=${u}`);
    expect(found.rows).toEqual([expect.objectContaining({ ...created })]);
    expect(found.total).toBe(1);
  });

  it('suffixes a colliding slug with -2, then -3', async () => {
    const u = unique();
    const first = await createCategory(api, token, { nom: `A ${u}`, slug: `confort-${u}` });
    const second = await createCategory(api, token, { nom: `B ${u}`, slug: `confort-${u}` });
    const third = await createCategory(api, token, { nom: `C ${u}`, slug: `confort-${u}` });
    expect([first.slug, second.slug, third.slug]).toEqual([
      `confort-${u}`,
      `confort-${u}-2`,
      `confort-${u}-3`,
    ]);
  });

  it('derives the slug from the name, without accents, when none is given', async () => {
    const u = unique();
    const created = await createCategory(api, token, { nom: `Équipement Médical à domicile ${u}` });
    expect(created.slug).toBe(`equipement-medical-a-domicile-${u}`);
    expect(created.position).toBe(0);
    expect(created.est_active).toBe(true);
  });

  it('creates a sub-category under a top-level parent', async () => {
    const parent = await createCategory(api, token, { nom: `Parent ${unique()}` });
    const child = await createCategory(api, token, {
      nom: `Enfant ${unique()}`,
      parent_id: parent.id,
    });
    expect(child.parent_id).toBe(parent.id);
    const children = await list(`parent_id=${parent.id}`);
    expect(children.rows.map((row) => row.id)).toEqual([child.id]);
    const topLevel = await list('parent_id=null&limit=500');
    expect(topLevel.rows.map((row) => row.id)).toContain(parent.id);
    expect(topLevel.rows.map((row) => row.id)).not.toContain(child.id);
  });

  it('refuses an unknown parent or a parent that is itself a sub-category (422)', async () => {
    const before = (await list('limit=1')).total;
    const unknown = await call(api, 'POST', '/crud/categories', {
      token,
      json: { nom: `Orpheline ${unique()}`, parent_id: 999_999 },
    });
    expect(expectError(unknown, 422, 'validation_failed').fields).toHaveProperty('parent_id');

    const top = await createCategory(api, token, { nom: `Haut ${unique()}` });
    const middle = await createCategory(api, token, {
      nom: `Milieu ${unique()}`,
      parent_id: top.id,
    });
    const third = await call(api, 'POST', '/crud/categories', {
      token,
      json: { nom: `Troisième niveau ${unique()}`, parent_id: middle.id },
    });
    expect(expectError(third, 422, 'validation_failed').fields).toHaveProperty('parent_id');
    expect((await list('limit=1')).total).toBe(before + 2);
  });

  it('validates the body: missing name, wrong types, unknown fields', async () => {
    expect(
      expectError(await call(api, 'POST', '/crud/categories', { token, json: { slug: 'x' } }), 422)
        .fields,
    ).toHaveProperty('nom');
    expectError(
      await call(api, 'POST', '/crud/categories', { token, json: { nom: '   ' } }),
      422,
      'validation_failed',
    );
    expectError(
      await call(api, 'POST', '/crud/categories', { token, json: { nom: 'X', position: 'un' } }),
      422,
      'validation_failed',
    );
    expectError(
      await call(api, 'POST', '/crud/categories', { token, json: { nom: 'X', est_active: 'oui' } }),
      422,
      'validation_failed',
    );
    expectError(
      await call(api, 'POST', '/crud/categories', { token, json: { nom: 'X', id: 1 } }),
      400,
      'unknown_field',
    );
  });
});

describe('GET /crud/categories', () => {
  it('answers { rows, total } with the documented fields', async () => {
    await createCategory(api, token, { nom: `Forme ${unique()}` });
    const response = await list('limit=2');
    expect(response.total).toBeGreaterThanOrEqual(1);
    expect(response.rows.length).toBeLessThanOrEqual(2);
    for (const row of response.rows) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['id', 'nom', 'slug', 'position', 'est_active', 'parent_id']),
      );
    }
  });

  it('searches names accent- and case-insensitively', async () => {
    const u = unique();
    const created = await createCategory(api, token, { nom: `Hygiène Élémentaire ${u}` });
    for (const search of [`hygiene elementaire ${u}`, `HYGIÈNE ÉLÉMENTAIRE`, `ELEMENTAIRE ${u}`]) {
      const found = await list(`search=${encodeURIComponent(search)}&limit=500`);
      expect(
        found.rows.map((row) => row.id),
        search,
      ).toContain(created.id);
    }
  });

  it('treats LIKE wildcards typed in the search as plain characters', async () => {
    const u = unique();
    const percent = await createCategory(api, token, { nom: `Remise 100% ${u}` });
    const digits = await createCategory(api, token, { nom: `Remise 1000 ${u}` });
    const underscore = await createCategory(api, token, { nom: `Lot_${u}` });
    const space = await createCategory(api, token, { nom: `Lot ${u}` });
    const found = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}&limit=500`)).rows.map((row) => row.id);
    expect(await found(`100% ${u}`)).toEqual([percent.id]);
    expect(await found('100%')).not.toContain(digits.id);
    expect(await found(`t_${u}`)).toEqual([underscore.id]);
    expect(await found(`t_${u}`)).not.toContain(space.id);
    expect(await found('\\')).toEqual([]);
  });

  it('pages with page and limit, and keeps the real total', async () => {
    const u = unique();
    for (const position of [1, 2, 3]) {
      await createCategory(api, token, { nom: `Page ${u} ${position}`, position });
    }
    const page2 = await list(`search=${u}&limit=2&page=2`);
    expect(page2.total).toBe(3);
    expect(page2.rows.map((row) => row.nom)).toEqual([`Page ${u} 3`]);
    const beyond = await list(`search=${u}&limit=2&page=9`);
    expect(beyond).toEqual({ rows: [], total: 3 });
  });

  it('refuses page=0 and other bad paging (400 invalid_query)', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'limit=0',
      'limit=-5',
      'est_active=maybe',
    ]) {
      expectError(await call(api, 'GET', `/crud/categories?${query}`), 400, 'invalid_query');
    }
  });
});

describe('PATCH /crud/categories/{id}', () => {
  it('toggles est_active: anonymous reads hide the category, the admin sees and filters it', async () => {
    const u = unique();
    const category = await createCategory(api, token, { nom: `Cachée ${u}` });
    const patched = await call(api, 'PATCH', `/crud/categories/${category.id}`, {
      token,
      json: { est_active: false },
    });
    expect(expectBody(patched, 200, Category)).toMatchObject({
      id: category.id,
      est_active: false,
      nom: `Cachée ${u}`,
    });

    expect((await list(`search=${u}`, false)).rows).toEqual([]);
    expect((await list(`search=${u}&est_active=false`, false)).rows).toEqual([]);
    expect((await list(`search=${u}`)).rows.map((row) => row.id)).toEqual([category.id]);
    const inactive = await list('est_active=false&limit=500');
    expect(inactive.rows.every((row) => !row.est_active)).toBe(true);
    expect(inactive.rows.map((row) => row.id)).toContain(category.id);
    const active = await list('est_active=true&limit=500');
    expect(active.rows.map((row) => row.id)).not.toContain(category.id);

    await call(api, 'PATCH', `/crud/categories/${category.id}`, {
      token,
      json: { est_active: true },
    });
    expect((await list(`search=${u}`, false)).rows.map((row) => row.id)).toEqual([category.id]);
  });

  it('renames, moves and re-slugs a category', async () => {
    const u = unique();
    const category = await createCategory(api, token, { nom: `Avant ${u}` });
    const parent = await createCategory(api, token, { nom: `Nouveau parent ${u}` });
    const response = await call(api, 'PATCH', `/crud/categories/${category.id}`, {
      token,
      json: { nom: `Après ${u}`, slug: `apres-${u}`, position: 7, parent_id: parent.id },
    });
    expect(expectBody(response, 200, Category)).toMatchObject({
      nom: `Après ${u}`,
      slug: `apres-${u}`,
      position: 7,
      parent_id: parent.id,
    });
  });

  it('refuses a category as its own parent, and a parent with children becoming a child', async () => {
    const top = await createCategory(api, token, { nom: `Racine ${unique()}` });
    await createCategory(api, token, { nom: `Feuille ${unique()}`, parent_id: top.id });
    const other = await createCategory(api, token, { nom: `Autre ${unique()}` });
    expectError(
      await call(api, 'PATCH', `/crud/categories/${top.id}`, {
        token,
        json: { parent_id: top.id },
      }),
      422,
      'validation_failed',
    );
    expectError(
      await call(api, 'PATCH', `/crud/categories/${top.id}`, {
        token,
        json: { parent_id: other.id },
      }),
      409,
      'conflict',
    );
    const unchanged = await list(`search=${encodeURIComponent(top.nom)}`);
    expect(unchanged.rows[0]?.parent_id).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    expectError(
      await call(api, 'PATCH', '/crud/categories/999999', { token, json: { nom: 'Rien' } }),
      404,
      'not_found',
    );
  });
});

describe('DELETE /crud/categories/{id}', () => {
  it('deletes an empty category (204), then answers 404', async () => {
    const u = unique();
    const category = await createCategory(api, token, { nom: `Éphémère ${u}` });
    const deleted = await call(api, 'DELETE', `/crud/categories/${category.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await list(`search=${u}`)).total).toBe(0);
    expectError(
      await call(api, 'DELETE', `/crud/categories/${category.id}`, { token }),
      404,
      'not_found',
    );
  });

  it('refuses (409) to delete a category that holds products, and deletes nothing', async () => {
    const u = unique();
    const category = await createCategory(api, token, { nom: `Pleine ${u}` });
    const product = await createProduct(api, token, {
      titre: `Produit ${u}`,
      categorie_id: String(category.id),
    });
    expectError(
      await call(api, 'DELETE', `/crud/categories/${category.id}`, { token }),
      409,
      'conflict',
    );
    expect((await list(`search=${u}`)).total).toBe(1);
    const stillThere = await call(api, 'GET', `/crud/products/${product.id}`, { token });
    expect(stillThere.status).toBe(200);
  });

  it('refuses (409) to delete a category that has sub-categories, and deletes nothing', async () => {
    const u = unique();
    const parent = await createCategory(api, token, { nom: `Mère ${u}` });
    const child = await createCategory(api, token, { nom: `Fille ${u}`, parent_id: parent.id });
    expectError(
      await call(api, 'DELETE', `/crud/categories/${parent.id}`, { token }),
      409,
      'conflict',
    );
    const remaining = await list(`search=${u}`);
    expect(remaining.rows.map((row) => row.id).sort()).toEqual([parent.id, child.id].sort());
    // Once the sub-category is gone the parent can go too.
    expect((await call(api, 'DELETE', `/crud/categories/${child.id}`, { token })).status).toBe(204);
    expect((await call(api, 'DELETE', `/crud/categories/${parent.id}`, { token })).status).toBe(
      204,
    );
  });
});

describe('limit cap', () => {
  it('caps limit at 500 however large the request', async () => {
    const u = unique();
    await api.runtime.database.db.insert(categories).values(
      Array.from({ length: 510 }, (_, index) => ({
        nom: `Masse ${u} ${index}`,
        slug: `masse-${u}-${index}`,
      })),
    );
    const response = await list(`search=${u}&limit=100000`);
    expect(response.total).toBe(510);
    expect(response.rows).toHaveLength(500);
  });
});
