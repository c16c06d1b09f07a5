import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ArticleBulkResultSchema, ProductBulkResultSchema } from '#domain/bulk-actions.schema.ts';
import { ArticleRevisionListSchema, ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import {
  Article,
  type ArticleRow,
  call,
  expectBody,
  expectError,
  ids,
  listOf,
  listProductsOf,
  Product,
  type ProductRow,
} from './client.ts';
import { createArticle, createCategory, createProduct } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import { signedInEditor } from './staff-fixtures.ts';

/** Issue 24: bulk actions on products and articles, all or nothing, journaled row by row. */
let api: TestApi;
let token: string;
let editorToken: string;
let shelf: number;
let other: number;
const seen: ContentChange[] = [];
const stop = onContentChange((change) => seen.push(change));

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  editorToken = (await signedInEditor(api, 'editeur@bulk.tn')).token;
  shelf = (await createCategory(api, token, { nom: 'Rayon bulk' })).id;
  other = (await createCategory(api, token, { nom: 'Autre rayon' })).id;
});
afterAll(async () => {
  stop();
  await api?.close();
});
afterEach(() => {
  seen.length = 0;
});

/** As the administrator unless told; `null`: anonymous. */
const productBulk = (json: unknown, as: string | null = token) =>
  call(api, 'POST', '/crud/products/bulk', { token: as ?? undefined, json });
const articleBulk = (json: unknown, as: string | null = token) =>
  call(api, 'POST', '/crud/articles/bulk', { token: as ?? undefined, json });

async function products(count: number, fields: Record<string, string> = {}) {
  const made: ProductRow[] = [];
  for (let index = 0; index < count; index += 1) {
    made.push(
      await createProduct(api, token, {
        titre: `Lit ${index} ${Math.random().toString(36).slice(2, 7)}`,
        categorie_id: String(shelf),
        ...fields,
      }),
    );
  }
  return made;
}

async function articles(count: number, body: Record<string, unknown> = {}) {
  const made: ArticleRow[] = [];
  for (let index = 0; index < count; index += 1) {
    made.push(
      await createArticle(api, token, {
        titre: `Note ${index}`,
        contenu_html: '<p>x</p>',
        ...body,
      }),
    );
  }
  return made;
}

const product = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token }), 200, Product);
const article = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/articles/${id}`, { token }), 200, Article);

/** The journal lines about these ids, newest first. */
async function linesAbout(entite: 'produit' | 'article', about: readonly number[]) {
  const response = await call(api, 'GET', `/journal?entite=${entite}&limit=100`, { token });
  const { rows } = expectBody(response, 200, JournalPageSchema);
  return rows.filter((line) => about.map(String).includes(line.entity_id ?? ''));
}

describe('POST /crud/products/bulk', () => {
  it('deactivates exactly the products asked, one journal line each, and undoes', async () => {
    const [a, b, c, untouched] = await products(4);
    if (!a || !b || !c || !untouched) throw new Error('fixtures');
    await productBulk({ action: 'desactiver', ids: [c.id] });
    seen.length = 0;
    const result = expectBody(
      await productBulk({ action: 'desactiver', ids: [a.id, b.id, c.id] }, editorToken),
      200,
      ProductBulkResultSchema,
    );
    expect(result).toEqual({
      changed: [a.id, b.id],
      unchanged: [c.id],
      previous: [
        { id: a.id, est_actif: true },
        { id: b.id, est_actif: true },
      ],
    });
    expect(seen.map((change) => change.resource)).toEqual(['products']);
    expect((await product(a.id)).est_actif).toBe(false);
    expect((await product(untouched.id)).est_actif).toBe(true);
    const lines = await linesAbout('produit', [a.id, b.id]);
    // Each was created, then changed once by the bulk action.
    expect(lines.map((line) => line.action).sort()).toEqual([
      'creation',
      'creation',
      'modification',
      'modification',
    ]);
    for (const line of lines.filter(({ action }) => action === 'modification')) {
      expect(line.changes).toEqual([{ field: 'est_actif', before: 'true', after: 'false' }]);
    }
    // The public list sees it at once (its cached totals follow the catalogue's version).
    const visible = await listProductsOf(api, `categoryId=${shelf}&limit=100`);
    expect(ids(visible.rows)).not.toContain(a.id);
    expect(ids(visible.rows)).toContain(untouched.id);

    const undone = await productBulk({ action: 'restaurer', previous: result.previous });
    expect(expectBody(undone, 200, ProductBulkResultSchema).changed).toEqual([a.id, b.id]);
    expect((await product(b.id)).est_actif).toBe(true);
    const after = await listProductsOf(api, `categoryId=${shelf}&limit=100`);
    expect(ids(after.rows)).toContain(a.id);
  });

  it('moves products to a category and back', async () => {
    const moved = await products(2);
    const result = expectBody(
      await productBulk({ action: 'deplacer', ids: ids(moved), categorie_id: other }),
      200,
      ProductBulkResultSchema,
    );
    expect(result.previous).toEqual(moved.map(({ id }) => ({ id, categorie_id: shelf })));
    const [first] = moved;
    if (!first) throw new Error('fixtures');
    expect((await product(first.id)).categorie_id).toBe(other);
    const [line] = await linesAbout('produit', [first.id]);
    expect(line?.changes).toEqual([
      { field: 'categorie_id', before: String(shelf), after: String(other) },
    ]);
    await productBulk({ action: 'restaurer', previous: result.previous });
    expect((await product(first.id)).categorie_id).toBe(shelf);
    // Each bulk change is a save and keeps its revision (creation, move, move back).
    const revisions = await call(api, 'GET', `/crud/products/${first.id}/revisions`, { token });
    const kept = expectBody(revisions, 200, ProductRevisionListSchema).rows;
    expect(kept.map((revision) => revision.fields.categorie_id)).toEqual([shelf, other, shelf]);
  });

  it('deletes the products asked, journaled as deletions', async () => {
    const [gone, kept] = await products(2);
    if (!gone || !kept) throw new Error('fixtures');
    const result = await productBulk({ action: 'supprimer', ids: [gone.id] });
    expect(expectBody(result, 200, ProductBulkResultSchema)).toEqual({
      changed: [gone.id],
      unchanged: [],
    });
    expectError(await call(api, 'GET', `/crud/products/${gone.id}`, { token }), 404);
    await product(kept.id);
    const [line] = await linesAbout('produit', [gone.id]);
    expect(line?.action).toBe('suppression');
  });

  it('changes nothing and journals nothing when one id does not exist', async () => {
    const [a, b] = await products(2);
    if (!a || !b) throw new Error('fixtures');
    seen.length = 0;
    for (const body of [
      { action: 'desactiver', ids: [a.id, 999_999, b.id] },
      { action: 'supprimer', ids: [a.id, 999_999, 999_998] },
    ]) {
      const error = expectError(await productBulk(body), 404, 'not_found');
      expect(error.message).toContain('999999');
    }
    const refused = await productBulk({ action: 'deplacer', ids: [a.id], categorie_id: 999_999 });
    expect(expectError(refused, 422, 'validation_failed').fields).toHaveProperty('categorie_id');
    expect((await product(a.id)).est_actif).toBe(true);
    expect((await product(b.id)).categorie_id).toBe(shelf);
    expect(await linesAbout('produit', [a.id, b.id])).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it('serialises two bulk actions over the same rows (locked in id order, no deadlock)', async () => {
    const rows = await products(6);
    const forward = ids(rows);
    const [one, two] = await Promise.all([
      productBulk({ action: 'desactiver', ids: forward }),
      productBulk({ action: 'deplacer', ids: [...forward].reverse(), categorie_id: other }),
    ]);
    expect(expectBody(one, 200, ProductBulkResultSchema).changed).toEqual(forward);
    expect(expectBody(two, 200, ProductBulkResultSchema).changed).toEqual([...forward].reverse());
    for (const id of forward) {
      expect(await product(id)).toMatchObject({ est_actif: false, categorie_id: other });
    }
  });

  it('counts a repeated id once', async () => {
    const [a] = await products(1);
    if (!a) throw new Error('fixtures');
    const result = await productBulk({ action: 'desactiver', ids: [a.id, a.id, a.id] });
    expect(expectBody(result, 200, ProductBulkResultSchema).changed).toEqual([a.id]);
    const lines = await linesAbout('produit', [a.id]);
    expect(lines.map((line) => line.action)).toEqual(['modification', 'creation']);
  });

  it('refuses anonymous callers before reading the body, and bad bodies in French', async () => {
    expectError(await productBulk({ action: 'activer', ids: [1] }, null), 401);
    expectError(await productBulk({ action: 'activer', ids: 'x' }, null), 401);
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    const tooMany = expectError(await productBulk({ action: 'activer', ids: many }), 422);
    expect(tooMany.message).toMatch(/au plus 100/);
    expectError(await productBulk({ action: 'activer', ids: [] }), 422, 'validation_failed');
    expectError(await productBulk({ action: 'bruler', ids: [1] }), 422, 'validation_failed');
    const noCategory = await productBulk({ action: 'deplacer', ids: [1] });
    expect(expectError(noCategory, 422, 'validation_failed').fields).toEqual({
      categorie_id: 'est obligatoire',
    });
    expectError(await productBulk({ action: 'activer', ids: [1], x: 1 }), 400, 'unknown_field');
  });
});

describe('POST /crud/articles/bulk', () => {
  it('publishes drafts now (SPEC §4), keeps a date already set, and undoes', async () => {
    const dated = '2026-01-05T09:00:00.000Z';
    const [draft, datedDraft, live] = [
      ...(await articles(1)),
      ...(await articles(1, { publie_le: dated })),
      ...(await articles(1, { statut: 'publie' })),
    ];
    if (!draft || !datedDraft || !live) throw new Error('fixtures');
    const before = Date.now();
    seen.length = 0;
    const result = expectBody(
      await articleBulk({ action: 'publier', ids: [draft.id, datedDraft.id, live.id] }),
      200,
      ArticleBulkResultSchema,
    );
    expect(result.changed).toEqual([draft.id, datedDraft.id]);
    expect(result.unchanged).toEqual([live.id]);
    expect(result.previous).toEqual([
      { id: draft.id, statut: 'brouillon', publie_le: null },
      { id: datedDraft.id, statut: 'brouillon', publie_le: dated },
    ]);
    expect(seen.map((change) => change.resource)).toEqual(['articles']);
    const published = await article(draft.id);
    expect(published.statut).toBe('publie');
    expect(Date.parse(published.publie_le ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await article(datedDraft.id)).publie_le).toBe(dated);
    const lines = await linesAbout('article', [draft.id, datedDraft.id]);
    expect(lines.map((line) => line.action).slice(0, 2)).toEqual(['publication', 'publication']);
    const publicList = expectBody(
      await call(api, 'GET', '/crud/articles?limit=100'),
      200,
      listOf(Article),
    );
    expect(ids(publicList.rows)).toEqual(expect.arrayContaining([draft.id, datedDraft.id]));

    await articleBulk({ action: 'restaurer', previous: result.previous });
    expect(await article(draft.id)).toMatchObject({ statut: 'brouillon', publie_le: null });
    const revisions = await call(api, 'GET', `/crud/articles/${draft.id}/revisions`, { token });
    const kept = expectBody(revisions, 200, ArticleRevisionListSchema).rows;
    expect(kept.map((revision) => revision.fields.statut)).toEqual([
      'brouillon',
      'publie',
      'brouillon',
    ]);
    const [undoLine] = await linesAbout('article', [draft.id]);
    expect(undoLine?.action).toBe('depublication');
    const after = expectBody(
      await call(api, 'GET', '/crud/articles?limit=100'),
      200,
      listOf(Article),
    );
    expect(ids(after.rows)).not.toContain(draft.id);
  });

  it('unpublishes and deletes, all or nothing', async () => {
    const [live, draft] = [...(await articles(1, { statut: 'publie' })), ...(await articles(1))];
    if (!live || !draft) throw new Error('fixtures');
    const refused = await articleBulk({ action: 'depublier', ids: [live.id, 999_999] });
    expect(expectError(refused, 404, 'not_found').message).toMatch(/introuvable/);
    expect((await article(live.id)).statut).toBe('publie');
    const result = await articleBulk(
      { action: 'depublier', ids: [live.id, draft.id] },
      editorToken,
    );
    expect(v.parse(ArticleBulkResultSchema, result.body)).toMatchObject({
      changed: [live.id],
      unchanged: [draft.id],
    });
    const deleted = await articleBulk({ action: 'supprimer', ids: [live.id, draft.id, live.id] });
    expect(expectBody(deleted, 200, ArticleBulkResultSchema).changed).toEqual([live.id, draft.id]);
    expectError(await call(api, 'GET', `/crud/articles/${draft.id}`, { token }), 404);
    const lines = await linesAbout('article', [live.id]);
    expect(lines.map((line) => line.action)).toEqual(['suppression', 'depublication', 'creation']);
  });

  it('refuses anonymous callers and more than 100 ids', async () => {
    expectError(await articleBulk({ action: 'publier', ids: [1] }, null), 401);
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expectError(await articleBulk({ action: 'publier', ids: many }), 422, 'validation_failed');
  });
});
