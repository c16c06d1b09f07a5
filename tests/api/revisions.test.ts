import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#config';
import { ArticleRevisionListSchema, ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { contentRevisions } from '#server/db/tables.ts';
import { Article, call, expectBody, expectError, Product } from './client.ts';
import { createArticle, createProduct, form, png } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editor: { token: string; email: string };
let shelf: string;

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('redactrice@test.tn', 'Rayon'));
});
afterAll(async () => {
  await api?.close();
});

const articleRevisions = async (id: number, as = token) =>
  expectBody(
    await call(api, 'GET', `/crud/articles/${id}/revisions`, { token: as }),
    200,
    ArticleRevisionListSchema,
  ).rows;
const productRevisions = async (id: number) =>
  expectBody(
    await call(api, 'GET', `/crud/products/${id}/revisions`, { token }),
    200,
    ProductRevisionListSchema,
  ).rows;
const patchArticle = async (id: number, json: object, as = token) =>
  expectBody(await call(api, 'PATCH', `/crud/articles/${id}`, { token: as, json }), 200, Article);
const storedCount = async (entityType: 'article' | 'produit', id: number) => {
  const [row] = await api.runtime.database.db
    .select({ n: count() })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity_type, entityType), eq(contentRevisions.entity_id, id)));
  return row?.n ?? 0;
};
const restoreLines = async (id: number) => {
  const page = expectBody(
    await call(api, 'GET', '/journal?action=restauration&limit=100', { token }),
    200,
    JournalPageSchema,
  );
  return page.rows.filter((line) => line.entity_id === String(id));
};

describe('every save keeps a revision', () => {
  it('an article: creation and PATCH, newest first, each with its author', async () => {
    const article = await createArticle(api, token, { titre: 'Premier', contenu_html: '<p>A</p>' });
    await patchArticle(article.id, { titre: 'Second' }, editor.token);
    const rows = await articleRevisions(article.id, editor.token);
    expect(rows.map((row) => [row.fields.titre, row.author_email])).toEqual([
      ['Second', editor.email],
      ['Premier', 'admin@test.tn'],
    ]);
    expect(rows[1]?.fields.contenu_html).toBe('<p>A</p>');
  });

  it('a product: creation, JSON PATCH and the multipart edit, image paths included', async () => {
    const product = await createProduct(api, token, { titre: 'Lit', categorie_id: shelf }, [
      await png(),
    ]);
    await call(api, 'PATCH', `/crud/products/${product.id}`, { token, json: { prix: 120 } });
    const edit = form({ _method: 'PATCH', titre: 'Lit médicalisé' }, [await png(32, 32)]);
    expectBody(
      await call(api, 'POST', `/crud/products/${product.id}`, { token, form: edit }),
      200,
      Product,
    );
    const rows = await productRevisions(product.id);
    expect(rows.map((row) => [row.fields.titre, row.fields.prix])).toEqual([
      ['Lit médicalisé', 120],
      ['Lit', 120],
      ['Lit', null],
    ]);
    expect(rows[2]?.fields.galerie_json).toEqual(product.galerie_json);
    expect(rows[0]?.fields.galerie_json).toHaveLength(2);
  });

  it(`keeps only the last ${limits.revisionsKept} of an item`, async () => {
    const article = await createArticle(api, token, { titre: 'v0', contenu_html: '<p>x</p>' });
    for (let save = 1; save <= limits.revisionsKept + 1; save += 1) {
      await patchArticle(article.id, { titre: `v${save}` });
    }
    const rows = await articleRevisions(article.id);
    expect(rows).toHaveLength(limits.revisionsKept);
    expect(await storedCount('article', article.id)).toBe(limits.revisionsKept);
    expect(rows[0]?.fields.titre).toBe(`v${limits.revisionsKept + 1}`);
    expect(rows.at(-1)?.fields.titre).toBe('v2');
  });
});

describe('restoring a revision', () => {
  it('an éditeur restores an article: old fields saved, a new revision, journaled', async () => {
    const article = await createArticle(api, token, { titre: 'Ancien', contenu_html: '<p>1</p>' });
    const changed = await patchArticle(article.id, { titre: 'Nouveau', contenu_html: '<p>2</p>' });
    const oldest = (await articleRevisions(article.id)).at(-1);
    const response = await call(
      api,
      'POST',
      `/crud/articles/${article.id}/revisions/${oldest?.id}/restore`,
      { token: editor.token, json: { modifie_le: changed.modifie_le } },
    );
    const restored = expectBody(response, 200, Article);
    expect(restored).toMatchObject({ titre: 'Ancien', contenu_html: '<p>1</p>' });
    const rows = await articleRevisions(article.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ author_email: editor.email, fields: { titre: 'Ancien' } });
    const [line] = await restoreLines(article.id);
    expect(line?.actor_email).toBe(editor.email);
    expect(line?.changes).toContainEqual({ field: 'titre', before: 'Nouveau', after: 'Ancien' });
  });

  it('409 on a stale version, and nothing changes', async () => {
    const article = await createArticle(api, token, { titre: 'Un', contenu_html: '<p>1</p>' });
    await patchArticle(article.id, { titre: 'Deux' });
    const [, first] = await articleRevisions(article.id);
    const response = await call(
      api,
      'POST',
      `/crud/articles/${article.id}/revisions/${first?.id}/restore`,
      { token, json: { modifie_le: article.modifie_le } },
    );
    expect(expectError(response, 409, 'stale_version').message).toMatch(/modifié par quelqu'un/);
    expect(await articleRevisions(article.id)).toHaveLength(2);
    const now = expectBody(
      await call(api, 'GET', `/crud/articles/${article.id}`, { token }),
      200,
      Article,
    );
    expect(now.titre).toBe('Deux');
    expect(await restoreLines(article.id)).toEqual([]);
  });

  it('a product: images gone from storage are not restored, the rest is', async () => {
    const product = await createProduct(api, token, { titre: 'Fauteuil', categorie_id: shelf }, [
      await png(),
    ]);
    const ghost = 'products/disparue.webp';
    await call(api, 'PATCH', `/crud/products/${product.id}`, {
      token,
      json: {
        titre: 'Fauteuil roulant',
        image: ghost,
        image_miniature: ghost,
        galerie_json: [ghost],
      },
    });
    const back = {
      image: product.image,
      image_miniature: product.image_miniature,
      galerie_json: product.galerie_json,
    };
    const current = expectBody(
      await call(api, 'PATCH', `/crud/products/${product.id}`, {
        token,
        json: { titre: 'Autre', ...back },
      }),
      200,
      Product,
    );
    const withGhost = (await productRevisions(product.id))[1];
    expect(withGhost?.fields.image).toBe(ghost);
    const restored = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}/revisions/${withGhost?.id}/restore`, {
        token,
        json: { modifie_le: current.modifie_le },
      }),
      200,
      Product,
    );
    expect(restored).toMatchObject({ titre: 'Fauteuil roulant', ...back });
    expect(await productRevisions(product.id)).toHaveLength(4);
    expect((await restoreLines(product.id))[0]?.action).toBe('restauration');
    // The version it was restored from is now stale: 409, and nothing more is kept.
    const stale = await call(
      api,
      'POST',
      `/crud/products/${product.id}/revisions/${withGhost?.id}/restore`,
      { token, json: { modifie_le: current.modifie_le } },
    );
    expect(expectError(stale, 409, 'stale_version').message).toMatch(/^Ce produit a été modifié/);
    expect(await productRevisions(product.id)).toHaveLength(4);
  });

  it('404 for an unknown item or another item’s revision; 401 when anonymous', async () => {
    const one = await createArticle(api, token, { titre: 'A', contenu_html: '<p>a</p>' });
    const other = await createArticle(api, token, { titre: 'B', contenu_html: '<p>b</p>' });
    const [revision] = await articleRevisions(other.id);
    const json = { modifie_le: one.modifie_le };
    const restore = (id: number, as?: string) =>
      call(api, 'POST', `/crud/articles/${id}/revisions/${revision?.id}/restore`, {
        token: as,
        json,
      });
    expectError(await restore(one.id, token), 404, 'not_found');
    expectError(await restore(999_999, token), 404, 'not_found');
    expectError(await call(api, 'GET', '/crud/products/999999/revisions', { token }), 404);
    expectError(await restore(other.id), 401);
    expectError(await call(api, 'GET', `/crud/articles/${other.id}/revisions`), 401);
  });

  it('deleting an item keeps its revisions while it is in the Corbeille', async () => {
    const article = await createArticle(api, token, {
      titre: 'Éphémère',
      contenu_html: '<p>e</p>',
    });
    expect(await storedCount('article', article.id)).toBe(1);
    await call(api, 'DELETE', `/crud/articles/${article.id}`, { token });
    // The purge or "Supprimer définitivement" deletes them (tests/api/trash.test.ts).
    expect(await storedCount('article', article.id)).toBe(1);
  });
});
