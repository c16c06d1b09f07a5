import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#config';
import { TrashPageSchema, TrashRestoreResultSchema } from '#domain/trash.ts';
import { purgeExpiredTrash } from '#server/api/trash/trash-purge.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { openDatabase } from '#server/db/connection.ts';
import { contentRevisions, trashedItems } from '#server/db/tables.ts';
import { Article, call, expectBody, expectError, ids, Product, ProductList } from './client.ts';
import { createArticle, createCategory, createProduct } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editor: { token: string; email: string };
let shelf: string;

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('corbeille@test.tn', 'Rayon corbeille'));
});
afterAll(async () => {
  await api?.close();
});

const dayMs = 86_400_000;
const trash = async (as = token) =>
  expectBody(await call(api, 'GET', '/trash?limit=100', { token: as }), 200, TrashPageSchema);
const restore = (path: string, as = token) =>
  call(api, 'POST', `/trash/${path}/restore`, { token: as });
const revisionCount = async (entityType: 'article' | 'produit', id: number) => {
  const [row] = await api.runtime.database.db
    .select({ n: count() })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity_type, entityType), eq(contentRevisions.entity_id, id)));
  return row?.n ?? 0;
};
const journal = async (action: string, id: number) => {
  const page = expectBody(
    await call(api, 'GET', `/journal?action=${action}&limit=100`, { token }),
    200,
    JournalPageSchema,
  );
  return page.rows.filter((line) => line.entity_id === String(id));
};
const backdate = (type: 'article' | 'produit', id: number, days: number) =>
  api.runtime.database.db
    .update(trashedItems)
    .set({ deleted_at: sql`clock_timestamp() - make_interval(days => ${days})` })
    .where(and(eq(trashedItems.entity_type, type), eq(trashedItems.entity_id, id)));

describe('deleting moves to the Corbeille', () => {
  it('a product: 404 on the API and gone from the public list, listed in the Corbeille', async () => {
    const product = await createProduct(api, token, {
      titre: 'Fauteuil roulant',
      categorie_id: shelf,
    });
    await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { prix: 90 } });
    expect(
      (await call(api, 'DELETE', `/crud/products/${product.id}`, { token: editor.token })).status,
    ).toBe(204);

    expectError(await call(api, 'GET', `/crud/products/${product.id}`), 404, 'not_found');
    expectError(await call(api, 'GET', `/crud/products/${product.id}`, { token }), 404);
    const publicList = expectBody(
      await call(api, 'GET', '/crud/products?limit=100'),
      200,
      ProductList,
    );
    expect(ids(publicList.rows)).not.toContain(product.id);

    const [line] = (await trash(editor.token)).rows;
    expect(line).toMatchObject({ type: 'produit', id: product.id, titre: 'Fauteuil roulant' });
    expect(line?.supprime_par).toBe(editor.email);
    const kept = Date.parse(line?.purge_le ?? '') - Date.parse(line?.supprime_le ?? '');
    expect(kept).toBe(limits.trashDays * dayMs);
    expect(await revisionCount('produit', product.id)).toBe(2);
    expect(await journal('suppression', product.id)).toHaveLength(1);
  });

  it('restoring brings it back with its id, fields and revisions, journaled', async () => {
    const product = await createProduct(api, token, {
      titre: 'Lit médicalisé',
      categorie_id: shelf,
      prix: '450',
    });
    await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
    const response = await restore(`products/${product.id}`, editor.token);
    const result = expectBody(response, 200, TrashRestoreResultSchema);
    expect(result).toEqual({
      type: 'produit',
      id: product.id,
      titre: 'Lit médicalisé',
      categorie_retiree: false,
    });

    const back = expectBody(await call(api, 'GET', `/crud/products/${product.id}`), 200, Product);
    expect({ ...back, modifie_le: null }).toEqual({ ...product, modifie_le: null });
    expect(await revisionCount('produit', product.id)).toBe(1);
    expect((await trash()).rows.map((row) => row.id)).not.toContain(product.id);
    const [line] = await journal('restauration', product.id);
    expect(line?.actor_email).toBe(editor.email);
    expectError(await restore(`products/${product.id}`), 404, 'not_found');
  });

  it('an article too, and a bulk delete sends every item there', async () => {
    const one = await createArticle(api, token, {
      titre: 'Conseil',
      contenu_html: '<p>a</p>',
      statut: 'publie',
    });
    const two = await createArticle(api, token, { titre: 'Guide', contenu_html: '<p>b</p>' });
    const bulk = await call(api, 'POST', '/crud/articles/bulk', {
      token,
      json: { action: 'supprimer', ids: [one.id, two.id] },
    });
    expect(bulk.status).toBe(200);
    expectError(await call(api, 'GET', `/crud/articles/slug/${one.slug}`), 404);
    const listed = (await trash()).rows
      .filter((row) => row.type === 'article')
      .map((row) => row.id);
    expect(listed).toEqual(expect.arrayContaining([one.id, two.id]));

    const product = await createProduct(api, token, { titre: 'Déambulateur', categorie_id: shelf });
    await call(api, 'POST', '/crud/products/bulk', {
      token,
      json: { action: 'supprimer', ids: [product.id] },
    });
    expect(
      (await trash()).rows.some((row) => row.type === 'produit' && row.id === product.id),
    ).toBe(true);

    expect((await restore(`articles/${one.id}`)).status).toBe(200);
    const back = expectBody(
      await call(api, 'GET', `/crud/articles/slug/${one.slug}`),
      200,
      Article,
    );
    expect([back.id, back.titre, back.statut, back.publie_le]).toEqual([
      one.id,
      'Conseil',
      'publie',
      one.publie_le,
    ]);
  });
});

describe('restore conflicts', () => {
  it('a slug or reference taken meanwhile: 409 in French, the item stays in the Corbeille', async () => {
    const gone = await createProduct(api, token, { titre: 'Tensiomètre', categorie_id: shelf });
    await call(api, 'DELETE', `/crud/products/${gone.id}`, { token });
    const taker = await createProduct(api, token, {
      titre: 'Autre',
      slug: gone.slug,
      categorie_id: shelf,
    });
    expect(taker.slug).toBe(gone.slug);
    const error = expectError(await restore(`products/${gone.id}`), 409, 'conflict');
    expect(error.message).toContain(`« ${gone.slug} »`);
    expect(error.message).toContain('« Autre »');
    expect((await trash()).rows.some((row) => row.id === gone.id && row.type === 'produit')).toBe(
      true,
    );

    await call(api, 'PATCH', `/crud/products/${taker.id}`, {
      token,
      json: { slug: 'autre-slug', reference: gone.reference },
    });
    const byReference = expectError(await restore(`products/${gone.id}`), 409, 'conflict');
    expect(byReference.message).toContain('la référence');

    await call(api, 'PATCH', `/crud/products/${taker.id}`, {
      token,
      json: { reference: 'REF-LIBRE-1' },
    });
    expect((await restore(`products/${gone.id}`)).status).toBe(200);
  });

  it('an article whose slug was taken meanwhile: 409, restorable once the slug is free', async () => {
    const gone = await createArticle(api, token, {
      titre: 'Bien choisir',
      contenu_html: '<p>a</p>',
    });
    await call(api, 'DELETE', `/crud/articles/${gone.id}`, { token });
    const taker = await createArticle(api, token, {
      titre: 'Autre article',
      slug: gone.slug,
      contenu_html: '<p>b</p>',
    });
    expect(taker.slug).toBe(gone.slug);
    const error = expectError(await restore(`articles/${gone.id}`, editor.token), 409, 'conflict');
    expect(error.message).toMatch(/^Restauration impossible : le slug/);
    await call(api, 'PATCH', `/crud/articles/${taker.id}`, { token, json: { slug: 'ailleurs' } });
    expect((await restore(`articles/${gone.id}`, editor.token)).status).toBe(200);
  });

  it('answers 400 to a bad page or id, 404 to an item not in the Corbeille', async () => {
    expectError(await call(api, 'GET', '/trash?limit=0', { token }), 400);
    expectError(await call(api, 'GET', '/trash?page=abc', { token }), 400);
    expectError(await restore('products/abc'), 400);
    expectError(await restore('products/999999'), 404, 'not_found');
    expectError(await call(api, 'DELETE', '/trash/articles/999999', { token }), 404, 'not_found');
  });

  it('a kept row this version cannot read: 409 in French, the item stays in the Corbeille', async () => {
    const product = await createProduct(api, token, { titre: 'Illisible', categorie_id: shelf });
    expect((await call(api, 'DELETE', `/crud/products/${product.id}`, { token })).status).toBe(204);
    await api.runtime.database.db
      .update(trashedItems)
      .set({ fields: { titre: 42 } })
      .where(and(eq(trashedItems.entity_type, 'produit'), eq(trashedItems.entity_id, product.id)));
    const refused = await call(api, 'POST', `/trash/products/${product.id}/restore`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'conflict', message: /illisible/ } });
    expect((await call(api, 'GET', `/crud/products/${product.id}`, { token })).status).toBe(404);
    const trash = await call(api, 'GET', '/trash?limit=100', { token });
    expect(JSON.stringify(trash.body)).toContain('Illisible');
  });

  it('a category deleted meanwhile: restored without category, and the answer says so', async () => {
    const category = await createCategory(api, token, { nom: 'Éphémère' });
    const product = await createProduct(api, token, {
      titre: 'Orthèse',
      categorie_id: String(category.id),
    });
    await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
    expect((await call(api, 'DELETE', `/crud/categories/${category.id}`, { token })).status).toBe(
      204,
    );
    const result = expectBody(
      await restore(`products/${product.id}`),
      200,
      TrashRestoreResultSchema,
    );
    expect(result.categorie_retiree).toBe(true);
    const back = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}`, { token }),
      200,
      Product,
    );
    expect(back.categorie_id).toBeNull();
  });
});

describe('deleting for good', () => {
  it('administrators only; revisions go with it; journaled', async () => {
    const article = await createArticle(api, token, { titre: 'À jeter', contenu_html: '<p>x</p>' });
    await call(api, 'DELETE', `/crud/articles/${article.id}`, { token: editor.token });
    expectError(
      await call(api, 'DELETE', `/trash/articles/${article.id}`, { token: editor.token }),
      403,
      'forbidden',
    );
    expect((await call(api, 'DELETE', `/trash/articles/${article.id}`, { token })).status).toBe(
      204,
    );
    expect(await revisionCount('article', article.id)).toBe(0);
    expect(
      (await trash()).rows.some((row) => row.type === 'article' && row.id === article.id),
    ).toBe(false);
    expectError(await restore(`articles/${article.id}`), 404, 'not_found');
    const [line] = await journal('suppression_definitive', article.id);
    expect(line?.actor_email).toBe('admin@test.tn');
  });
});

describe(`the purge after ${limits.trashDays} days`, () => {
  it('deletes, with the fixed clock, only what is past the delay, with its revisions', async () => {
    const product = await createProduct(api, token, { titre: 'Ancien stock', categorie_id: shelf });
    await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
    const db = api.runtime.database.db;
    const early = await purgeExpiredTrash(db, {
      now: new Date(Date.now() + (limits.trashDays - 1) * dayMs),
    });
    expect(early.purged).not.toContainEqual({ type: 'produit', id: product.id });
    expect(await revisionCount('produit', product.id)).toBe(1);

    const late = await purgeExpiredTrash(db, {
      now: new Date(Date.now() + (limits.trashDays + 1) * dayMs),
    });
    expect(late.claimed).toBe(true);
    expect(late.purged).toContainEqual({ type: 'produit', id: product.id });
    expect(await revisionCount('produit', product.id)).toBe(0);
    expect(
      (await trash()).rows.some((row) => row.id === product.id && row.type === 'produit'),
    ).toBe(false);
    const [line] = await journal('suppression_definitive', product.id);
    expect(line?.actor_email).toBeNull();
    expect(line?.entity_label).toBe('Ancien stock');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the purge across instances on PostgreSQL', () => {
  it('two runners racing purge each item once; a held claim makes a runner stand aside', async () => {
    const deleted: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const product = await createProduct(api, token, { titre: `Lot ${n}`, categorie_id: shelf });
      await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
      await backdate('produit', product.id, limits.trashDays + 1);
      deleted.push(product.id);
    }
    const other = await openDatabase({
      dataDir: '/nonexistent',
      databaseUrl: api.databaseUrl ?? '',
    });
    try {
      const now = new Date();
      const runs = await Promise.all([
        purgeExpiredTrash(api.runtime.database.db, { now, batch: 3 }),
        purgeExpiredTrash(other.db, { now, batch: 3 }),
      ]);
      const purged = runs.flatMap((run) => run.purged.map((item) => item.id)).sort((a, b) => a - b);
      expect(purged).toEqual(deleted);
      for (const id of deleted) expect(await journal('suppression_definitive', id)).toHaveLength(1);

      const late = await createProduct(api, token, { titre: 'Lot tardif', categorie_id: shelf });
      await call(api, 'DELETE', `/crud/products/${late.id}`, { token });
      await backdate('produit', late.id, limits.trashDays + 1);
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('trash-purge', 0))`);
        const aside = await purgeExpiredTrash(api.runtime.database.db, { now: new Date() });
        expect(aside).toEqual({ claimed: false, purged: [] });
      });
      const after = await purgeExpiredTrash(api.runtime.database.db, { now: new Date() });
      expect(after.purged).toEqual([{ type: 'produit', id: late.id }]);
    } finally {
      await other.close();
    }
  });
});
