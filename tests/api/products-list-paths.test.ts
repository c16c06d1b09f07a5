import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/tables.ts';
import { type CategoryRow, call, ids, listProductsOf, type ProductRow, unique } from './client.ts';
import { createCategory, createProduct } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

// Issue 19: lists walk stored sort keys, a maintained visibility flag and the stored top-level
// category; totals are cached per catalogue version; the far half of a list is read backwards.
// What a caller observes must not change: these tests compare with plain expectations.

let api: TestApi;
let token: string;
const u = unique();
let top: CategoryRow;
let sub: CategoryRow;
let other: CategoryRow;

const list = (query: string, asAdmin = false) =>
  listProductsOf(api, query, asAdmin ? token : undefined);

/** Rows written straight into the database, as a script or another tool would. */
async function insertDirectly(count: number, categoryId: number, prefix: string) {
  await api.runtime.database.db.execute(sql`
    INSERT INTO ${products} (titre, slug, reference, categorie_id, prix)
    SELECT ${prefix} || ' ' || chr(65 + (g * 7) % 26) || ' ' || g, ${prefix} || '-' || g,
      ${prefix} || '-REF-' || g, ${categoryId},
      CASE WHEN g % 5 = 0 THEN NULL ELSE (g * 37) % 11 * 10 END
    FROM generate_series(1, ${count}) AS g`);
}

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  top = await createCategory(api, token, { nom: `Mobilité ${u}` });
  sub = await createCategory(api, token, { nom: `Cannes ${u}`, parent_id: top.id });
  other = await createCategory(api, token, { nom: `Chambre ${u}` });
  await insertDirectly(30, top.id, `Top${u}`);
  await insertDirectly(17, sub.id, `Sub${u}`);
});

afterAll(() => api.close());

describe('GET /crud/products: every page read equals the same slice of the whole list', () => {
  const orders = ['', 'titre:asc', 'titre:desc', 'prix:asc', 'prix:desc', 'cree_le:desc'];
  for (const order of orders) {
    it(`order ${order || '(default)'}: pages of 7, the last ones read from the end`, async () => {
      const scope = `categoryId=${top.id}${order ? `&order=${order}` : ''}`;
      const whole = await list(`${scope}&limit=100`);
      expect(whole.total).toBe(47);
      const paged: ProductRow[] = [];
      for (let page = 1; page <= 7; page += 1) {
        const answer = await list(`${scope}&limit=7&page=${page}`);
        expect(answer.total).toBe(47);
        paged.push(...answer.rows);
      }
      expect(ids(paged)).toEqual(ids(whole.rows));
      expect((await list(`${scope}&limit=7&page=8`)).rows).toEqual([]);
    });
  }

  it('merges several categories page by page, a sub-category of one asked for counted once', async () => {
    await insertDirectly(9, other.id, `Other${u}`);
    for (const order of ['', '&order=prix:desc']) {
      const scope = `categoryId=${top.id},${other.id},${sub.id}${order}`;
      const whole = await list(`${scope}&limit=100`);
      expect(whole.total).toBe(whole.rows.length);
      expect(new Set(ids(whole.rows)).size).toBe(whole.rows.length);
      const paged: ProductRow[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 4); page += 1) {
        paged.push(...(await list(`${scope}&limit=4&page=${page}`)).rows);
      }
      expect(ids(paged)).toEqual(ids(whole.rows));
    }
  });

  it('puts products without a price last in both price orders', async () => {
    for (const order of ['prix:asc', 'prix:desc']) {
      const { rows } = await list(`categoryId=${top.id}&order=${order}&limit=100`);
      const firstWithout = rows.findIndex((row) => row.prix === null);
      expect(rows.slice(firstWithout).every((row) => row.prix === null)).toBe(true);
      expect(firstWithout).toBeGreaterThan(0);
    }
  });
});

describe('GET /crud/products: totals follow every write', () => {
  it('counts a product created, then deleted, through the API', async () => {
    const before = (await list(`categoryId=${other.id}`)).total;
    const created = await createProduct(api, token, {
      titre: `Lit ${u}`,
      categorie_id: String(other.id),
    });
    expect((await list(`categoryId=${other.id}`)).total).toBe(before + 1);
    expect((await call(api, 'DELETE', `/crud/products/${created.id}`, { token })).status).toBe(204);
    expect((await list(`categoryId=${other.id}`)).total).toBe(before);
  });

  it('ranks a search again after a write: a new match is found, a renamed one is gone', async () => {
    const search = `search=${encodeURIComponent(`Gyroscope${u}`)}`;
    expect(await list(search)).toEqual({ rows: [], total: 0 });
    const created = await createProduct(api, token, {
      titre: `Gyroscope${u} de rééducation`,
      categorie_id: String(other.id),
    });
    expect(ids((await list(search)).rows)).toEqual([created.id]);
    await api.runtime.database.db.execute(
      sql`UPDATE ${products} SET titre = 'Renommé' WHERE id = ${created.id}`,
    );
    expect(await list(search)).toEqual({ rows: [], total: 0 });
  });

  it('answers a list asked again with what changed since, however it was written', async () => {
    const scope = `categoryId=${top.id}&order=prix:desc&limit=5`;
    const first = await list(scope);
    // Asked again while nothing changed: the same answer (kept per catalogue version).
    expect(await list(scope)).toEqual(first);
    const [head] = first.rows;
    if (!head) throw new Error('no row');
    await api.runtime.database.db.execute(
      sql`UPDATE ${products} SET description_courte = ${`Revu ${u}`} WHERE id = ${head.id}`,
    );
    const after = await list(scope);
    expect(after.rows[0]).toMatchObject({ id: head.id, description_courte: `Revu ${u}` });
    // The same query as staff is its own answer (offline products included), never the public one.
    await api.runtime.database.db.execute(
      sql`UPDATE ${products} SET est_actif = false WHERE id = ${head.id}`,
    );
    expect(ids((await list(scope)).rows)).not.toContain(head.id);
    expect((await list(scope, true)).rows[0]).toMatchObject({ id: head.id, est_actif: false });
    await api.runtime.database.db.execute(
      sql`UPDATE ${products} SET est_actif = true WHERE id = ${head.id}`,
    );
    expect(ids((await list(scope)).rows)).toEqual(ids(after.rows));
  });

  it('counts rows another tool wrote straight into the database', async () => {
    const before = await list(`categoryId=${other.id}`);
    await insertDirectly(3, other.id, `Direct${u}`);
    const after = await list(`categoryId=${other.id}`);
    expect(after.total).toBe(before.total + 3);
    expect(after.rows).toHaveLength(Math.min(10, before.total + 3));
  });
});

describe('GET /crud/products: visibility and category follow the category', () => {
  it('hides the products of a category and of its sub-categories while it is offline', async () => {
    const scope = `categoryId=${top.id}&limit=100`;
    expect((await list(scope)).total).toBe(47);
    const offline = await call(api, 'PATCH', `/crud/categories/${top.id}`, {
      token,
      json: { est_active: false },
    });
    expect(offline.status).toBe(200);
    expect(await list(scope)).toEqual({ rows: [], total: 0 });
    expect((await list(`categoryId=${sub.id}`)).total).toBe(0);
    expect((await list(scope, true)).total).toBe(47);

    await call(api, 'PATCH', `/crud/categories/${top.id}`, { token, json: { est_active: true } });
    expect((await list(scope)).total).toBe(47);
  });

  it('files the products of a sub-category under its new parent when it moves', async () => {
    const moved = await call(api, 'PATCH', `/crud/categories/${sub.id}`, {
      token,
      json: { parent_id: other.id },
    });
    expect(moved.status).toBe(200);
    const underOther = await list(`categoryId=${other.id}&limit=100`);
    expect(underOther.rows.filter((row) => row.categorie_id === sub.id)).toHaveLength(17);
    expect(underOther.rows.find((row) => row.categorie_id === sub.id)?.categorie_nom).toBe(
      other.nom,
    );
    expect((await list(`categoryId=${top.id}`)).total).toBe(30);

    await call(api, 'PATCH', `/crud/categories/${sub.id}`, { token, json: { parent_id: top.id } });
    expect((await list(`categoryId=${top.id}`)).total).toBe(47);
  });
});

describe('GET /crud/products: a search with more matches than the ranking keeps', () => {
  it('gives every page, past the ids kept (5,000) too, and the exact total', async () => {
    const word = `Zyxtrotteur${u}`.toLowerCase();
    await api.runtime.database.db.execute(sql`
      INSERT INTO ${products} (titre, slug, reference, categorie_id, prix)
      SELECT ${word} || ' ' || lpad(g::text, 4, '0'), ${word} || '-' || g, ${word} || '-R-' || g,
        ${other.id}, 10
      FROM generate_series(1, 5050) AS g`);
    const search = `search=${word}&limit=100`;
    const last = await list(`${search}&page=51`);
    expect(last.total).toBe(5050);
    // Equal relevance: title order, so page 51 holds titles 5001 to 5050.
    expect(last.rows.map((row) => row.titre)).toEqual(
      Array.from({ length: 50 }, (_, i) => `${word} ${5001 + i}`),
    );
    const within = await list(`${search}&page=50`);
    expect(within.total).toBe(5050);
    expect(within.rows.at(-1)?.titre).toBe(`${word} 5000`);
    expect(within.rows[0]?.titre).toBe(`${word} 4901`);
  });
});
