import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/tables.ts';
import {
  type CategoryRow,
  call,
  expectBody,
  expectError,
  ids,
  listProductsOf,
  Product,
  ProductList,
  type ProductRow,
  productKeys,
  unique,
} from './client.ts';
import { createCategory, createProduct } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
const u = unique();
let mobilite: CategoryRow;
let fauteuils: CategoryRow;
let chambre: CategoryRow;
let lit: ProductRow;
let fauteuil: ProductRow;
let coussin: ProductRow;
let canne: ProductRow;

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  mobilite = await createCategory(api, token, { nom: `Mobilité ${u}` });
  fauteuils = await createCategory(api, token, { nom: `Fauteuils ${u}`, parent_id: mobilite.id });
  chambre = await createCategory(api, token, { nom: `Chambre ${u}` });
  lit = await createProduct(api, token, {
    titre: 'Lit médicalisé électrique',
    reference: `LM-${u}`,
    categorie_id: String(chambre.id),
    prix: '1250.50',
    description: '<p>Confort et sécurité à domicile.</p>',
  });
  fauteuil = await createProduct(api, token, {
    titre: 'Fauteuil roulant pliant',
    categorie_id: String(fauteuils.id),
    prix: '300',
  });
  coussin = await createProduct(api, token, {
    titre: 'Coussin anti-escarres',
    categorie_id: String(fauteuils.id),
    description: 'Idéal pour la prévention',
  });
  canne = await createProduct(api, token, {
    titre: 'Canne anglaise',
    categorie_id: String(mobilite.id),
    prix: '25',
  });
});
afterAll(async () => {
  await api?.close();
});

const list = (query: string, asAdmin = false) =>
  listProductsOf(api, query, asAdmin ? token : undefined);
const both = () => `categoryId=${mobilite.id},${chambre.id}`;

describe('GET /crud/products: shape and categories', () => {
  it('answers rows with exactly the documented fields and types', async () => {
    const { rows, total } = await list(`categoryId=${chambre.id}`);
    expect(total).toBe(1);
    const [row] = rows;
    expect(Object.keys(row ?? {}).sort()).toEqual([...productKeys].sort());
    expect(row).toMatchObject({
      id: lit.id,
      titre: 'Lit médicalisé électrique',
      slug: 'lit-medicalise-electrique',
      reference: `LM-${u}`,
      prix: 1250.5,
      devise: 'EUR',
      galerie_json: [],
      image: null,
      est_actif: true,
      categorie_id: chambre.id,
      categorie_nom: chambre.nom,
      sous_categorie_nom: null,
      description: 'Confort et sécurité à domicile.',
    });
    const unpriced = await list(`subCategoryId=${fauteuils.id}&search=coussin`);
    expect(unpriced.rows[0]?.prix).toBeNull();
  });

  it('includes the sub-categories of a top-level categoryId and resolves both names', async () => {
    const { rows, total } = await list(`categoryId=${mobilite.id}&order=titre:asc`);
    expect(total).toBe(3);
    expect(ids(rows)).toEqual([canne.id, coussin.id, fauteuil.id]);
    expect(rows.find((row) => row.id === fauteuil.id)).toMatchObject({
      categorie_id: fauteuils.id,
      categorie_nom: mobilite.nom,
      sous_categorie_nom: fauteuils.nom,
    });
    expect(rows.find((row) => row.id === canne.id)).toMatchObject({
      categorie_nom: mobilite.nom,
      sous_categorie_nom: null,
    });
  });

  it('filters a sub-category exactly with subCategoryId (and with categoryId)', async () => {
    expect(ids((await list(`subCategoryId=${fauteuils.id}&order=titre:asc`)).rows)).toEqual([
      coussin.id,
      fauteuil.id,
    ]);
    expect(ids((await list(`categoryId=${fauteuils.id}&order=titre:asc`)).rows)).toEqual([
      coussin.id,
      fauteuil.id,
    ]);
    // Exact: a top-level id given as subCategoryId does not bring its sub-categories along.
    expect(ids((await list(`subCategoryId=${mobilite.id}`)).rows)).toEqual([canne.id]);
  });

  it('accepts a comma-separated list of category ids', async () => {
    const { rows, total } = await list(`${both()}&order=titre:asc`);
    expect(total).toBe(4);
    expect(ids(rows)).toEqual([canne.id, coussin.id, fauteuil.id, lit.id]);
  });
});

describe('GET /crud/products: order and paging', () => {
  it('orders by titre ascending and descending', async () => {
    const asc = ids((await list(`${both()}&order=titre:asc`)).rows);
    const desc = ids((await list(`${both()}&order=titre:desc`)).rows);
    expect(asc).toEqual([canne.id, coussin.id, fauteuil.id, lit.id]);
    expect(desc).toEqual([lit.id, fauteuil.id, coussin.id, canne.id]);
  });

  it('orders by prix both ways with products without a price last', async () => {
    const asc = (await list(`${both()}&order=prix:asc`)).rows;
    const desc = (await list(`${both()}&order=prix:desc`)).rows;
    expect(asc.map((row) => row.prix)).toEqual([25, 300, 1250.5, null]);
    expect(desc.map((row) => row.prix)).toEqual([1250.5, 300, 25, null]);
  });

  it('pages: page 2 of limit 2, then past the end with the real total', async () => {
    const page2 = await list(`${both()}&order=titre:asc&limit=2&page=2`);
    expect(page2.total).toBe(4);
    expect(ids(page2.rows)).toEqual([fauteuil.id, lit.id]);
    expect(await list(`${both()}&order=titre:asc&limit=2&page=3`)).toEqual({ rows: [], total: 4 });
    expect(await list(`${both()}&limit=2&page=500`)).toEqual({ rows: [], total: 4 });
  });

  it('caps limit at 100 and defaults to 10', async () => {
    const bulk = await createCategory(api, token, { nom: `Vrac ${u}` });
    await api.runtime.database.db.insert(products).values(
      Array.from({ length: 105 }, (_, index) => ({
        titre: `Article en vrac ${index}`,
        slug: `vrac-${u}-${index}`,
        categorie_id: bulk.id,
      })),
    );
    const capped = await list(`categoryId=${bulk.id}&limit=100000`);
    expect(capped.total).toBe(105);
    expect(capped.rows).toHaveLength(100);
    expect((await list(`categoryId=${bulk.id}`)).rows).toHaveLength(10);
  });

  it('refuses a bad order or bad paging (400 invalid_query)', async () => {
    for (const query of [
      'order=prix',
      'order=prix:up',
      'order=hacker:asc',
      'order=titre:asc;drop',
      'page=0',
      'page=-1',
      'page=abc',
      'limit=0',
      'categoryId=abc',
      'categoryId=1,,2',
      'subCategoryId=0',
      'est_actif=peut-etre',
      `search=${'a'.repeat(201)}`,
    ]) {
      expectError(await call(api, 'GET', `/crud/products?${query}`), 400, 'invalid_query');
    }
  });
});

describe('GET /crud/products: search', () => {
  const search = async (text: string) =>
    ids((await list(`${both()}&search=${encodeURIComponent(text)}`)).rows);

  it('is accent- and case-insensitive, in French', async () => {
    expect(await search('lit medicalise')).toEqual([lit.id]);
    expect(await search('LIT MÉDICALISÉ')).toEqual([lit.id]);
    expect(await search('lits médicalisés')).toEqual([lit.id]);
    expect(await search('FAUTEUIL')).toEqual([fauteuil.id]);
  });

  it('finds partial words of titles, references, and (stemmed) words of the description', async () => {
    expect(await search('fauteu')).toEqual([fauteuil.id]);
    expect(await search(`LM-${u}`)).toEqual([lit.id]);
    expect(await search(`lm-${u}`.toUpperCase())).toEqual([lit.id]);
    expect(await search('prevention')).toEqual([coussin.id]);
    expect(await search('introuvable zzz')).toEqual([]);
    // Partial words match from a word's start only: "dicalise" is inside "médicalisé", not a word.
    expect(await search('medicali')).toEqual([lit.id]);
    expect(await search('dicalise')).toEqual([]);
  });

  it('survives SQL metacharacters: 200, no crash, tables intact', async () => {
    for (const text of [
      "'; DROP TABLE products; --",
      "' OR '1'='1",
      '%',
      '_',
      '\\',
      '%%fau%',
      'f_uteuil',
      '"); DELETE FROM categories; --',
      'a:* & !b | (c',
    ]) {
      const response = await call(
        api,
        'GET',
        `/crud/products?${both()}&search=${encodeURIComponent(text)}`,
      );
      expect(response.status, text).toBe(200);
      expectBody(response, 200, ProductList);
    }
    expect(await search("'; DROP TABLE products; --")).toEqual([]);
    expect((await list(both())).total).toBe(4);
    const db = api.runtime.database.db;
    expect((await db.select().from(products)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(categories)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /crud/products: visibility', () => {
  let shown: CategoryRow;
  let hiddenTop: CategoryRow;
  let underHidden: CategoryRow;
  let inactive: ProductRow;
  let inHiddenCategory: ProductRow;
  let underHiddenParent: ProductRow;
  let visible: ProductRow;

  beforeAll(async () => {
    const v = unique();
    shown = await createCategory(api, token, { nom: `Visible ${v}` });
    hiddenTop = await createCategory(api, token, { nom: `Masquée ${v}`, est_active: false });
    underHidden = await createCategory(api, token, {
      nom: `Sous masquée ${v}`,
      parent_id: hiddenTop.id,
    });
    inactive = await createProduct(api, token, {
      titre: `Inactif ${v}`,
      categorie_id: String(shown.id),
      est_actif: 'false',
    });
    inHiddenCategory = await createProduct(api, token, {
      titre: `Dans masquée ${v}`,
      categorie_id: String(hiddenTop.id),
    });
    underHiddenParent = await createProduct(api, token, {
      titre: `Sous parent masqué ${v}`,
      categorie_id: String(underHidden.id),
    });
    visible = await createProduct(api, token, {
      titre: `Visible ${v}`,
      categorie_id: String(shown.id),
    });
  });

  const scope = () => `categoryId=${shown.id},${hiddenTop.id}&order=id:asc`;

  it('hides inactive products and products of inactive categories from anonymous lists', async () => {
    expect(ids((await list(scope())).rows)).toEqual([visible.id]);
    expect((await list(scope())).total).toBe(1);
    // Asking for inactive products anonymously reveals nothing hidden.
    expect(ids((await list(`${scope()}&est_actif=false`)).rows)).not.toContain(inactive.id);
  });

  it('answers 404 to anonymous GET /{id} of a hidden product, 200 for a visible one', async () => {
    for (const product of [inactive, inHiddenCategory, underHiddenParent]) {
      expectError(await call(api, 'GET', `/crud/products/${product.id}`), 404, 'not_found');
    }
    const response = await call(api, 'GET', `/crud/products/${visible.id}`);
    expect(expectBody(response, 200, Product)).toEqual(visible);
  });

  it('shows everything to the admin, who can filter on est_actif', async () => {
    const all = await list(scope(), true);
    expect(ids(all.rows)).toEqual([
      inactive.id,
      inHiddenCategory.id,
      underHiddenParent.id,
      visible.id,
    ]);
    expect(ids((await list(`${scope()}&est_actif=false`, true)).rows)).toEqual([inactive.id]);
    expect(ids((await list(`${scope()}&est_actif=true`, true)).rows)).toEqual([
      inHiddenCategory.id,
      underHiddenParent.id,
      visible.id,
    ]);
    for (const product of [inactive, inHiddenCategory, underHiddenParent]) {
      const response = await call(api, 'GET', `/crud/products/${product.id}`, { token });
      expect(expectBody(response, 200, Product).id).toBe(product.id);
    }
  });

  it('shows a product again once it is re-activated', async () => {
    const patched = await call(api, 'PATCH', `/crud/products/${inactive.id}`, {
      token,
      json: { est_actif: true },
    });
    expect(patched.status).toBe(200);
    expect((await call(api, 'GET', `/crud/products/${inactive.id}`)).status).toBe(200);
    await call(api, 'PATCH', `/crud/products/${inactive.id}`, {
      token,
      json: { est_actif: false },
    });
  });
});
