import { beforeAll, describe, expect, it } from 'vitest';
import {
  Article,
  type ArticleRow,
  call,
  expectBody,
  expectError,
  listOf,
  unique,
} from './client.ts';
import { createArticle } from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});

const ArticleList = listOf(Article);
const list = async (query: string, asAdmin = false) =>
  expectBody(
    await call(api, 'GET', `/crud/articles?${query}`, asAdmin ? { token } : {}),
    200,
    ArticleList,
  );
const ids = (rows: ArticleRow[]) => rows.map((row) => row.id);
/** An article whose author is a unique word, so `search=<author>` finds exactly its group. */
const article = (author: string, body: Record<string, unknown> = {}) =>
  createArticle(api, token, {
    titre: `Article ${unique()}`,
    contenu_html: '<p>Contenu</p>',
    nom_auteur: author,
    ...body,
  });

describe('POST /crud/articles', () => {
  it('creates an article with every field (201)', async () => {
    const u = unique();
    const body = {
      titre: `Bien choisir son lit médicalisé ${u}`,
      slug: `bien-choisir-${u}`,
      nom_auteur: 'Dr Ben Salah',
      image_miniature: 'articles/2025/01/cover.webp',
      galerie_json: ['articles/2025/01/a.webp', 'https://cdn.example.tn/b.webp'],
      extrait: 'Les critères essentiels.',
      contenu_html: '<h2>Critères</h2><p>Hauteur <strong>variable</strong>.</p>',
      statut: 'publie',
      publie_le: '2025-03-01T09:30:00.000Z',
      seo_titre: 'Choisir un lit médicalisé',
      seo_description: 'Guide pratique.',
    };
    const created = expectBody(
      await call(api, 'POST', '/crud/articles', { token, json: body }),
      201,
      Article,
    );
    expect(created).toMatchObject({ ...body, id: expect.any(Number) });
    expect(
      expectBody(await call(api, 'GET', `/crud/articles/${created.id}`), 200, Article),
    ).toEqual(created);
  });

  it('defaults to a draft without publication date', async () => {
    const created = await createArticle(api, token, {
      titre: 'Brouillon',
      contenu_html: '<p>x</p>',
    });
    expect(created).toMatchObject({ statut: 'brouillon', publie_le: null, galerie_json: [] });
  });

  it('sets publie_le to now when publishing without a date', async () => {
    const before = Date.now();
    const created = await createArticle(api, token, {
      titre: 'Publié maintenant',
      contenu_html: '<p>x</p>',
      statut: 'publie',
    });
    const publishedAt = Date.parse(created.publie_le ?? '');
    expect(publishedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('sanitises contenu_html: scripts, handlers and javascript: links go, formatting stays', async () => {
    const created = await createArticle(api, token, {
      titre: 'Assaini',
      contenu_html:
        '<h2>Titre</h2><p onclick="steal()">Texte <strong>gras</strong> <em>it</em> <a href="javascript:alert(1)">piège</a> <a href="https://example.tn">lien</a></p><script>alert(1)</script><ul><li>un</li></ul>',
    });
    const html = created.contenu_html;
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<a href="https://example.tn" rel="noopener noreferrer">lien</a>');
    expect(html).toContain('<ul><li>un</li></ul>');
  });

  it('derives the slug from titre and suffixes collisions', async () => {
    const u = unique();
    const first = await createArticle(api, token, {
      titre: `Été : conseils ${u}`,
      contenu_html: 'a',
    });
    const second = await createArticle(api, token, {
      titre: `Été : conseils ${u}`,
      contenu_html: 'b',
    });
    expect(first.slug).toBe(`ete-conseils-${u}`);
    expect(second.slug).toBe(`ete-conseils-${u}-2`);
  });

  it('refuses a missing titre or contenu_html (422 with fields) and other bad input', async () => {
    const post = (json: unknown) => call(api, 'POST', '/crud/articles', { token, json });
    expect(
      expectError(await post({ contenu_html: '<p>x</p>' }), 422, 'validation_failed').fields,
    ).toHaveProperty('titre');
    expect(
      expectError(await post({ titre: 'Sans contenu' }), 422, 'validation_failed').fields,
    ).toHaveProperty('contenu_html');
    expectError(
      await post({ titre: 'x', contenu_html: 'x', statut: 'en_ligne' }),
      422,
      'validation_failed',
    );
    expectError(
      await post({ titre: 'x', contenu_html: 'x', publie_le: 'demain' }),
      422,
      'validation_failed',
    );
    expectError(
      await post({ titre: 'x', contenu_html: 'x', galerie_json: ['../secret'] }),
      422,
      'validation_failed',
    );
    expectError(await post({ titre: 'x', contenu_html: 'x', vues: 10 }), 400, 'unknown_field');
  });
});

describe('reads: anonymous callers only ever see published articles', () => {
  let published: ArticleRow;
  let draft: ArticleRow;
  let archived: ArticleRow;
  let scheduled: ArticleRow;
  const author = unique();

  beforeAll(async () => {
    published = await article(author, { statut: 'publie' });
    draft = await article(author, { statut: 'brouillon' });
    archived = await article(author, { statut: 'archive', publie_le: '2024-01-01T00:00:00Z' });
    scheduled = await article(author, { statut: 'publie', publie_le: '2999-01-01T00:00:00Z' });
  });

  it('lists only published articles anonymously, even when asking for a statut', async () => {
    expect(ids((await list(`search=${author}`)).rows)).toEqual([published.id]);
    expect(
      (await list(`search=${author}&statut=brouillon`)).rows.map((row) => row.statut),
    ).not.toContain('brouillon');
    expect((await list('limit=100')).rows.every((row) => row.statut === 'publie')).toBe(true);
  });

  it('answers 404 anonymously for drafts, archived and future articles, by id and by slug', async () => {
    for (const hidden of [draft, archived, scheduled]) {
      expectError(await call(api, 'GET', `/crud/articles/${hidden.id}`), 404, 'not_found');
      expectError(await call(api, 'GET', `/crud/articles/slug/${hidden.slug}`), 404, 'not_found');
    }
    const bySlug = await call(api, 'GET', `/crud/articles/slug/${published.slug}`);
    expect(expectBody(bySlug, 200, Article)).toEqual(published);
    expectError(
      await call(api, 'GET', '/crud/articles/slug/aucun-article-de-ce-nom'),
      404,
      'not_found',
    );
  });

  it('shows every statut to the admin, who can filter on it', async () => {
    const all = await list(`search=${author}&sortBy=cree_le&sortOrder=asc`, true);
    expect(ids(all.rows)).toEqual([published.id, draft.id, archived.id, scheduled.id]);
    expect(ids((await list(`search=${author}&statut=brouillon`, true)).rows)).toEqual([draft.id]);
    expect(ids((await list(`search=${author}&statut=archive`, true)).rows)).toEqual([archived.id]);
    for (const hidden of [draft, archived]) {
      expect((await call(api, 'GET', `/crud/articles/slug/${hidden.slug}`, { token })).status).toBe(
        200,
      );
      expect((await call(api, 'GET', `/crud/articles/${hidden.id}`, { token })).status).toBe(200);
    }
  });
});

describe('GET /crud/articles: order and paging', () => {
  it('sorts by cree_le desc by default, and by titre, publie_le and modifie_le on request', async () => {
    const author = unique();
    const b = await article(author, {
      titre: `Bravo ${author}`,
      statut: 'publie',
      publie_le: '2025-02-01T00:00:00Z',
    });
    const a = await article(author, {
      titre: `Alpha ${author}`,
      statut: 'publie',
      publie_le: '2025-03-01T00:00:00Z',
    });
    const c = await article(author, {
      titre: `Charlie ${author}`,
      statut: 'publie',
      publie_le: '2025-01-01T00:00:00Z',
    });
    const q = `search=${author}`;
    expect(ids((await list(q)).rows)).toEqual([c.id, a.id, b.id]);
    expect(ids((await list(`${q}&sortBy=titre&sortOrder=asc`)).rows)).toEqual([a.id, b.id, c.id]);
    expect(ids((await list(`${q}&sortBy=titre&sortOrder=desc`)).rows)).toEqual([c.id, b.id, a.id]);
    expect(ids((await list(`${q}&sortBy=publie_le&sortOrder=asc`)).rows)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    expect(ids((await list(`${q}&sortBy=publie_le`)).rows)).toEqual([a.id, b.id, c.id]);
    await call(api, 'PATCH', `/crud/articles/${b.id}`, { token, json: { extrait: 'retouché' } });
    expect(ids((await list(`${q}&sortBy=modifie_le&sortOrder=desc`)).rows)[0]).toBe(b.id);

    const page = await list(`${q}&sortBy=titre&sortOrder=asc&limit=2&page=2`);
    expect(page).toMatchObject({ total: 3 });
    expect(ids(page.rows)).toEqual([c.id]);
  });

  it('refuses bad sort and paging parameters (400)', async () => {
    for (const query of [
      'sortBy=vues',
      'sortOrder=up',
      'statut=supprime',
      'page=0',
      'limit=0',
      'page=x',
    ]) {
      expectError(
        await call(api, 'GET', `/crud/articles?${query}`, { token }),
        400,
        'invalid_query',
      );
    }
  });
});

describe('PATCH and DELETE /crud/articles/{id}', () => {
  const patch = (id: number, json: unknown) =>
    call(api, 'PATCH', `/crud/articles/${id}`, { token, json });

  it('unpublishes with statut brouillon, and republishes keeping the original date', async () => {
    const created = await article(unique(), {
      statut: 'publie',
      publie_le: '2025-05-05T05:05:05.000Z',
    });
    const draft = expectBody(await patch(created.id, { statut: 'brouillon' }), 200, Article);
    expect(draft.statut).toBe('brouillon');
    expectError(await call(api, 'GET', `/crud/articles/${created.id}`), 404, 'not_found');

    const republished = expectBody(await patch(created.id, { statut: 'publie' }), 200, Article);
    expect(republished.publie_le).toBe('2025-05-05T05:05:05.000Z');
    expect((await call(api, 'GET', `/crud/articles/${created.id}`)).status).toBe(200);
  });

  it('sets publie_le to now when publishing a draft that has none', async () => {
    const created = await article(unique());
    expect(created.publie_le).toBeNull();
    const before = Date.now();
    const published = expectBody(await patch(created.id, { statut: 'publie' }), 200, Article);
    expect(Date.parse(published.publie_le ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    expect((await call(api, 'GET', `/crud/articles/slug/${created.slug}`)).status).toBe(200);
  });

  it('sanitises contenu_html on update and refuses bad fields', async () => {
    const created = await article(unique());
    const updated = expectBody(
      await patch(created.id, {
        contenu_html: '<p>Ok<script>x()</script></p>',
        titre: 'Nouveau titre',
      }),
      200,
      Article,
    );
    expect(updated).toMatchObject({
      contenu_html: '<p>Ok</p>',
      titre: 'Nouveau titre',
      slug: created.slug,
    });
    expectError(await patch(created.id, { titre: '' }), 422, 'validation_failed');
    expectError(await patch(created.id, { statut: 'supprime' }), 422, 'validation_failed');
    expectError(await patch(created.id, { auteur: 'x' }), 400, 'unknown_field');
    expectError(await patch(999_999, { titre: 'x' }), 404, 'not_found');
  });

  it('deletes (204), then answers 404', async () => {
    const created = await article(unique(), { statut: 'publie' });
    const deleted = await call(api, 'DELETE', `/crud/articles/${created.id}`, { token });
    expect(deleted.status).toBe(204);
    expectError(
      await call(api, 'GET', `/crud/articles/${created.id}`, { token }),
      404,
      'not_found',
    );
    expectError(
      await call(api, 'GET', `/crud/articles/slug/${created.slug}`, { token }),
      404,
      'not_found',
    );
    expectError(
      await call(api, 'DELETE', `/crud/articles/${created.id}`, { token }),
      404,
      'not_found',
    );
  });
});
