/**
 * Issue 36 §3: the first edit of an item saved before revisions were kept leaves a version of its
 * original state, so that edit can be undone to exactly what it replaced.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleRevisionListSchema, ProductRevisionListSchema } from '#domain/revisions.ts';
import { contentRevisions } from '#server/db/tables.ts';
import { Article, call, expectBody, Product } from './client.ts';
import { createArticle, createProduct, form, png } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editor: { token: string; email: string };
let shelf: string;

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('baseline@test.tn', 'Rayon'));
});
afterAll(async () => {
  await api?.close();
});

/** As if the item had been saved before revisions existed: none of its revisions are left. */
async function forgetRevisions(entityType: 'article' | 'produit', id: number) {
  await api.runtime.database.db
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entity_type, entityType), eq(contentRevisions.entity_id, id)));
}

const productRevisions = async (id: number) =>
  expectBody(
    await call(api, 'GET', `/crud/products/${id}/revisions`, { token }),
    200,
    ProductRevisionListSchema,
  ).rows;

const loadProduct = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token }), 200, Product);

/** The product as an editor sees it, without what every save moves on. */
const editable = ({ modifie_le: _m, cree_le: _c, ...rest }: Record<string, unknown>) => rest;

describe('the first edit of an item without revisions', () => {
  it('a product: its original state is kept, dated when it was saved, and restores exactly', async () => {
    const original = await createProduct(
      api,
      token,
      {
        titre: 'Fauteuil roulant',
        categorie_id: shelf,
        prix: '1290',
        description_html: '<p>Pliable</p>\n<ul><li>Léger</li></ul>',
      },
      [await png(), await png(32, 32)],
    );
    await forgetRevisions('produit', original.id);
    const edit = form({ _method: 'PATCH', prix: '1234,5', modifie_le: original.modifie_le });
    const edited = expectBody(
      await call(api, 'POST', `/crud/products/${original.id}`, { token: editor.token, form: edit }),
      200,
      Product,
    );
    expect(edited.prix).toBe(1234.5);

    const rows = await productRevisions(original.id);
    expect(rows.map((row) => [row.fields.prix, row.author_email])).toEqual([
      [1234.5, editor.email],
      [1290, null],
    ]);
    const baseline = rows[1];
    expect(baseline?.created_at).toBe(original.modifie_le);

    const response = await call(
      api,
      'POST',
      `/crud/products/${original.id}/revisions/${baseline?.id}/restore`,
      { token: editor.token, json: { modifie_le: edited.modifie_le } },
    );
    expectBody(response, 200, Product);
    expect(editable(await loadProduct(original.id))).toEqual(editable(original));
  });

  it('a second edit adds no baseline: the newest revision already holds what it replaces', async () => {
    const product = await createProduct(api, token, { titre: 'Canne', categorie_id: shelf });
    await forgetRevisions('produit', product.id);
    await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { prix: 20 } });
    await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { prix: 25 } });
    const rows = await productRevisions(product.id);
    expect(rows.map((row) => row.fields.prix)).toEqual([25, 20, null]);
  });

  it('an article: its original title and body come back', async () => {
    const article = await createArticle(api, token, {
      titre: 'Avant',
      contenu_html: '<p>Texte d’origine</p>',
    });
    await forgetRevisions('article', article.id);
    const changed = expectBody(
      await call(api, 'PATCH', `/crud/articles/${article.id}`, {
        token,
        json: { titre: 'Après', contenu_html: '<p>Réécrit</p>' },
      }),
      200,
      Article,
    );
    const rows = expectBody(
      await call(api, 'GET', `/crud/articles/${article.id}/revisions`, { token }),
      200,
      ArticleRevisionListSchema,
    ).rows;
    expect(rows.map((row) => row.fields.titre)).toEqual(['Après', 'Avant']);
    const restored = expectBody(
      await call(api, 'POST', `/crud/articles/${article.id}/revisions/${rows[1]?.id}/restore`, {
        token,
        json: { modifie_le: changed.modifie_le },
      }),
      200,
      Article,
    );
    expect(restored).toMatchObject({ titre: 'Avant', contenu_html: '<p>Texte d’origine</p>' });
  });
});
